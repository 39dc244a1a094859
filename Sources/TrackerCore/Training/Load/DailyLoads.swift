import TrackerTime

/// Activities' loads summed by calendar day, with how many came from each method: the input
/// of the fitness series and of the mood analysis.
public struct DailyLoads: Equatable, Sendable {
    /// Each day's summed load; days without a counted activity are absent.
    public private(set) var byDay: [LocalDay: Double] = [:]
    /// How many activities each method gave (estimates left out are not counted here).
    public private(set) var countByMethod: [LoadMethod: Int] = [:]
    /// Activities whose load was an estimate and was left out.
    public private(set) var estimatesLeftOut = 0
    /// Whether estimates count.
    public let includeEstimates: Bool

    /// No loads yet.
    public init(includeEstimates: Bool = true) {
        self.includeEstimates = includeEstimates
    }

    /// Adds one activity's load on `day`, unless it is an estimate and estimates are left out.
    public mutating func add(_ load: TrainingLoad, on day: LocalDay) {
        guard includeEstimates || load.method != .estimate else {
            estimatesLeftOut += 1
            return
        }
        byDay[day, default: 0] += load.value
        countByMethod[load.method, default: 0] += 1
    }

    /// The number of activities counted.
    public var activityCount: Int { countByMethod.values.reduce(0, +) }

    /// The earliest day with a load.
    public var firstDay: LocalDay? { byDay.keys.min() }
}
