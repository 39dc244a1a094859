import TrackerTime

/// Daylio's statistics of a mood history: how often each level occurs, the average by weekday
/// and by month, and runs of consecutive days with a mood logged.
public struct MoodStatistics: Equatable, Sendable {
    /// The days with a mood up to the day of the statistics.
    public var days: Int
    /// How many days have each level (every level present, zero when unused).
    public var countByLevel: [MoodLevel: Int]
    /// The mean level (0 terrible ... 3 excellent) of each ISO weekday, Monday first;
    /// `nil` for a weekday without a mood.
    public var averageByWeekday: [Double?]
    /// The calendar months that have a mood, oldest first.
    public var averageByMonth: [MonthlyMoodAverage]
    /// Consecutive days with a mood ending today, or yesterday when today has none yet (a run
    /// is not broken before the day is over); 0 otherwise.
    public var currentRun: Int
    /// The longest run of consecutive days with a mood.
    public var bestRun: Int

    /// Statistics of `moods` as of `today`; later days are left out, and a later mood of the
    /// same day replaces an earlier one.
    public init(moods: [Mood], today: LocalDay) {
        var byDay: [Int: MoodLevel] = [:]
        let todayNumber = today.daysSince1970
        for mood in moods where mood.day.daysSince1970 <= todayNumber {
            byDay[mood.day.daysSince1970] = mood.level
        }
        let numbers = byDay.keys.sorted()
        days = numbers.count
        countByLevel = Dictionary(uniqueKeysWithValues: MoodLevel.allCases.map { ($0, 0) })
        var weekdaySums = Array(repeating: (sum: 0.0, count: 0), count: 7)
        var months: [MonthlyMoodAverage] = []
        var bestRun = 0, run = 0
        for (position, number) in numbers.enumerated() {
            guard let level = byDay[number] else { continue }
            let day = LocalDay(daysSince1970: number)
            countByLevel[level, default: 0] += 1
            weekdaySums[day.isoWeekday - 1].sum += Double(level.rawValue)
            weekdaySums[day.isoWeekday - 1].count += 1
            if let last = months.last, last.year == day.year, last.month == day.month {
                months[months.count - 1].add(level)
            } else {
                months.append(MonthlyMoodAverage(year: day.year, month: day.month, first: level))
            }
            run = position > 0 && numbers[position - 1] == number - 1 ? run + 1 : 1
            bestRun = max(bestRun, run)
        }
        averageByWeekday = weekdaySums.map { $0.count > 0 ? $0.sum / Double($0.count) : nil }
        averageByMonth = months
        self.bestRun = bestRun
        var end = byDay[todayNumber] != nil ? todayNumber : todayNumber - 1
        var current = 0
        while byDay[end] != nil {
            current += 1
            end -= 1
        }
        currentRun = current
    }
}
