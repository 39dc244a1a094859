import Foundation
import TrackerCore

/// Reads the `activities.csv` of a Strava bulk export.
///
/// Strava repeats some column names: the first `Distance` is in kilometers (as shown in
/// the app) and a later `Distance` in meters; the first `Elapsed Time` is whole seconds
/// and a later one may carry a fraction. The later (SI) column wins when it has a value,
/// else the first is converted. `Activity Date` is UTC, as `Nov 29, 2026, 7:30:00 AM`.
struct StravaCSVReader {
    let options: ImportOptions
    /// Called with each row's `Filename` (`activities/123.gpx.gz`), so that a folder import
    /// does not import the same activity again from its file.
    var onFilename: ((String) -> Void)?

    static let requiredColumns = ["Activity ID", "Activity Date", "Activity Type", "Elapsed Time"]

    /// Whether a CSV header is a Strava `activities.csv` header.
    static func recognizes(_ header: [String]) -> Bool {
        header.contains { $0.trimmingCharacters(in: .whitespaces).lowercased() == "activity id" }
    }

    /// Reads the rows after `header`, which `reader` has just returned.
    func read(_ reader: CSVReader, header: [String], emit: (ImportRecord) throws -> Void) throws {
        var columns: [String: [Int]] = [:]
        for (position, name) in header.enumerated() {
            columns[name.trimmingCharacters(in: .whitespaces).lowercased(), default: []].append(position)
        }
        let missing = StravaCSVReader.requiredColumns.filter { columns[$0.lowercased()] == nil }
        guard missing.isEmpty else {
            throw ImportError(.line(reader.recordLine), "missing required column\(missing.count > 1 ? "s" : "") \(missing.joined(separator: ", ")); is this a Strava activities.csv?")
        }
        while let fields = try reader.nextRecord() {
            let location = ImportError.Location.line(reader.recordLine)
            guard fields.count == header.count else {
                throw ImportError(location, "\(fields.count) fields where the header has \(header.count)")
            }
            let row = Row(fields: fields, columns: columns, location: location)
            try emit(.activity(try activity(row)))
        }
    }

    private func activity(_ row: Row) throws -> ImportedActivity {
        let id = row.first("Activity ID")
        guard !id.isEmpty else { throw ImportError(row.location, "Activity ID is empty") }
        let dateText = row.first("Activity Date")
        guard let start = TimestampParser.stravaDate(dateText) ?? ISO8601.parse(dateText).map({ Int64($0.seconds.rounded(.down)) }) else {
            throw ImportError(row.location, "Activity Date '\(dateText)' is not a date such as 'Nov 29, 2026, 7:30:00 AM'")
        }
        let distance: Double
        if let meters = try row.number("Distance", occurrence: 1) {
            distance = meters
        } else {
            distance = try row.number("Distance", occurrence: 0).map { $0 * 1000 } ?? 0
        }
        let elapsed = try row.number("Elapsed Time", occurrence: 1) ?? row.number("Elapsed Time", occurrence: 0)
        let moving = try row.number("Moving Time", occurrence: 0)
        guard let duration = (moving.flatMap { $0 > 0 ? $0 : nil }) ?? elapsed else {
            throw ImportError(row.location, "Elapsed Time is empty")
        }
        let activity = Activity(
            start: options.localInstant(utcSeconds: start),
            type: options.type(named: row.first("Activity Type")),
            name: row.optional("Activity Name"),
            notes: row.optional("Activity Description"),
            distance: distance, duration: duration,
            elevationGain: try row.number("Elevation Gain", occurrence: 0) ?? 0)
        if let problem = ActivityLimits.problem(with: activity, now: options.now.timeIntervalSince1970) {
            throw ImportError(row.location, problem)
        }
        // Only a row that is accepted covers its file.
        let filename = row.first("Filename")
        if !filename.isEmpty { onFilename?(filename) }
        return ImportedActivity(activity: activity, source: "strava", sourceID: id)
    }

    /// One row, read by column name and occurrence.
    private struct Row {
        let fields: [String]
        let columns: [String: [Int]]
        let location: ImportError.Location

        func value(_ name: String, occurrence: Int) -> String {
            guard let positions = columns[name.lowercased()], occurrence < positions.count else { return "" }
            return fields[positions[occurrence]].trimmingCharacters(in: .whitespaces)
        }

        func first(_ name: String) -> String { value(name, occurrence: 0) }

        func optional(_ name: String) -> String? {
            let text = first(name)
            return text.isEmpty ? nil : text
        }

        /// A number, allowing thousands separators (`1,234.5`); `nil` when empty.
        func number(_ name: String, occurrence: Int) throws -> Double? {
            let text = value(name, occurrence: occurrence)
            guard !text.isEmpty else { return nil }
            guard let number = Double(text.replacingOccurrences(of: ",", with: "")), number.isFinite else {
                throw ImportError(location, "\(name) '\(text)' is not a number")
            }
            return number
        }
    }
}
