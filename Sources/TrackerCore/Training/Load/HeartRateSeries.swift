/// Heart-rate samples of one activity: time offsets from its start (seconds) and beats per
/// minute, with an optional moving flag per sample.
///
/// A sample's heart rate and moving flag hold over the interval that ends at it, from the sample
/// before (as `ActivityStream` reads its columns: a device reports the second that just ended).
/// Only *counted* intervals enter a load: an interval counts when it is positive and at most
/// `maximumGap` long, its sample is moving (when flags are given) and its heart rate is
/// plausible. A long pause, a dropout of the strap or a stop with the recording paused
/// therefore never adds its elapsed time.
public struct HeartRateSeries: Sendable {
    /// Heart rates outside this range are sensor errors or dropouts (0 bpm) and are skipped.
    public static let plausibleBeats: ClosedRange<Double> = 25...250
    /// The longest span between two samples that still counts as recorded motion: devices
    /// recording "smart" (every few seconds) stay well below it; a pause exceeds it.
    public static let defaultMaximumGap: Double = 30

    /// Seconds from the activity's start, one per sample, in recording order.
    public let offsets: [Double]
    /// The heart rate of each sample.
    public let beatsPerMinute: [Double]
    /// Whether the interval ending at each sample was moving (the first flag is unused); `nil`
    /// when the recording has no such flags.
    public let moving: [Bool]?

    /// Throws `ValueParseError` when the arrays differ in length.
    public init(offsets: [Double], beatsPerMinute: [Double], moving: [Bool]? = nil) throws {
        guard offsets.count == beatsPerMinute.count, moving.map({ $0.count == offsets.count }) ?? true else {
            throw ValueParseError.heartRateSeries(
                offsets: offsets.count, beats: beatsPerMinute.count, moving: moving?.count)
        }
        self.offsets = offsets
        self.beatsPerMinute = beatsPerMinute
        self.moving = moving
    }

    /// A counted interval: its length in seconds and the heart rate held over it (that of the
    /// sample ending it).
    public struct Interval: Equatable, Sendable {
        /// The interval's length.
        public var seconds: Double
        /// The heart rate held over it.
        public var beatsPerMinute: Double
        /// Whether the previous interval was counted too (false starts a new stretch).
        public var continuesStretch: Bool
    }

    /// The counted intervals, in order.
    public func countedIntervals(maximumGap: Double = defaultMaximumGap) -> [Interval] {
        var intervals: [Interval] = []
        intervals.reserveCapacity(offsets.count)
        var previousCounted = false
        for index in offsets.indices.dropFirst() {
            let seconds = offsets[index] - offsets[index - 1]
            let beats = beatsPerMinute[index]
            let counts = seconds > 0 && seconds <= maximumGap && Self.plausibleBeats.contains(beats)
                && (moving?[index] ?? true)
            if counts {
                intervals.append(Interval(seconds: seconds, beatsPerMinute: beats, continuesStretch: previousCounted))
            }
            previousCounted = counts
        }
        return intervals
    }

    /// The seconds of counted (moving) time.
    public func movingSeconds(maximumGap: Double = defaultMaximumGap) -> Double {
        countedIntervals(maximumGap: maximumGap).reduce(0) { $0 + $1.seconds }
    }
}
