import TrackerTime

/// A year's days laid out as GitHub's contribution graph: weeks as columns (Monday on top, as
/// ISO 8601 weeks), weekdays as rows, and each day's amount as one of five levels. Pure layout
/// shared by the terminal, the chart and the report.
public struct DayGrid: Sendable, Equatable {
    public struct Cell: Sendable, Equatable {
        public var day: LocalDay
        public var column: Int
        /// 0 for Monday ... 6 for Sunday.
        public var row: Int
        public var value: Double
        /// 0 for nothing, 1 to 4 by the quartiles of the year's days with something.
        public var level: Int
        /// After the as-of moment: not counted yet, drawn blank.
        public var isFuture: Bool
    }

    public let year: Int
    public let cells: [Cell]
    public let columns: Int
    /// The least value of levels 2, 3 and 4 (the quartiles of the days with something).
    public let thresholds: [Double]

    /// - Parameters:
    ///   - windows: the days of `year` (`PeriodWindows.days(of:asOf:)`).
    ///   - values: the amount of each day, in the order of `windows`.
    public init(windows: PeriodWindows, values: [Double]) {
        let firstDay = windows.firstDays.first ?? LocalDay(daysSince1970: 0)
        let offset = firstDay.isoWeekday - 1
        let positive = values.filter { $0 > 0 }.sorted()
        let thresholds = [0.25, 0.5, 0.75].map { fraction in
            positive.isEmpty ? 0 : positive[min(positive.count - 1, Int(Double(positive.count) * fraction))]
        }
        var cells: [Cell] = []
        for index in 0..<min(windows.count, values.count) {
            let value = values[index]
            let level = value <= 0 ? 0 : 1 + thresholds.filter { value >= $0 && $0 > 0 }.count
            cells.append(Cell(
                day: windows.firstDay(index), column: (index + offset) / 7, row: (index + offset) % 7,
                value: value, level: min(4, level), isFuture: windows.isFuture(index)))
        }
        year = firstDay.year
        self.cells = cells
        columns = (cells.last?.column ?? 0) + 1
        self.thresholds = thresholds
    }

    /// The column each month's label stands over: the week holding its first day, or the next
    /// week when the 1st falls late in its week (so the label sits over the month's own days).
    public var monthColumns: [(month: Int, column: Int)] {
        cells.filter { $0.day.day == 1 }.map { ($0.day.month, $0.row > 3 ? $0.column + 1 : $0.column) }
    }

    /// Days with something.
    public var activeDays: Int { cells.filter { $0.value > 0 }.count }

    /// The longest run of consecutive days with something.
    public var longestStreak: Int {
        var best = 0, run = 0
        for cell in cells {
            run = cell.value > 0 ? run + 1 : 0
            best = max(best, run)
        }
        return best
    }

    public var total: Double { cells.reduce(0) { $0 + $1.value } }
}
