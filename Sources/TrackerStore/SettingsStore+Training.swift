import TrackerCore

extension SettingsStore {
    /// The settings keys of the training load and zones (the names `tracker config` shows).
    public enum TrainingKey {
        public static let restingHeartRate = "resting-heart-rate"
        public static let maximumHeartRate = "max-heart-rate"
        public static let thresholdHeartRate = "threshold-heart-rate"
        public static let functionalThresholdPower = "ftp"
        public static let thresholdPace = "threshold-pace"
        public static let heartRateZoneModel = "heart-rate-zones"
        public static let heartRateZoneBounds = "heart-rate-zone-bounds"
        public static let fitnessDays = "fitness-days"
        public static let fatigueDays = "fatigue-days"

        /// The settings a stored load depends on: changing one computes the loads again.
        public static let loadInputs: Set<String> = [
            restingHeartRate, maximumHeartRate, thresholdHeartRate, functionalThresholdPower, thresholdPace,
        ]
    }

    /// The resting and maximum heart rate the person set, or `nil` when either is unset (loads
    /// from heart rate then estimate them from the data).
    /// - Throws: `ValueParseError` when both are set but the resting rate is not below the maximum.
    public func heartRateBounds() throws -> HeartRateBounds? {
        guard let resting = try number(TrainingKey.restingHeartRate),
              let maximum = try number(TrainingKey.maximumHeartRate) else { return nil }
        return try HeartRateBounds(resting: resting, maximum: maximum)
    }

    /// Every threshold and zone setting as set (none estimated here: an estimate is added by the
    /// caller). A stored value that does not parse (an older or hand-edited database) reads as unset.
    /// - Throws: `DatabaseError`.
    public func thresholds() throws -> Thresholds {
        func threshold(_ key: String) throws -> Threshold? { try number(key).map { Threshold($0) } }
        var thresholds = Thresholds(
            restingHeartRate: try threshold(TrainingKey.restingHeartRate),
            maximumHeartRate: try threshold(TrainingKey.maximumHeartRate),
            thresholdHeartRate: try threshold(TrainingKey.thresholdHeartRate),
            functionalThresholdPower: try threshold(TrainingKey.functionalThresholdPower))
        if let text = try value(for: TrainingKey.thresholdPace), let pace = try? ThresholdPace(parsing: text) {
            thresholds.thresholdSpeed = Threshold(pace.speed)
        }
        if let text = try value(for: TrainingKey.heartRateZoneModel), let model = HeartRateZoneModel(rawValue: text) {
            thresholds.heartRateZoneModel = model
        }
        if let text = try value(for: TrainingKey.heartRateZoneBounds) {
            let bounds = text.split(separator: ",").compactMap { Double($0) }
            if !bounds.isEmpty { thresholds.heartRateZoneBounds = bounds }
        }
        return thresholds
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
