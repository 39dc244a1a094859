import TrackerTime

/// One day of the fitness, fatigue and form series.
public struct FitnessFatigueDay: Equatable, Sendable {
    /// The calendar day.
    public var day: LocalDay
    /// The day's summed load (0 on a day without activity).
    public var load: Double
    /// The long-term average of load after this day (time constant 42 days by default).
    public var fitness: Double
    /// The short-term average of load after this day (7 days by default).
    public var fatigue: Double
    /// Yesterday's fitness minus yesterday's fatigue: positive when rested, negative when tired.
    public var form: Double
    /// Fatigue divided by fitness, `nil` until a fitness time constant of days has passed since
    /// the first load (before that fitness is still near zero and the ratio meaningless). See `FitnessFatigueModel.acuteChronicCaveat`.
    public var acuteChronicRatio: Double?

    /// A day's figures as computed.
    public init(day: LocalDay, load: Double, fitness: Double, fatigue: Double, form: Double, acuteChronicRatio: Double?) {
        self.day = day
        self.load = load
        self.fitness = fitness
        self.fatigue = fatigue
        self.form = form
        self.acuteChronicRatio = acuteChronicRatio
    }
}
