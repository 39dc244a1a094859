/// Seconds spent at each value of one measure during an activity, in fixed buckets (1 bpm, 1 W,
/// 0.01 m/s): what time in any zones is read from, without the stream, whatever the boundaries.
///
/// Counted time is elapsed time between samples, each interval holding the value of the sample
/// that ends it (as a device reports the second just ended); an interval longer than
/// `maximumGap` (30 s, the bound loads use) or ending at a segment start is a gap in the
/// recording and counts in no bucket. Implausible values (a heart rate outside 25-250 bpm, a run
/// faster than `fastestRun`) count nowhere either.
public struct ZoneHistogram: Equatable, Sendable {
    public let kind: ZoneKind
    /// The bucket of `seconds[0]`.
    public private(set) var firstBucket: Int
    /// Tenths of a second per bucket from `firstBucket` on: whole numbers, so the stored bytes
    /// and sums are exact.
    public private(set) var tenths: [Int]

    /// The width of a bucket in the measured unit.
    public static func bucketWidth(_ kind: ZoneKind) -> Double {
        1 / bucketsPerUnit(kind)
    }

    /// Buckets per bpm, watt or metre per second: a whole number, so a value's bucket is a product
    /// (4 m/s is bucket 400 exactly, where 4 / 0.01 need not be).
    public static func bucketsPerUnit(_ kind: ZoneKind) -> Double {
        kind == .pace ? 100 : 1
    }

    /// Faster than any runner over more than a stride: a GPS jump, not a pace (m/s).
    public static let fastestRun = 12.5

    public init(kind: ZoneKind, firstBucket: Int = 0, tenths: [Int] = []) {
        self.kind = kind
        self.firstBucket = firstBucket
        self.tenths = tenths
    }

    /// The histogram of `kind` of `stream`, or `nil` when the stream has no such column (pace: no
    /// distance or speed) or no counted time.
    public init?(_ kind: ZoneKind, of stream: ActivityStream, maximumGap: Double = HeartRateSeries.defaultMaximumGap) {
        let time = stream.time
        let values: [Double]
        switch kind {
        case .heartRate:
            guard let beats = stream.heartRate else { return nil }
            values = beats
        case .power:
            guard let power = stream.power else { return nil }
            values = power
        case .pace:
            if let speed = stream.speed {
                values = speed
            } else if let distance = stream.cumulativeDistance {
                values = Self.trailingSpeeds(time: time, distance: distance, segmentStarts: stream.segmentStarts)
            } else {
                return nil
            }
        }
        let perUnit = Self.bucketsPerUnit(kind)
        var byBucket: [Int: Double] = [:]
        let starts = stream.segmentStartSet
        for index in time.indices.dropFirst() where !starts.contains(index) {
            let seconds = time[index] - time[index - 1]
            let value = values[index]
            guard seconds > 0, seconds <= maximumGap, Self.isPlausible(value, kind) else { continue }
            byBucket[Int((value * perUnit).rounded(.down)), default: 0] += seconds
        }
        guard let low = byBucket.keys.min(), let high = byBucket.keys.max() else { return nil }
        var tenths = [Int](repeating: 0, count: high - low + 1)
        for (bucket, seconds) in byBucket { tenths[bucket - low] = Int((seconds * 10).rounded()) }
        self.init(kind: kind, firstBucket: low, tenths: tenths)
    }

    /// Seconds a speed from a distance column is measured over: many devices update distance every
    /// few seconds, so sample-to-sample speeds alternate between 0 and double.
    public static let speedWindow = 10.0

