/// One point of a mean-maximal curve: the highest mean held over any window of `duration` seconds.
public struct CurvePoint: Equatable, Sendable {
    /// Seconds, one of `CurveDurations`.
    public var duration: Int
    /// Watts, metres per second or beats per minute.
    public var value: Double

    public init(duration: Int, value: Double) {
        self.duration = duration
        self.value = value
    }
}
