import TrackerCore
import TrackerTime

/// Turns one row or object of a `tracker export` file into a record: the rules shared by
/// the CSV and JSON readers of our own format.
struct ExportRecordDecoder {
    /// The values of one row by column; `nil` for an absent or empty cell.
    typealias Lookup = (Column) throws -> FieldValue?

    /// Every column either kind of export may have, numbered for array lookups.
    enum Column: Int, CaseIterable {
        case id, start, type, name, notes, distance, duration, elevation, effort, gear, identity, date, level, value, note, word, tags

        /// The CSV header name and JSON key.
        var key: String {
            switch self {
            case .id: return "id"
            case .start: return "start"
            case .type: return "type"
            case .name: return "name"
            case .notes: return "notes"
            case .distance: return "distance_m"
            case .duration: return "duration_s"
            case .elevation: return "elevation_m"
            case .effort: return "effort"
            case .gear: return "gear"
            case .identity: return ExportColumns.identity
            case .date: return "date"
            case .level: return "level"
            case .value: return "value"
            case .note: return "note"
            case .word: return "word"
            case .tags: return "tags"
            }
        }
    }

    enum FieldValue {
        case text(String)
        case number(Double)
        /// A JSON array of strings (a mood's tags).
        case texts([String])
    }

    enum Kind { case activities, moods }

    let options: ImportOptions
    let source: String
    /// The day it is where the import runs: moods are accepted up to the day after.
    let today: LocalDay
    /// The identity of the row before, whose database name the next row most likely shares.
    private let lastIdentity = LastIdentity()

    private final class LastIdentity {
        var value: ActivityIdentity?
    }

    init(options: ImportOptions, source: String) {
        self.options = options
        self.source = source
        self.today = LocalDay(date: options.now, timeZone: options.timeZone)
    }

    /// Which kind of export has these column names.
    /// - Throws: `ImportError` at line 1 naming the missing columns.
    static func kind(of columns: Set<String>, at location: ImportError.Location) throws -> Kind {
        if columns.contains("date") && !columns.contains("start") {
            let missing = ["date"].filter { !columns.contains($0) }
            guard missing.isEmpty, columns.contains("level") || columns.contains("value") else {
                throw ImportError(location, "a mood export needs the columns date and level (or value); found \(columns.sorted().joined(separator: ","))")
            }
            return .moods
        }
        let missing = ["start", "type", "duration_s"].filter { !columns.contains($0) }
        guard missing.isEmpty else {
            throw ImportError(location, "missing required \(missing.count.plural("column")) \(missing.joined(separator: ", ")); a tracker export has \(ExportColumns.activity.joined(separator: ","))")
        }
        return .activities
    }

    func activity(_ value: Lookup, at location: ImportError.Location) throws -> ImportRecord {
        guard case .text(let startText)? = try value(.start), let parsed = ISO8601.parse(startText) else {
            throw ImportError(location, "start '\(try text(value(.start)))' is not an ISO 8601 time such as 2026-11-29T07:30:00+01:00")
        }
        let offset = parsed.offset ?? options.timeZone.secondsFromGMT(at: Int64(parsed.seconds.rounded(.down)))
        let typeText = try text(value(.type))
        guard let type = ActivityType(rawValue: typeText) ?? ActivityType(parsing: typeText) else {
            throw ImportError(location, "type '\(typeText)' is not one of \(ActivityType.acceptedList)")
        }
        let activity = Activity(
            start: LocalInstant(secondsSince1970: Int64(parsed.seconds.rounded(.down)), utcOffset: offset),
            type: type,
            name: try optionalText(value(.name)),
            notes: try optionalText(value(.notes)),
            distance: try number(value(.distance), column: "distance_m", location: location) ?? 0,
            duration: try number(value(.duration), column: "duration_s", location: location) ?? 0,
            elevationGain: try number(value(.elevation), column: "elevation_m", location: location) ?? 0,
            effort: try effort(value(.effort), at: location))
        if let problem = ActivityLimits.problem(with: activity, now: options.now.timeIntervalSince1970) {
            throw ImportError(location, problem)
        }
        // The exporting database's id: with the source (csv or json) it traces the row.
        let id = try optionalText(value(.id))
        var identity: ActivityIdentity?
        if let text = try optionalText(value(.identity)) {
            guard let parsed = ActivityIdentity.parse(text, sharing: lastIdentity.value) else {
                throw ImportError(location, "identity '\(text)' is not a row's identity as tracker exports it (32 hex digits, ':', an id)")
            }
            identity = parsed
            lastIdentity.value = parsed
        }
        let gear = try optionalText(value(.gear)).map { GearReference(name: $0) }
        return .activity(ImportedActivity(activity: activity, source: source, sourceID: id, identity: identity, gear: gear))
    }

    func mood(_ value: Lookup, at location: ImportError.Location) throws -> ImportRecord {
        let dayText = try text(value(.date))
        guard let day = LocalDay(iso: dayText) else {
            throw ImportError(location, "date '\(dayText)' is not a day as YYYY-MM-DD")
        }
        if let problem = AcceptedDates.problem(withMoodDay: day, today: today) {
            throw ImportError(location, "date '\(dayText)' \(problem.reason)")
        }
        var level: MoodLevel?
        if let levelText = try optionalText(value(.level)) {
            level = MoodLevel(parsing: levelText)
        } else if let cell = try value(.value), let number = try number(cell, column: "value", location: location) {
            // Only a whole 0-3: Int(_:) would trap on 1e300, and 2.7 is no level.
            guard number.rounded() == number, (0...3).contains(number) else {
                throw ImportError(location, "value '\(text(cell))' is not a whole number from 0 to 3 (\(MoodLevel.acceptedList))")
            }
            level = MoodLevel(rawValue: Int(number))
        }
        guard let level else {
            throw ImportError(location, "the mood level is not one of \(MoodLevel.acceptedList) (or 0-3)")
        }
        var tags: [String] = []
        switch try value(.tags) {
        case .texts(let list)?: tags = list
        case .text(let text)?: tags = Mood.tags(fromText: text)
        case .number?: throw ImportError(location, "tags must be a list of words (JSON) or words joined by '|' (CSV)")
        case nil: break
        }
        return .mood(Mood(day: day, level: level, note: try optionalText(value(.note)), word: try optionalText(value(.word)), tags: tags))
    }

    // MARK: - Values

    /// The session effort, 1-10, or `nil` when the cell is empty or the column absent (exports
    /// from before efforts were exported).
    private func effort(_ value: FieldValue?, at location: ImportError.Location) throws -> Int? {
        guard let number = try number(value, column: "effort", location: location) else { return nil }
        guard number.rounded() == number, (1...10).contains(number) else {
            throw ImportError(location, "effort '\(text(value))' is not a whole number from 1 to 10")
        }
        return Int(number)
    }

    private func text(_ value: FieldValue?) -> String {
        switch value {
        case .text(let text)?: return text
        case .number(let number)?: return JSONValue.format(number)
        case .texts(let list)?: return list.joined(separator: Mood.tagSeparator)
        case nil: return ""
        }
    }

    private func optionalText(_ value: FieldValue?) -> String? {
        let text = text(value)
        return text.isEmpty ? nil : text
    }

    private func number(_ value: FieldValue?, column: String, location: ImportError.Location) throws -> Double? {
        switch value {
        case nil: return nil
        case .number(let number)?: return number
        case .texts?: throw ImportError(location, "\(column) must be a number, not a list")
        case .text(let text)?:
            guard let number = Double(text), number.isFinite else {
                throw ImportError(location, "\(column) '\(text)' is not a number")
            }
            return number
        }
    }
}
