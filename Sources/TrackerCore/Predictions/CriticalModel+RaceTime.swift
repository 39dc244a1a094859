extension CriticalModel {
    /// Critical speed predicts no race that would take longer than this many seconds: past about an
    /// hour runners hold well below it, so T = (D − D′)/CS promises too much.
    public static let longestPredictedRace = 3_600.0

    /// Seconds over `distance` metres from a speed model, T = (D − D′)/CS, or `nil` when that is
    /// beyond `longestPredictedRace` or the distance is within D′.
    public func raceTime(distance: Double) -> Double? {
        guard kind == .speed, critical > 0, distance > reserve else { return nil }
        let time = (distance - reserve) / critical
        return time <= Self.longestPredictedRace ? time : nil
    }
}
