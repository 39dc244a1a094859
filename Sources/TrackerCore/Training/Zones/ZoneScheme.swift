/// The zones of one kind, from a person's thresholds: where each starts, in the measured unit.
///
/// Heart rate: five zones by `HeartRateZoneModel` (percent of maximum, of reserve or of threshold).
/// Power: Coggan's seven from FTP (lower bounds 55, 75, 90, 105, 120, 150% of FTP). Pace: five
/// zones from threshold pace after Friel (slower than 129% of threshold pace, 114-129%, 106-114%,
/// 99-106%, faster than 99%), held as speeds. Each zone belongs to one of the three bands of the
/// polarization index: zones 1-2 band 1 (easy), 3-4 band 2 (up to threshold), 5 and above band 3.
public struct ZoneScheme: Equatable, Sendable {
    public let kind: ZoneKind
    /// The zones from the lowest up; the first starts at 0.
    public let zones: [TrainingZone]
    /// Whether a threshold the zones come from was estimated.
    public let isEstimated: Bool

    /// Coggan's power levels, percent of FTP where zones 2-7 start.
    public static let powerBounds: [Double] = [55, 75, 90, 105, 120, 150]
    /// Friel's run pace zones, percent of threshold pace (time per distance) where zones 2-5 start.
    public static let paceBounds: [Double] = [129, 114, 106, 99]

    static let heartRateNames = ["Recovery", "Endurance", "Tempo", "Threshold", "Maximum"]
    static let powerNames = ["Active recovery", "Endurance", "Tempo", "Threshold", "VO2max", "Anaerobic", "Neuromuscular"]
    static let paceNames = ["Recovery", "Endurance", "Tempo", "Threshold", "Speed"]

    init(kind: ZoneKind, lowerBounds: [Double], names: [String], isEstimated: Bool) {
        self.kind = kind
        self.isEstimated = isEstimated
        let starts = [0] + lowerBounds
        let count = starts.count
        zones = starts.enumerated().map { index, start in
            TrainingZone(
                label: "Z\(index + 1)", name: index < names.count ? names[index] : "Zone \(index + 1)",
                lowerBound: start, band: Self.band(index, count: count))
        }
    }

    /// Zones 1-2 are band 1, the zone just above threshold and higher are band 3, the rest band 2.
    static func band(_ index: Int, count: Int) -> Int {
        if index < 2 { return 1 }
        // Five zones: 3-4 are band 2; seven (power): 3-4 too, 5-7 band 3.
        return index < 4 ? 2 : 3
    }

    /// The zone index `value` falls in: the last zone whose lower bound is at or below it.
    public func zoneIndex(of value: Double) -> Int {
        var index = 0
        for (position, zone) in zones.enumerated() where value >= zone.lowerBound { index = position }
        return index
    }

    // MARK: - From thresholds

    /// The heart-rate zones of `thresholds`.
    /// - Throws: `ValueParseError` when the model's reference rates are not set, the bounds are not
    ///   increasing, or the threshold is not below the maximum.
    public static func heartRate(_ thresholds: Thresholds) throws -> ZoneScheme {
        let model = thresholds.heartRateZoneModel
        let percents = thresholds.heartRateZoneBounds ?? model.defaultBounds
        try checkIncreasing(percents)
        if let threshold = thresholds.thresholdHeartRate, let maximum = thresholds.maximumHeartRate,
           threshold.value >= maximum.value {
            throw ValueParseError.thresholdAboveMaximum(threshold: threshold.value, maximum: maximum.value)
        }
        let bounds: [Double]
        let estimated: Bool
        switch model {
        case .maximum:
            guard let maximum = thresholds.maximumHeartRate else { throw ValueParseError.missingSetting("max-heart-rate", for: model) }
            bounds = percents.map { maximum.value * $0 / 100 }
            estimated = maximum.isEstimated
        case .reserve:
            guard let maximum = thresholds.maximumHeartRate else { throw ValueParseError.missingSetting("max-heart-rate", for: model) }
            guard let resting = thresholds.restingHeartRate else { throw ValueParseError.missingSetting("resting-heart-rate", for: model) }
            guard resting.value < maximum.value else {
                throw ValueParseError.heartRateBounds(resting: resting.value, maximum: maximum.value)
            }
            bounds = percents.map { resting.value + (maximum.value - resting.value) * $0 / 100 }
            estimated = maximum.isEstimated || resting.isEstimated
        case .threshold:
            guard let threshold = thresholds.thresholdHeartRate else { throw ValueParseError.missingSetting("threshold-heart-rate", for: model) }
            bounds = percents.map { threshold.value * $0 / 100 }
            estimated = threshold.isEstimated
        }
        return ZoneScheme(kind: .heartRate, lowerBounds: bounds, names: heartRateNames, isEstimated: estimated)
    }

    /// Coggan's seven power zones from FTP.
    /// - Throws: `ValueParseError` when no FTP is known.
    public static func power(_ thresholds: Thresholds) throws -> ZoneScheme {
        guard let ftp = thresholds.functionalThresholdPower else { throw ValueParseError.missingSetting("ftp", for: nil) }
        return ZoneScheme(kind: .power, lowerBounds: powerBounds.map { ftp.value * $0 / 100 }, names: powerNames, isEstimated: ftp.isEstimated)
    }

    /// Five pace zones from threshold pace, as speeds (a pace p% of threshold pace is a speed of
    /// 100/p of threshold speed).
    /// - Throws: `ValueParseError` when no threshold pace is set.
    public static func pace(_ thresholds: Thresholds) throws -> ZoneScheme {
        guard let speed = thresholds.thresholdSpeed else { throw ValueParseError.missingSetting("threshold-pace", for: nil) }
        return ZoneScheme(kind: .pace, lowerBounds: paceBounds.map { speed.value * 100 / $0 }, names: paceNames, isEstimated: speed.isEstimated)
    }

    /// The scheme of `kind`.
    public static func of(_ kind: ZoneKind, _ thresholds: Thresholds) throws -> ZoneScheme {
        switch kind {
        case .heartRate: return try heartRate(thresholds)
        case .power: return try power(thresholds)
        case .pace: return try pace(thresholds)
        }
    }

    static func checkIncreasing(_ percents: [Double]) throws {
        guard !percents.isEmpty, zip(percents, percents.dropFirst()).allSatisfy({ $0 < $1 }),
              percents.allSatisfy({ $0 > 0 && $0 < 200 }) else {
            throw ValueParseError.zoneBounds(percents)
        }
    }
}
