import TrackerCharts
import TrackerCore
import TrackerTime

/// Fixed inputs for the three charts, as the command would build them.
enum SampleCharts {
    static let lastDay = LocalDay(year: 2026, month: 11, day: 29)!
    static let distances: [Double] = [18.4, 25.1, 22.0, 31.7, 12.3, 28.9, 35.2, 40.6, 26.4, 33.8, 44.1, 42.3]

    static func activity(values: [Double] = distances, selected: Int? = nil, empty: Bool = false, interpolation: Interpolation = .linear) -> ActivityChart {
        let weeks = values.indices.map { index -> ActivityChart.Week in
            let last = lastDay.adding(days: -7 * (values.count - 1 - index))
            return ActivityChart.Week(first: last.adding(days: -6), last: last, value: values[index])
        }
        let chosen = selected ?? values.count - 1
        return ActivityChart(
            weeks: weeks, selected: chosen,
            headline: WeekAxis.rangeLabel(first: weeks[chosen].first, last: weeks[chosen].last),
            figures: [Figure("Distance", "42.30 km"), Figure("Time", "4h 12m"), Figure("Elevation", "820 m")],
            summaryCaption: "LAST \(values.count) WEEKS", summary: Figure("Best week", "44.10 km"), unit: "km",
            emptyNote: empty ? "No activities in the last \(values.count) weeks" : nil, interpolation: interpolation)
    }

    static func mood(days count: Int = 7, empty: Bool = false) -> MoodChart {
        let days = (0..<count).map { lastDay.adding(days: $0 - count + 1) }
        let pattern: [MoodLevel?] = [.good, .usual, nil, .excellent, .good, .terrible, .good, .usual, .good, nil]
        let levels = empty ? days.map { _ in nil } : days.indices.map { pattern[$0 % pattern.count] }
        return MoodChart(days: days, levels: levels, subtitle: WeekAxis.rangeLabel(first: days[0], last: days[days.count - 1]),
                         emptyNote: empty ? "No moods recorded in these \(count) days" : nil)
    }

    static func rings(progress: [Double] = [0.846, 1.37, 0.42]) -> RingsChart {
        let names = ["Distance", "Time", "Elevation"]
        return RingsChart(rings: progress.indices.map {
            RingsChart.Ring(
                name: names[$0 % 3], metric: WeekMetric.allCases[$0 % 3], progress: progress[$0],
                detail: "\(Int(progress[$0] * 50)) / 50 km")
        }, subtitle: "NOV 23 - NOV 29")
    }
}
