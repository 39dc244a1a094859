import TrackerCore

extension SettingsStore {
    /// The settings keys of the weekly goals, values in SI units: `goal.distance_m` for the
    /// all-sport goal, `goal.run.distance_m` for a family's.
    public enum GoalKey {
        public static let distance = "goal.distance_m"
        public static let duration = "goal.duration_s"
        public static let elevation = "goal.elevation_m"

        /// The key of `metric`'s goal for `family` (`nil`: every sport together).
        public static func key(_ metric: WeekMetric, family: ActivityFamily?) -> String {
            let field: String
            switch metric {
            case .distance: field = "distance_m"
            case .duration: field = "duration_s"
            case .elevation: field = "elevation_m"
            }
            return family.map { "goal.\($0.rawValue).\(field)" } ?? "goal.\(field)"
        }
    }

    /// The weekly goals of `family` (`nil`: the all-sport goals) that are set. A stored value
    /// that is not a positive number reads as unset.
    public func weeklyGoals(for family: ActivityFamily? = nil) throws -> WeeklyGoals {
        func number(_ metric: WeekMetric) throws -> Double? {
            guard let text = try value(for: GoalKey.key(metric, family: family)), let value = Double(text), value.isFinite, value > 0 else { return nil }
            return value
        }
        return WeeklyGoals(distance: try number(.distance), duration: try number(.duration), elevation: try number(.elevation))
    }

    /// Every weekly goal: the all-sport ones and each family's, read in one statement (every
    /// weekly view asks for them). A value that is not a positive number reads as unset.
    public func sportGoals() throws -> SportGoals {
        var stored: [String: Double] = [:]
        let rows = try database.fetch("SELECT key, value FROM settings WHERE key >= 'goal.' AND key < 'goal/'") {
            ($0.string(0) ?? "", $0.string(1) ?? "")
        }
        for (key, text) in rows {
            if let value = Double(text), value.isFinite, value > 0 { stored[key] = value }
        }
        func goals(_ family: ActivityFamily?) -> WeeklyGoals {
            WeeklyGoals(
                distance: stored[GoalKey.key(.distance, family: family)], duration: stored[GoalKey.key(.duration, family: family)],
                elevation: stored[GoalKey.key(.elevation, family: family)])
        }
        var result = SportGoals(all: goals(nil))
        for family in ActivityFamily.allCases {
            result.set(goals(family), for: family)
        }
        return result
    }

    /// Stores the goals of `family` (`nil`: the all-sport goals) in one transaction: set values
    /// are written, `nil` ones removed.
    public func setWeeklyGoals(_ goals: WeeklyGoals, for family: ActivityFamily? = nil) throws {
        try database.inTransaction(.immediate) {
            for metric in WeekMetric.allCases {
                let key = GoalKey.key(metric, family: family)
                if let value = goals.target(for: metric) { try set(JSONValue.format(value), for: key) } else { try remove(key) }
            }
        }
    }

    /// Stores every goal of `goals`, removing those it does not hold.
    public func setSportGoals(_ goals: SportGoals) throws {
        try database.inTransaction(.immediate) {
            try setWeeklyGoals(goals.all)
            for family in ActivityFamily.allCases {
                try setWeeklyGoals(goals.goals(for: family), for: family)
            }
        }
    }
}
