#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerTime

/// Reads Daylio's CSV export (`full_date,date,weekday,time,mood,activities,note_title,note`).
///
/// Daylio's five default moods map onto the four levels through `MoodLevel`'s words (rad →
/// excellent, good → good, meh → usual, bad and awful → terrible); a renamed or added mood needs
/// `ImportOptions.moodNames` (`--map NAME=LEVEL`), which is consulted first. Daylio allows several
/// entries a day and tracker keeps one mood a day: the day's latest entry (by its time) is taken,
/// as the day's last word on how it went; of entries at the same time, the one listed first
/// (Daylio lists the newest first). The note is the chosen entry's title and note, and the mood's
/// own word (`awful`, a custom mood) is kept beside its level. The activities (`a | b`) of all
/// the day's entries become the day's tags, in the order they first appear in the file.
struct DaylioCSVReader {
    let options: ImportOptions

    static let requiredColumns = ["full_date", "time", "mood"]

    /// Whether a CSV header is a Daylio export's header.
    static func recognizes(_ header: [String]) -> Bool {
        let names = Set(header.map { $0.trimmingSpaces().lowercased() })
        return names.contains("full_date") && names.contains("mood")
    }

    /// Reads the rows after `header`, which `reader` has just returned, and emits one mood per
    /// day, oldest first.
    func read(_ reader: CSVReader, header: [String], emit: (ImportRecord) throws -> Void) throws {
        let names = header.map { $0.trimmingSpaces().lowercased() }
        let missing = Self.requiredColumns.filter { !names.contains($0) }
        guard missing.isEmpty else {
            throw ImportError(.line(reader.recordLine), "missing required \(missing.count.plural("column")) \(missing.joined(separator: ", ")); is this a Daylio export?")
        }
        func position(_ name: String) -> Int? { names.firstIndex(of: name) }
        let dateColumn = position("full_date") ?? 0, timeColumn = position("time") ?? 0, moodColumn = position("mood") ?? 0
        let titleColumn = position("note_title"), noteColumn = position("note"), activitiesColumn = position("activities")
        let today = LocalDay(date: options.now, timeZone: options.timeZone)
        var chosen: [LocalDay: (minute: Int, mood: Mood)] = [:]
        var tags: [LocalDay: [String]] = [:]
        while let fields = try reader.nextRecord() {
            let location = ImportError.Location.line(reader.recordLine)
            guard fields.count == names.count else {
                throw ImportError(location, "\(fields.count) fields where the header has \(names.count)")
            }
            let dateText = fields[dateColumn].trimmingSpaces()
            guard let day = LocalDay(iso: dateText) else {
                throw ImportError(location, "full_date '\(dateText)' is not a date such as 2026-11-29")
            }
            if let problem = AcceptedDates.problem(withMoodDay: day, today: today) {
                throw ImportError(location, "full_date '\(dateText)' \(problem.reason)")
            }
            let name = fields[moodColumn].trimmingSpaces()
            guard let level = options.moodNames[name.lowercased()] ?? MoodLevel(parsing: name) else {
                throw ImportError(location, "mood '\(name)' is not one of Daylio's rad, good, meh, bad, awful or tracker's \(MoodLevel.acceptedList); map it with --map '\(name)=good'")
            }
            let timeText = fields[timeColumn]
            guard let minute = Self.minuteOfDay(timeText) else {
                throw ImportError(location, "time '\(timeText)' is not a time such as 21:30 or 9:30 PM")
            }
            if let activitiesColumn {
                tags[day, default: []] += Mood.tags(fromText: fields[activitiesColumn])
            }
            if let earlier = chosen[day], earlier.minute >= minute { continue }
            let parts = [titleColumn, noteColumn].compactMap { $0.map { fields[$0].trimmingSpacesAndLineBreaks() } }
                .filter { !$0.isEmpty }
            chosen[day] = (minute, Mood(day: day, level: level, note: parts.isEmpty ? nil : parts.joined(separator: ": "), word: name))
        }
        for day in chosen.keys.sorted() {
            guard var mood = chosen[day]?.mood else { continue }
            mood.tags = Mood.distinctTags(tags[day] ?? [])
            try emit(.mood(mood))
        }
    }

    /// `21:30`, `9:30`, `9:30 PM` or `12:05 am` as minutes after midnight.
    static func minuteOfDay(_ text: String) -> Int? {
        var clock = text.trimmingSpaces().lowercased()
        var meridiem: String?
        for suffix in ["am", "pm"] where clock.hasSuffix(suffix) {
            meridiem = suffix
            clock = String(clock.dropLast(2)).trimmingSpaces()
        }
        let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
              (0..<60).contains(minute) else { return nil }
        switch meridiem {
        case nil:
            guard (0..<24).contains(hour) else { return nil }
            return hour * 60 + minute
        case let half?:
            guard (1...12).contains(hour) else { return nil }
            return ((hour % 12) + (half == "pm" ? 12 : 0)) * 60 + minute
        }
    }
}
