#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerTime

/// Reads the `activities.csv` of a Strava bulk export, in any language it was exported in.
///
/// Strava repeats some column names: the first `Distance` is as the app shows it (kilometres,
/// but metres for swims) and a later `Distance` in metres; the first `Elapsed Time` is whole
/// seconds and a later one may carry a fraction. The later (raw) column wins when it has a
/// value. Otherwise the first is converted: times 1000, except for a swim, whose first
/// `Distance` already is metres. The columns as the app shows them use the language's decimal
/// mark (`9,44` in German); the raw ones a point. `Activity Date` is UTC (`StravaDateParser`).
struct StravaCSVReader {
    let options: ImportOptions
    /// Called with each accepted row that lists a file (`Filename`, `activities/123.gpx.gz`), so
    /// that the import reads that file next and merges it into this row.
    var onListedFile: ((ListedFile) -> Void)?

    /// Whether a CSV header is a Strava `activities.csv` header.
    static func recognizes(_ header: [String]) -> Bool {
        StravaColumns.resolve(header) != nil
    }

    /// Reads the rows after `header`, which `reader` has just returned.
    func read(_ reader: CSVReader, header: [String], emit: (ImportRecord) throws -> Void) throws {
        guard let columns = StravaColumns.resolve(header) else {
            throw ImportError(.line(reader.recordLine), "is not a Strava activities.csv header")
        }
        let missing = columns.missingRequired
        guard missing.isEmpty else {
            throw ImportError(.line(reader.recordLine), "missing required \(missing.count.plural("column")) \(missing.joined(separator: ", ")); is this a Strava activities.csv?")
        }
        while let fields = try reader.nextRecord() {
            let location = ImportError.Location.line(reader.recordLine)
            guard fields.count == header.count else {
                throw ImportError(location, "\(fields.count) fields where the header has \(header.count)")
            }
            let row = Row(fields: fields, header: header, location: location, decimalMark: columns.decimalMark)
            try emit(.activity(try activity(row, columns)))
        }
    }

    private func activity(_ row: Row, _ columns: StravaColumns) throws -> ImportedActivity {
        let id = row.text(columns.activityID)
        guard !id.isEmpty else { throw ImportError(row.location, "\(row.name(columns.activityID)) is empty") }
        let dateText = row.text(columns.activityDate)
        guard let start = StravaDateParser.parse(dateText) ?? ISO8601.parse(dateText).map({ Int64($0.seconds.rounded(.down)) }) else {
            throw ImportError(row.location, "\(row.name(columns.activityDate)) '\(dateText)' is not a date such as 'Nov 29, 2026, 7:30:00 AM' or '29.11.2026, 07:30:00'")
        }
        let type = options.type(named: row.text(columns.activityType))
        let distance: Double
        if let meters = try row.number(columns.distance.dropFirst().first, raw: true) {
            distance = meters
        } else if let shown = try row.number(columns.distance.first, raw: false) {
            distance = StravaCSVReader.isWrittenInMeters(type) ? shown : shown * 1000
        } else {
            distance = 0
        }
        let elapsed = try row.number(columns.elapsedTime.dropFirst().first, raw: true) ?? row.number(columns.elapsedTime.first, raw: false)
        let moving = try row.number(columns.movingTime, raw: true)
        guard let duration = (moving.flatMap { $0 > 0 ? $0 : nil }) ?? elapsed else {
            throw ImportError(row.location, "\(row.name(columns.elapsedTime.first)) is empty")
        }
        let activity = Activity(
            start: options.localInstant(utcSeconds: start),
            type: type,
            name: row.optional(columns.activityName),
            notes: row.optional(columns.activityDescription),
            distance: distance, duration: duration,
            elevationGain: try row.number(columns.elevationGain, raw: true) ?? 0,
            effort: Self.effort(try? row.number(columns.perceivedExertion, raw: true)))
        if let problem = ActivityLimits.problem(with: activity, now: options.now.timeIntervalSince1970) {
            throw ImportError(row.location, problem)
        }
        // Only a row that is accepted has its file read into it.
        let filename = row.text(columns.filename)
        if !filename.isEmpty { onListedFile?(ListedFile(stravaID: id, name: activity.name, filename: filename)) }
        return ImportedActivity(activity: activity, source: "strava", sourceID: id, gear: Self.gear(row, columns))
    }

    /// The gear a row names: `Activity Gear`, with Strava's id of the item from `Bike` (as `b` and
    /// the number, as Strava's API writes a bike's id) or `Gear` (`g`, shoes). A row with an id and
    /// no name is named by its id.
    private static func gear(_ row: Row, _ columns: StravaColumns) -> GearReference? {
        let name = row.text(columns.activityGear)
        let bike = row.text(columns.bikeID)
        let shoes = row.text(columns.gearID)
        var kind: GearKind?
        var stravaID: String?
        if !bike.isEmpty {
            kind = .bike
            stravaID = bike.first == "b" ? bike : "b" + bike
        } else if !shoes.isEmpty {
            kind = .shoes
            stravaID = shoes.first == "g" ? shoes : "g" + shoes
        }
        guard !name.isEmpty || stravaID != nil else { return nil }
        return GearReference(name: name.isEmpty ? stravaID ?? "" : name, kind: kind, stravaID: stravaID)
    }

    /// Whether Strava's first `Distance` column gives this type in metres rather than kilometres:
    /// every swim (pool and open water too), as the family's short unit says.
    static func isWrittenInMeters(_ type: ActivityType) -> Bool {
        type.family.countsInShortUnits
    }

    /// Strava's Perceived Exertion (1-10, written as `7.0`) as a session effort; an empty,
    /// unreadable or out-of-range value gives none, so the activity's load is estimated instead.
    static func effort(_ value: Double??) -> Int? {
        guard let value = value ?? nil, value.isFinite else { return nil }
        let effort = Int(value.rounded())
        return (1...10).contains(effort) ? effort : nil
    }

    /// One row, read by column position.
    private struct Row {
        let fields: [String]
        let header: [String]
        let location: ImportError.Location
        let decimalMark: Character

        func text(_ column: Int?) -> String {
            guard let column, column < fields.count else { return "" }
            return fields[column].trimmingSpaces()
        }

        func name(_ column: Int?) -> String {
            guard let column, column < header.count else { return "a column" }
            return header[column].trimmingSpaces()
        }

        func optional(_ column: Int?) -> String? {
            let value = text(column)
            return value.isEmpty ? nil : value
        }

        /// A number (`nil` when empty) written as the app shows it, or raw (with a decimal point).
        func number(_ column: Int?, raw: Bool) throws -> Double? {
            let value = text(column)
            guard !value.isEmpty else { return nil }
            guard let number = LocalizedNumber.parse(value, decimalMark: raw ? "." : decimalMark) else {
                throw ImportError(location, "\(name(column)) '\(value)' is not a number")
            }
            return number
        }
    }
}
