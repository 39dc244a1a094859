/// The mean mood of one calendar month.
public struct MonthlyMoodAverage: Equatable, Sendable {
    /// The calendar year.
    public var year: Int
    /// The month, 1 to 12.
    public var month: Int
    /// The days of the month with a mood.
    public var days: Int
    /// The sum of their levels (0 terrible ... 3 excellent).
    public var levelSum: Int

    /// A month's figures as counted.
    public init(year: Int, month: Int, days: Int, levelSum: Int) {
        self.year = year
        self.month = month
        self.days = days
        self.levelSum = levelSum
    }

    init(year: Int, month: Int, first level: MoodLevel) {
        self.init(year: year, month: month, days: 1, levelSum: level.rawValue)
    }

    /// The mean level.
    public var average: Double { Double(levelSum) / Double(days) }

    mutating func add(_ level: MoodLevel) {
        days += 1
        levelSum += level.rawValue
    }
}
