/// A POSIX TZ rule string (POSIX.1-2017 section 8.3, with RFC 8536's extension of rule times to
/// ±167 hours), such as `WET0WEST,M3.5.0/1,M10.5.0`: the zone's offsets and the yearly days its
/// clocks change. It is the footer of a TZif file, which governs every instant after the file's
/// last transition.
struct ZoneRule: Sendable, Hashable {
    /// Standard time's offset, in seconds east of UTC (the string gives it west of UTC).
    let standardOffset: Int
    /// Daylight saving time and when it starts and ends, or `nil` for a zone that keeps one offset.
    let daylight: Daylight?

    struct Daylight: Sendable, Hashable {
        /// Seconds east of UTC; by default standard time's plus one hour.
        let offset: Int
        /// When daylight saving time begins, read on the standard clock.
        let start: Change
        /// When it ends, read on the daylight clock.
        let end: Change
    }

    /// A yearly change: a day of the year and a time on it (which may run into a neighbouring day).
    struct Change: Sendable, Hashable {
        let day: Day
        /// Seconds after the local midnight that begins `day`; -167...167 hours.
        let time: Int
    }

    enum Day: Sendable, Hashable {
        /// `Jn`: day 1...365, 29 February never counted.
        case julian(Int)
        /// `n`: day 0...365, counting 29 February in leap years.
        case zeroBased(Int)
        /// `Mm.w.d`: weekday `weekday` (0 = Sunday) of week `week` (1...5, 5 = the last) of `month`.
        case monthWeek(month: Int, week: Int, weekday: Int)
    }

    init(standardOffset: Int, daylight: Daylight?) {
        self.standardOffset = standardOffset
        self.daylight = daylight
    }

    /// The local time type in force at the Unix instant `seconds`.
    func localTimeType(at seconds: Int64) -> LocalTimeType {
        guard let daylight else {
            return LocalTimeType(utcOffset: standardOffset, isDaylightSavingTime: false)
        }
        let isDaylight = isDaylightSavingTime(at: seconds, daylight)
        return LocalTimeType(utcOffset: isDaylight ? daylight.offset : standardOffset, isDaylightSavingTime: isDaylight)
    }

    /// The first instant after `seconds` at which the offset changes, or `nil` when it never does.
    func nextTransition(after seconds: Int64) -> Int64? {
        guard let daylight, daylight.offset != standardOffset, (-Self.supportedRange..<Self.supportedRange).contains(seconds) else {
            return nil
        }
        let current = isDaylightSavingTime(at: seconds, daylight)
        let year = Self.year(containing: seconds)
        // Every change between `seconds` and the start of year + 2 is found from the changes of the
        // years around it; a rule that has changes at all has one in the year after `seconds`.
        let horizon = Int64(LocalDay.daysSince1970(year: year + 2, month: 1, day: 1)) * 86_400
        var earliest = seconds
        while true {
            var next: Int64?
            for candidateYear in (year - 1)...(year + 3) {
                let (start, end) = changes(in: candidateYear, daylight)
                if start > earliest, next.map({ start < $0 }) ?? true { next = start }
                if end > earliest, next.map({ end < $0 }) ?? true { next = end }
            }
            guard let instant = next, instant < horizon else { return nil }
            if isDaylightSavingTime(at: instant, daylight) != current { return instant }
            earliest = instant
        }
    }

    // MARK: - Yearly changes

    /// Instants this far from 1970 and beyond are read as the year at the edge of the range, so no
    /// arithmetic overflows (about 35 million years).
    private static let supportedRange: Int64 = 1 << 50

    private func isDaylightSavingTime(at seconds: Int64, _ daylight: Daylight) -> Bool {
        let clamped = min(max(seconds, -Self.supportedRange), Self.supportedRange)
        let year = Self.year(containing: clamped)
        // A year whose daylight time lasts the whole of it has no changes (tzcode's perpetual
        // daylight time): hand-written rules such as `0/0,365/25`, whose end would otherwise fall
        // after the next year's start.
        if isPerpetual(in: year, daylight) { return true }
        // The latest change at or before `seconds` among the years around it decides; at equal
        // instants the later year's change wins (an end on 31 December at 25:00 meeting a start on
        // 1 January at 00:00 is daylight saving time all year), and within a year the end.
        var latest: (instant: Int64, year: Int, isStart: Bool)?
        func consider(_ instant: Int64, _ candidateYear: Int, isStart: Bool) {
            guard instant <= clamped else { return }
            if let best = latest {
                let later = instant > best.instant
                    || (instant == best.instant && (candidateYear > best.year || (candidateYear == best.year && !isStart)))
                guard later else { return }
            }
            latest = (instant, candidateYear, isStart)
        }
        for candidateYear in (year - 1)...(year + 1) where !isPerpetual(in: candidateYear, daylight) {
            let (start, end) = changes(in: candidateYear, daylight)
            consider(start, candidateYear, isStart: true)
            consider(end, candidateYear, isStart: false)
        }
        return latest?.isStart ?? isPerpetual(in: year - 1, daylight)
    }

    /// Whether daylight saving time in `year` starts at least a year's length before it ends.
    private func isPerpetual(in year: Int, _ daylight: Daylight) -> Bool {
        let (start, end) = changes(in: year, daylight)
        let length = LocalDay.daysSince1970(year: year + 1, month: 1, day: 1) - LocalDay.daysSince1970(year: year, month: 1, day: 1)
        return end - start >= Int64(length) * 86_400
    }

    /// The instants daylight saving time starts and ends in `year`.
    private func changes(in year: Int, _ daylight: Daylight) -> (start: Int64, end: Int64) {
        let start = Int64(Self.day(daylight.start.day, in: year)) * 86_400 + Int64(daylight.start.time - standardOffset)
        let end = Int64(Self.day(daylight.end.day, in: year)) * 86_400 + Int64(daylight.end.time - daylight.offset)
        return (start, end)
    }

    private static func year(containing seconds: Int64) -> Int {
        LocalDay(daysSince1970: LocalDay.daysSince1970(containing: seconds)).year
    }

    /// The day (days since 1970-01-01) that `day` names in `year`.
    private static func day(_ day: Day, in year: Int) -> Int {
        let newYear = LocalDay.daysSince1970(year: year, month: 1, day: 1)
        switch day {
        case .julian(let number):
            let isLeap = LocalDay.daysIn(month: 2, year: year) == 29
            return newYear + number - 1 + (isLeap && number >= 60 ? 1 : 0)
        case .zeroBased(let number):
            return newYear + number
        case .monthWeek(let month, let week, let weekday):
            let first = LocalDay.daysSince1970(year: year, month: month, day: 1)
            let firstWeekday = ((first + 4) % 7 + 7) % 7  // 1970-01-01 was a Thursday
            var result = first + (weekday - firstWeekday + 7) % 7 + 7 * (week - 1)
            let last = first + LocalDay.daysIn(month: month, year: year) - 1
            while result > last { result -= 7 }
            return result
        }
    }
}
