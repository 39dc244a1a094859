/// One activity's mean-maximal curve of one kind: for each kept duration, the highest mean over
/// any window of that length on the activity's elapsed-time clock.
public struct MeanMaxCurve: Equatable, Sendable {
    public var kind: CurveKind
    /// Increasing durations. Each value is exact for its duration; a mean-max need not fall with the
    /// duration (10, 0, 10 holds 6.7 over three seconds but 5 over two), and no value is filled in.
    public var points: [CurvePoint]

    public init(kind: CurveKind, points: [CurvePoint]) {
        self.kind = kind
        self.points = points
    }

    /// The value at `duration`, when the curve keeps it.
    public func value(at duration: Int) -> Double? {
        points.first { $0.duration == duration }?.value
    }
}
