import TrackerCore
import TrackerTime

/// Labels under a weekly x axis: the month's name under the week in which it begins.
public enum WeekAxis {
    /// One label per week (`first...last` days), `nil` where none is shown. A week that
    /// contains the 1st of a month is labelled with that month (`NOV`), once: rolling windows
    /// share their boundary day, so the second week holding the same 1st stays bare. The first
    /// week carries its own month when no month begins in the next three weeks.
    public static func monthLabels(for weeks: [(first: LocalDay, last: LocalDay)]) -> [String?] {
        var labels: [String?] = weeks.map { week in
            var day = week.first
            while day <= week.last {
                if day.day == 1 { return monthName(day.month) }
                day = day.adding(days: 1)
            }
            return nil
        }
        for index in labels.indices.dropFirst().reversed() where labels[index] != nil && labels[index] == labels[index - 1] {
            labels[index] = nil
        }
        // The first weeks carry their month too when the first month to begin is three weeks
        // or more in (or none does), so the axis never opens bare; closer, it would crowd.
        if let first = weeks.first, (labels.firstIndex { $0 != nil } ?? labels.count) >= 3 || labels.allSatisfy({ $0 == nil }) {
            labels[0] = monthName(first.first.month)
        }
        return labels
    }

    /// `NOV 23 - NOV 29` (`NOV 02 - NOV 08`): the headline form of a range of days, as
    /// `tracker weeks` writes it.
    public static func rangeLabel(first: LocalDay, last: LocalDay) -> String {
        DisplayFormatter.dayRange(first: first, last: last)
    }

    static func monthName(_ month: Int) -> String {
        LocalDay.monthAbbreviations[(month - 1) % 12].uppercased()
    }
}
