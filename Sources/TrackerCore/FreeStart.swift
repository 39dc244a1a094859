/// Where an activity given only a day starts when that day's default hour is taken: right
/// after the activities already stored there, so that a run and a ride both logged
/// `--date yesterday` follow each other instead of overlapping.
public enum FreeStart {
    /// A stored activity's span, in Unix seconds: `start ..< end`.
    public struct Span: Equatable, Sendable {
        public var start: Int64
        public var end: Int64
        public init(start: Int64, end: Int64) {
            self.start = start
            self.end = end
        }
    }

    /// The first start from `start` on at which `duration` seconds overlap none of `taken`, or
    /// `start` itself when that start would reach `limit` (the end of the day): past the day,
    /// the default hour stands and the overlap is warned about.
    public static func after(_ start: Int64, duration: Double, taken: [Span], limit: Int64) -> Int64 {
        var candidate = start
        let spans = taken.sorted { $0.start < $1.start }
        // Each pass moves past at least one span, so the spans bound the passes.
        for _ in 0...spans.count {
            let end = Double(candidate) + max(duration, 1)
            guard let blocking = spans.filter({ Double($0.start) < end && $0.end > candidate }).max(by: { $0.end < $1.end }) else {
                return candidate
            }
            candidate = blocking.end
            if candidate >= limit { return start }
        }
        return start
    }
}
