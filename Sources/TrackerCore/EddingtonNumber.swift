/// The Eddington number of a set of days: the largest E such that E days each have at least E
/// units (kilometres or miles) of distance. Days, not activities: a day's distance is the sum of
/// its activities.
public struct EddingtonNumber: Equatable, Sendable {
    /// E.
    public var value: Int
    /// The days with at least E + 1 units already.
    public var daysAtNext: Int

    /// The days of at least E + 1 units still needed for E + 1.
    public var daysNeeded: Int { value + 1 - daysAtNext }

    public init(value: Int, daysAtNext: Int) {
        self.value = value
        self.daysAtNext = daysAtNext
    }

    /// The number of `dayDistances` (metres, one per day) in units of `metresPerUnit`.
    public init(dayDistances: [Double], metresPerUnit: Double) {
        let units = dayDistances.map { $0 / metresPerUnit }.sorted(by: >)
        // Sorted longest first, E is the last place i (from 1) whose day holds at least i units.
        var value = 0
        while value < units.count, units[value] >= Double(value + 1) { value += 1 }
        let next = Double(value + 1)
        self.init(value: value, daysAtNext: units.prefix { $0 >= next }.count)
    }
}
