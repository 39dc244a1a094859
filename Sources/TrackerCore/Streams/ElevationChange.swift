/// Metres climbed and descended over an activity, after smoothing.
public struct ElevationChange: Equatable, Sendable {
    /// Metres of ascent.
    public var climb: Double
    /// Metres of descent, positive.
    public var descent: Double

    public init(climb: Double, descent: Double) {
        self.climb = climb
        self.descent = descent
    }
}
