import TrackerTime

/// Activities' loads summed by calendar day, with how many came from each method: the input
/// of the fitness series and of the mood analysis.
public struct DailyLoads: Equatable, Sendable {
    /// Each day's summed load; days without a counted activity are absent.
    public private(set) var byDay: [LocalDay: Double] = [:]
    /// How many activities each method gave (estimates left out are not counted here).
    public private(set) var countByMethod: [LoadMethod: Int] = [:]
    /// The methods each day's load came from.
    public private(set) var methodsByDay: [LocalDay: Set<LoadMethod>] = [:]
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
        methodsByDay[day, default: []].insert(load.method)
    }

    /// How many days of `days` have load from each method (a day with a ride by power and a run by
    /// heart rate counts under both).
    public func dayCountByMethod(in days: ClosedRange<LocalDay>) -> [LoadMethod: Int] {
        var counts: [LoadMethod: Int] = [:]
        for (day, methods) in methodsByDay where days.contains(day) {
            for method in methods { counts[method, default: 0] += 1 }
        }
        return counts
    }

    /// The number of activities counted.
    public var activityCount: Int { countByMethod.values.reduce(0, +) }

    /// The earliest day with a load.
    public var firstDay: LocalDay? { byDay.keys.min() }
}
