/// Everything zones and loads are measured against: the heart rates, FTP and threshold pace set
/// with `tracker config` (or estimated, marked so), and the heart-rate zone model.
///
/// The CLI builds one from the settings; a threshold estimated from the data (an FTP from the power
/// curve) is added here, with `Threshold.isEstimated`, and every zone and load then uses it.
public struct Thresholds: Equatable, Sendable {
    public var restingHeartRate: Threshold?
    public var maximumHeartRate: Threshold?
    /// The lactate-threshold heart rate.
    public var thresholdHeartRate: Threshold?
    /// Functional threshold power, watts.
    public var functionalThresholdPower: Threshold?
    /// Threshold running speed, metres per second (the threshold pace's inverse).
    public var thresholdSpeed: Threshold?
    public var heartRateZoneModel: HeartRateZoneModel
    /// Lower bounds of heart-rate zones 2..n in percent; `nil` for the model's default.
    public var heartRateZoneBounds: [Double]?

    public init(
        restingHeartRate: Threshold? = nil, maximumHeartRate: Threshold? = nil, thresholdHeartRate: Threshold? = nil,
        functionalThresholdPower: Threshold? = nil, thresholdSpeed: Threshold? = nil,
        heartRateZoneModel: HeartRateZoneModel = .maximum, heartRateZoneBounds: [Double]? = nil
    ) {
        self.restingHeartRate = restingHeartRate
        self.maximumHeartRate = maximumHeartRate
        self.thresholdHeartRate = thresholdHeartRate
        self.functionalThresholdPower = functionalThresholdPower
        self.thresholdSpeed = thresholdSpeed
        self.heartRateZoneModel = heartRateZoneModel
        self.heartRateZoneBounds = heartRateZoneBounds
    }

    /// The resting and maximum heart rate TRIMP is scaled by, when both are set and in order.
    public var heartRateBounds: HeartRateBounds? {
        guard let resting = restingHeartRate, let maximum = maximumHeartRate else { return nil }
        return try? HeartRateBounds(resting: resting.value, maximum: maximum.value,
                                    isEstimated: resting.isEstimated || maximum.isEstimated)
    }
}
