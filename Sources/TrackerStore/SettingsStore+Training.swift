import TrackerCore

extension SettingsStore {
    /// The settings keys of the training load (the names `tracker config` shows).
    public enum TrainingKey {
        public static let restingHeartRate = "resting-heart-rate"
        public static let maximumHeartRate = "max-heart-rate"
        public static let fitnessDays = "fitness-days"
        public static let fatigueDays = "fatigue-days"
    }

    /// The resting and maximum heart rate the person set, or `nil` when either is unset (loads
    /// from heart rate then estimate them from the data).
    /// - Throws: `ValueParseError` when both are set but the resting rate is not below the maximum.
    public func heartRateBounds() throws -> HeartRateBounds? {
        guard let resting = try number(TrainingKey.restingHeartRate),
              let maximum = try number(TrainingKey.maximumHeartRate) else { return nil }
        return try HeartRateBounds(resting: resting, maximum: maximum)
    }

    /// The fitness and fatigue model with the time constants set, 42 and 7 days by default.
    /// - Throws: `ValueParseError` for a stored time constant that is not positive.
    public func fitnessFatigueModel() throws -> FitnessFatigueModel {
        try FitnessFatigueModel(
            fitnessDays: try number(TrainingKey.fitnessDays) ?? FitnessFatigueModel.standard.fitnessDays,
            fatigueDays: try number(TrainingKey.fatigueDays) ?? FitnessFatigueModel.standard.fatigueDays)
    }

    private func number(_ key: String) throws -> Double? {
        guard let text = try value(for: key), let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
