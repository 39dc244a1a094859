/// The training load of one activity, and how it was obtained.
///
/// The three methods give numbers on different scales (an hour at a middling effort is about
/// 60-90 TRIMP but 300 as session RPE), so `method` travels with `value` wherever it goes.
public struct TrainingLoad: Equatable, Sendable {
    /// The load, in the units of its method (TRIMP, or effort-minutes).
    public var value: Double
    /// How `value` was obtained.
    public var method: LoadMethod
    /// True for `.estimate`, and for heart-rate loads computed with resting and maximum heart
    /// rates estimated from the data rather than set by the person.
    public var isEstimated: Bool

    /// A load; `isEstimated` defaults to whether `method` is `.estimate`.
    public init(value: Double, method: LoadMethod, isEstimated: Bool? = nil) {
        self.value = value
        self.method = method
        self.isEstimated = isEstimated ?? (method == .estimate)
    }

    /// The load an activity gets when several are available: heart rate first, then the
    /// session effort, then the estimate (left out when `includeEstimates` is false);
    /// `nil` when none remains.
    public static func preferred(
        heartRate: TrainingLoad?, sessionEffort: TrainingLoad?, estimate: TrainingLoad?, includeEstimates: Bool = true
    ) -> TrainingLoad? {
        heartRate ?? sessionEffort ?? (includeEstimates ? estimate : nil)
    }
}
