/// A value the load model cannot use, rendered as one line naming it and what is accepted.
public enum TrainingLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A session effort outside 1-10.
    case effortOutOfRange(Int)
    /// A moving time that is negative or not a number.
    case invalidMovingTime(Double)
    /// The arrays of a heart-rate series differ in length.
    case mismatchedSeries(offsets: Int, beats: Int, moving: Int?)
    /// Resting and maximum heart rate that are implausible or not in order.
    case invalidHeartRateBounds(resting: Double, maximum: Double)
    /// A fitness or fatigue time constant that is not a positive number of days.
    case invalidTimeConstant(Double)

    public var description: String {
        switch self {
        case .effortOutOfRange(let effort):
            return "session effort \(effort) is out of range: give a whole number from 1 (very easy) to 10 (maximal)"
        case .invalidMovingTime(let seconds):
            return "moving time \(seconds) s is not usable: give zero or more seconds"
        case .mismatchedSeries(let offsets, let beats, let moving):
            let movingText = moving.map { ", \($0) moving flags" } ?? ""
            return "heart-rate series has \(offsets) time offsets and \(beats) heart rates\(movingText): each sample needs one of each"
        case .invalidHeartRateBounds(let resting, let maximum):
            return "resting heart rate \(Self.text(resting)) and maximum \(Self.text(maximum)) are not usable: "
                + "give a resting rate from \(Int(HeartRateSeries.plausibleBeats.lowerBound)) bpm "
                + "below a maximum up to \(Int(HeartRateSeries.plausibleBeats.upperBound)) bpm"
        case .invalidTimeConstant(let days):
            return "time constant \(days) days is not usable: give a positive number of days (42 for fitness, 7 for fatigue)"
        }
    }

    private static func text(_ beats: Double) -> String {
        beats.rounded() == beats && beats.isFinite ? String(Int(beats)) : String(beats)
    }
}
