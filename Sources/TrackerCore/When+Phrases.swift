// The words and short forms people type for a day, a time or a month: `yesterday 7am`,
// `last monday`, `-3d`, `Nov 20`, `2024-12`. Pure functions of the text and the clock.
import TrackerTime

extension When {
    /// A time of day: hours, minutes and seconds after local midnight.
    struct TimeOfDay: Equatable, Sendable {
        var hour: Int
        var minute: Int
        var second: Int
    }

    /// A day or a month, a time of day, or both, or nil when the text is none of the forms.
    /// - Throws: `ValueParseError` for a local time that the zone skips on that day.
    static func parsePhrase(_ text: String, original: String, clock: Clock) throws -> When? {
        var tokens = words(text)
        guard !tokens.isEmpty else { return nil }
        if tokens == ["now"] { return .instant(LocalInstant(date: clock.now, timeZone: clock.timeZone)) }
        var time: TimeOfDay?
        if let last = tokens.last, let parsed = timeOfDay(last) {
            time = parsed
            tokens.removeLast()
            if tokens.last == "at" { tokens.removeLast() }
        }
        let named: When
        if tokens.isEmpty {
            // A time alone is today's.
            guard time != nil else { return nil }
            named = .day(clock.today)
        } else {
            guard let phrase = dayOrMonth(tokens, today: clock.today) else { return nil }
            named = phrase
        }
        guard let time else { return named }
        guard case .day(let day) = named else { return nil }
        return .instant(try instant(day, time, timeZone: clock.timeZone, original: original))
    }

    // MARK: - Words

