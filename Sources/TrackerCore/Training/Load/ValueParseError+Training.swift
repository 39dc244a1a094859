// The values the load model refuses, as the one error type of the core: each names the value
// and what is accepted, so a command shows it like any other value it cannot use.
extension ValueParseError {
    /// A session effort outside 1-10.
    public static func sessionEffort(_ effort: Int) -> ValueParseError {
        ValueParseError(value: String(effort), reason: "is not a session effort; give a whole number from 1 (very easy) to 10 (maximal)")
    }

    /// A moving time that is negative or not a number.
    public static func movingTime(_ seconds: Double) -> ValueParseError {
        ValueParseError(value: "\(seconds) s", reason: "is not a moving time; give zero or more seconds")
    }

    /// Arrays of a heart-rate series that differ in length.
    public static func heartRateSeries(offsets: Int, beats: Int, moving: Int?) -> ValueParseError {
        let movingText = moving.map { ", \($0) moving flags" } ?? ""
        return ValueParseError(
            value: "\(offsets) time offsets, \(beats) heart rates\(movingText)",
            reason: "do not make a heart-rate series; each sample needs one of each")
    }

    /// Resting and maximum heart rates that are implausible or out of order.
    public static func heartRateBounds(resting: Double, maximum: Double) -> ValueParseError {
        let range = HeartRateSeries.plausibleBeats
        return ValueParseError(
            value: "\(numberText(resting))-\(numberText(maximum)) bpm",
            reason: "is not a resting and maximum heart rate; give a resting rate of at least \(Int(range.lowerBound)) bpm "
                + "below a maximum of at most \(Int(range.upperBound)) bpm")
    }

    /// A fitness or fatigue time constant that is not a positive number of days.
    public static func timeConstant(_ days: Double) -> ValueParseError {
        ValueParseError(
            value: "\(numberText(days)) days",
            reason: "is not a time constant; give a positive number of days (42 for fitness, 7 for fatigue)")
    }

    private static func numberText(_ value: Double) -> String {
        value.isFinite && value.rounded() == value && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
