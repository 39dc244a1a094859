import TrackerCore

extension SettingsStore {
    /// The key of `metric`'s goal for a whole `unit` (a month or a year) and `family` (`nil`:
    /// every sport): `goal.year.distance_m`, `goal.month.run.duration_s`.
    public static func periodGoalKey(_ metric: WeekMetric, unit: PeriodUnit, family: ActivityFamily?) -> String {
        SettingsStore.GoalKey.key(metric, family: family).replacingFirst("goal.", with: "goal.\(unit.rawValue).")
    }

    /// The goals of a whole month or year that are set; a stored value that is not a positive number reads as unset.
    /// - Throws: `DatabaseError`.
    public func periodGoals(_ unit: PeriodUnit, for family: ActivityFamily? = nil) throws -> WeeklyGoals {
        func number(_ metric: WeekMetric) throws -> Double? {
            guard let text = try value(for: Self.periodGoalKey(metric, unit: unit, family: family)), let value = Double(text),
                  value.isFinite, value > 0 else { return nil }
            return value
        }
        return WeeklyGoals(distance: try number(.distance), duration: try number(.duration), elevation: try number(.elevation))
    }

    /// Stores the goals of a whole month or year: set values written, `nil` ones removed.
    /// - Throws: `DatabaseError`.
    public func setPeriodGoals(_ goals: WeeklyGoals, _ unit: PeriodUnit, for family: ActivityFamily? = nil) throws {
        try database.inTransaction(.immediate) {
            for metric in WeekMetric.allCases {
                let key = Self.periodGoalKey(metric, unit: unit, family: family)
                if let value = goals.target(for: metric) { try set(JSONValue.format(value), for: key) } else { try remove(key) }
            }
        }
    }
}

private extension String {
    func replacingFirst(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