    /// For each sample, the speed over the trailing `speedWindow` seconds (from the sample at least
    /// that long before, never across a segment start; from the segment's first sample before then).
    static func trailingSpeeds(time: [Double], distance: [Double], segmentStarts: [Int]) -> [Double] {
        var speeds = [Double](repeating: 0, count: time.count)
        var segmentStart = 0
        var nextStart = 0
        var back = 0
        for index in time.indices.dropFirst() {
            while nextStart < segmentStarts.count, segmentStarts[nextStart] <= index {
                segmentStart = segmentStarts[nextStart]
                nextStart += 1
            }
            if back < segmentStart { back = segmentStart }
            while back + 1 < index, time[index] - time[back + 1] >= speedWindow { back += 1 }
            let from = index == segmentStart ? index - 1 : back
            let seconds = time[index] - time[from]
            speeds[index] = seconds > 0 ? max(0, distance[index] - distance[from]) / seconds : 0
        }
        return speeds
    }

    static func isPlausible(_ value: Double, _ kind: ZoneKind) -> Bool {
        switch kind {
        case .heartRate: return HeartRateSeries.plausibleBeats.contains(value)
        case .power: return value >= 0 && value <= 3000
        case .pace: return value >= 0 && value <= fastestRun
        }
    }

    /// All counted seconds.
    public var totalSeconds: Double { Double(tenths.reduce(0, +)) / 10 }

    /// Adds `other`'s seconds bucket by bucket (a week's histogram from its activities').
    public mutating func add(_ other: ZoneHistogram) {
        guard !other.tenths.isEmpty else { return }
        guard !tenths.isEmpty else {
            firstBucket = other.firstBucket
            tenths = other.tenths
            return
        }
        let low = min(firstBucket, other.firstBucket)
        let high = max(firstBucket + tenths.count, other.firstBucket + other.tenths.count)
        if low < firstBucket || high > firstBucket + tenths.count {
            var grown = [Int](repeating: 0, count: high - low)
            for (offset, value) in tenths.enumerated() { grown[firstBucket - low + offset] = value }
            tenths = grown
            firstBucket = low
        }
        for (offset, value) in other.tenths.enumerated() { tenths[other.firstBucket - firstBucket + offset] += value }
    }

    /// Seconds in each zone of `scheme`: a bucket counts in the zone its lower edge falls in, so
    /// boundaries between whole bpm or watts are exact.
    public func secondsInZones(_ scheme: ZoneScheme) -> [Double] {
        var seconds = [Double](repeating: 0, count: scheme.zones.count)
        let perUnit = Self.bucketsPerUnit(kind)
        var zone = 0
        let bounds = scheme.zones.map(\.lowerBound)
        for (offset, value) in tenths.enumerated() where value > 0 {
            // A tiny tolerance keeps 0.01 m/s buckets from slipping below a bound by rounding.
            let edge = (Double(firstBucket + offset) + 1e-9) / perUnit
            while zone + 1 < bounds.count, edge >= bounds[zone + 1] { zone += 1 }
            seconds[zone] += Double(value) / 10
        }
        return seconds
    }

    // MARK: - Stored form

    /// LEB128 varints: the first bucket, the count, then each bucket's tenths of a second.
    public var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(tenths.count + 4)
        func put(_ value: Int) {
            var rest = UInt64(max(0, value))
            repeat {
                let low = UInt8(rest & 0x7F)
                rest >>= 7
                out.append(rest == 0 ? low : low | 0x80)
            } while rest != 0
        }
        put(firstBucket)
        put(tenths.count)
        for value in tenths { put(value) }
        return out
    }

    /// The histogram `bytes` encode, or `nil` for bytes that are not one.
    public init?(kind: ZoneKind, bytes: [UInt8]) {
        var position = 0
        func next() -> Int? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while position < bytes.count, shift < 63 {
                let byte = bytes[position]
                position += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte & 0x80 == 0 { return Int(value) }
                shift += 7
            }
            return nil
        }
        guard let first = next(), let count = next(), count <= bytes.count else { return nil }
        var tenths = [Int](repeating: 0, count: count)
        for index in 0..<count {
            guard let value = next() else { return nil }
            tenths[index] = value
        }
        guard position == bytes.count else { return nil }
        self.init(kind: kind, firstBucket: first, tenths: tenths)
    }
}
