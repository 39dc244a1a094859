import TrackerCore

extension SettingsStore {
    /// The settings keys of the weekly goals, values in SI units.
    public enum GoalKey {
        public static let distance = "goal.distance_m"
        public static let duration = "goal.duration_s"
        public static let elevation = "goal.elevation_m"
    }

    /// The weekly goals that are set. A stored value that is not a positive number reads as unset.
    public func weeklyGoals() throws -> WeeklyGoals {
        func number(_ key: String) throws -> Double? {
            guard let text = try value(for: key), let value = Double(text), value.isFinite, value > 0 else { return nil }
            return value
        }
        return WeeklyGoals(
            distance: try number(GoalKey.distance), duration: try number(GoalKey.duration),
            elevation: try number(GoalKey.elevation))
    }

    /// Stores `goals` in one transaction: set values are written, `nil` ones removed.
    public func setWeeklyGoals(_ goals: WeeklyGoals) throws {
        try database.inTransaction(.immediate) {
            for (key, value) in [(GoalKey.distance, goals.distance), (GoalKey.duration, goals.duration), (GoalKey.elevation, goals.elevation)] {
                if let value { try set(JSONValue.format(value), for: key) } else { try remove(key) }
            }
        }
    }
}
