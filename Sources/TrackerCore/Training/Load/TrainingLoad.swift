/// The training load of one activity, and how it was obtained.
///
/// Every method gives a number on one scale, where 100 is an hour at threshold (see
/// `TrainingLoad+Methods`); `method` travels with `value` so that a view can say what its sum rests on.
public struct TrainingLoad: Equatable, Sendable {
    /// The load: 100 is an hour at threshold.
    public var value: Double
    /// How `value` was obtained.
    public var method: LoadMethod
    /// True for `.estimate`, and for loads computed with a threshold (or resting and maximum heart
    /// rates) estimated from the data rather than set by the person.
    public var isEstimated: Bool

    /// A load; `isEstimated` defaults to whether `method` is `.estimate`.
    public init(value: Double, method: LoadMethod, isEstimated: Bool? = nil) {
        self.value = value
        self.method = method
        self.isEstimated = isEstimated ?? (method == .estimate)
    }
}