    /// Lowercased words: commas dropped, `7 am` joined to `7am`, and `2026-11-20T7:30` split at its `T`.
    static func words(_ text: String) -> [String] {
        var result: [String] = []
        for word in text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) {
            let word = String(word)
            if (word == "am" || word == "pm"), let previous = result.last, previous.allSatisfy(\.isNumber) || previous.contains(":") {
                result[result.count - 1] = previous + word
            } else if word.count > 11, word.dropFirst(10).first == "t", LocalDay(iso: String(word.prefix(10))) != nil {
                result.append(String(word.prefix(10)))
                result.append(String(word.dropFirst(11)))
            } else {
                result.append(word)
            }
        }
        return result
    }

    /// `7am`, `12pm`, `7:30`, `7:30pm`, `19:30:15`, `noon`, `midnight`, or nil.
    static func timeOfDay(_ word: String) -> TimeOfDay? {
        if word == "noon" { return TimeOfDay(hour: 12, minute: 0, second: 0) }
        if word == "midnight" { return TimeOfDay(hour: 0, minute: 0, second: 0) }
        var text = Substring(word)
        var meridiem: String?
        if text.hasSuffix("am") || text.hasSuffix("pm") {
            meridiem = String(text.suffix(2))
            text = text.dropLast(2)
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), meridiem != nil || parts.count > 1 else { return nil }
        guard parts[0].count <= 2, parts.dropFirst().allSatisfy({ $0.count == 2 }),
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == parts.count else { return nil }
        var hour = numbers[0]
        let minute = numbers.count > 1 ? numbers[1] : 0
        let second = numbers.count > 2 ? numbers[2] : 0
        guard minute < 60, second < 60 else { return nil }
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (meridiem == "pm" ? 12 : 0)
        }
        guard hour < 24 else { return nil }
        return TimeOfDay(hour: hour, minute: minute, second: second)
    }

    // MARK: - Days and months

    /// The weekday names and abbreviations, Monday 1 to Sunday 7.
    static let weekdays: [String: Int] = {
        var names: [String: Int] = ["tues": 2, "thur": 4, "thurs": 4]
        let full = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        for (index, name) in full.enumerated() {
            names[name] = index + 1
            names[String(name.prefix(3))] = index + 1
        }
        return names
    }()

    /// The month names and abbreviations (`nov`, `november`, and `sept`), 1 to 12.
    static let months: [String: Int] = {
        var names: [String: Int] = ["sept": 9]
        for (index, name) in LocalDay.monthNames.enumerated() {
            names[name.lowercased()] = index + 1
            names[String(name.lowercased().prefix(3))] = index + 1
        }
        return names
    }()

    /// A day or a month named by `tokens`, read against `today`, or nil.
    static func dayOrMonth(_ tokens: [String], today: LocalDay) -> When? {
        switch tokens.count {
        case 1:
            let word = tokens[0]
            switch word {
            case "today": return .day(today)
            case "yesterday": return .day(today.adding(days: -1))
            case "tomorrow": return .day(today.adding(days: 1))
            default: break
            }
            if let weekday = weekdays[word] { return .day(lastWeekday(weekday, before: today)) }
            if let days = daysAgo(word) { return .day(today.adding(days: -days)) }
            if let day = LocalDay(iso: word) { return .day(day) }
            if let first = isoMonth(word) { return .month(first) }
            if let month = months[word] { return .month(latest(month: month, before: today)) }
            return nil
        case 2:
            if tokens[0] == "last", let weekday = weekdays[tokens[1]] { return .day(lastWeekday(weekday, before: today)) }
            if tokens == ["last", "week"] { return .day(today.adding(days: -7)) }
            if tokens[1] == "ago", let days = daysAgo(tokens[0]) { return .day(today.adding(days: -days)) }
            if let month = months[tokens[0]], let year = year(tokens[1]) {
                return LocalDay(year: year, month: month, day: 1).map { .month($0) }
            }
            return monthDay(tokens, year: nil, today: today).map { .day($0) }
        case 3:
            if tokens[2] == "ago", let count = Int(tokens[0]), count >= 0, count <= 100_000 {
                switch tokens[1] {
                case "day", "days": return .day(today.adding(days: -count))
                case "week", "weeks": return .day(today.adding(days: -7 * count))
                default: return nil
                }
            }
            guard let year = year(tokens[2]) else { return nil }
            return monthDay(Array(tokens.prefix(2)), year: year, today: today).map { .day($0) }
        default:
            return nil
        }
    }

    /// The last `weekday` before `today`: one to seven days back, never today itself.
    static func lastWeekday(_ weekday: Int, before today: LocalDay) -> LocalDay {
        let back = (today.isoWeekday - weekday + 6) % 7 + 1
        return today.adding(days: -back)
    }

    /// `3d`, `-3d`, `2w`, `-2w`: how many days ago, or nil.
    static func daysAgo(_ word: String) -> Int? {
        var text = Substring(word)
        if text.hasPrefix("-") { text = text.dropFirst() }
        guard let unit = text.last, unit == "d" || unit == "w" else { return nil }
        let digits = text.dropLast()
        guard !digits.isEmpty, digits.count <= 5, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(digits) else { return nil }
        return unit == "w" ? count * 7 : count
    }

    /// `2024-12`: the first day of that month, or nil.
    static func isoMonth(_ word: String) -> LocalDay? {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let year = Int(parts[0]), let month = Int(parts[1]) else { return nil }
        return LocalDay(year: year, month: month, day: 1)
    }

    /// A four-digit year, or nil.
    static func year(_ word: String) -> Int? {
        guard word.count == 4, word.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(word)
    }

    /// `nov 20` or `20 nov` in `year`, or without one the latest such day up to tomorrow (the
    /// furthest ahead a date is accepted), so that `Dec 28` typed in January is last December's.
    static func monthDay(_ tokens: [String], year: Int?, today: LocalDay) -> LocalDay? {
        guard tokens.count == 2 else { return nil }
        let month: Int, dayText: String
        if let first = months[tokens[0]] {
            (month, dayText) = (first, tokens[1])
        } else if let second = months[tokens[1]] {
            (month, dayText) = (second, tokens[0])
        } else {
            return nil
        }
        let digits = dayText.hasSuffix("st") || dayText.hasSuffix("nd") || dayText.hasSuffix("rd") || dayText.hasSuffix("th")
            ? String(dayText.dropLast(2)) : dayText
        guard digits.count <= 2, !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let day = Int(digits) else { return nil }
        if let year { return LocalDay(year: year, month: month, day: day) }
        let limit = today.adding(days: 1)
        // Back at most eight years: far enough to find a 29 February.
        for year in stride(from: limit.year, through: limit.year - 8, by: -1) {
            if let candidate = LocalDay(year: year, month: month, day: day), candidate <= limit { return candidate }
        }
        return nil
    }

    /// The first day of the latest `month` that has begun by `today`.
    static func latest(month: Int, before today: LocalDay) -> LocalDay {
        let year = month <= today.month ? today.year : today.year - 1
        return LocalDay(year: year, month: month, day: 1) ?? today
    }

    /// `time` on `day` in `timeZone`: a time the clocks skip is refused, one they repeat is the first.
    static func instant(_ day: LocalDay, _ time: TimeOfDay, timeZone: Zone, original: String) throws -> LocalInstant {
        let local = Int64(day.daysSince1970) * 86_400 + Int64(time.hour * 3600 + time.minute * 60 + time.second)
        switch timeZone.resolve(localSeconds: local) {
        case .unique(let seconds), .repeated(let seconds, _):
            return LocalInstant(secondsSince1970: seconds, utcOffset: timeZone.secondsFromGMT(at: seconds))
        case .skipped:
            throw ValueParseError(value: original, reason: skippedReason(day: day, timeZone: timeZone))
        }
    }
}
