import TrackerCore

/// Labels under a weekly x axis: the month's name under the week in which it begins.
public enum WeekAxis {
    /// One label per week (`first...last` days), `nil` where none is shown. A week that
    /// contains the 1st of a month is labelled with that month (`NOV`); when no month
    /// begins in the span, the first week carries its month so the axis is never bare.
    public static func monthLabels(for weeks: [(first: LocalDay, last: LocalDay)]) -> [String?] {
        var labels: [String?] = weeks.map { week in
            var day = week.first
            while day <= week.last {
                if day.day == 1 { return monthName(day.month) }
                day = day.adding(days: 1)
            }
            return nil
        }
        if !labels.isEmpty, labels.allSatisfy({ $0 == nil }), let first = weeks.first {
            labels[0] = monthName(first.first.month)
        }
        return labels
    }

    /// `NOV 23 - NOV 29`: the headline form of a week's range.
    public static func rangeLabel(first: LocalDay, last: LocalDay) -> String {
        "\(monthName(first.month)) \(first.day) - \(monthName(last.month)) \(last.day)"
    }

    static func monthName(_ month: Int) -> String {
        ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"][(month - 1) % 12]
    }
}
