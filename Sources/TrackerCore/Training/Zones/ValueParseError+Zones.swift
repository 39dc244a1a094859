// The zone settings the core refuses, as the core's one error type.
extension ValueParseError {
    /// A threshold heart rate at or above the maximum.
    public static func thresholdAboveMaximum(threshold: Double, maximum: Double) -> ValueParseError {
        ValueParseError(
            value: "threshold-heart-rate \(Int(threshold.rounded()))",
            reason: "is not below max-heart-rate \(Int(maximum.rounded())); give a threshold below the maximum")
    }

    /// A zone model or zones that need a setting that is not set.
    public static func missingSetting(_ key: String, for model: HeartRateZoneModel?) -> ValueParseError {
        let zones = model.map { "heart-rate zones by '\($0.rawValue)'" } ?? (key == "ftp" ? "power zones" : "pace zones")
        return ValueParseError(value: key, reason: "is not set, and \(zones) need it; set it with: tracker config \(key) VALUE")
    }

    /// Zone bounds that do not increase.
    public static func zoneBounds(_ percents: [Double]) -> ValueParseError {
        ValueParseError(
            value: percents.map { String(Int($0.rounded())) }.joined(separator: ","),
            reason: "are not zone bounds; give increasing percentages between 1 and 199, e.g. 60,70,80,90")
    }
}
