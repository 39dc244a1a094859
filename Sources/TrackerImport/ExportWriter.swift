import TrackerCore

/// Writes an export as it goes: a header (CSV) or an opening bracket (JSON), one record at
/// a time, then the closing bracket. Nothing is collected in memory.
public struct ExportWriter {
    /// The two export formats.
    public enum Format: String, CaseIterable, Sendable {
        case csv, json
    }

    public let format: Format
    private let write: (String) throws -> Void
    /// How many records have been appended.
    public private(set) var count = 0

    /// `write` receives the text piece by piece, in order.
    public init(format: Format, write: @escaping (String) throws -> Void) {
        self.format = format
        self.write = write
    }

    /// Writes the CSV header (`columns`) or the JSON opening bracket.
    public mutating func begin(columns: [String]) throws {
        switch format {
        case .csv: try write(CSVWriter.line(columns))
        case .json: try write("[")
        }
    }

    /// Writes one activity as a CSV line or a JSON object, with its identity last (the
    /// `identity` column of `ExportColumns.activity`), which lets an import restore the row exactly.
    /// `gear` is the name of the activity's gear, which an import finds or stores again by that name.
    public mutating func append(_ activity: Activity, identity: ActivityIdentity, gear: String? = nil) throws {
        switch format {
        case .csv: try appendCSV(activity.csvFields(gear: gear) + [identity.text])
        case .json:
            let record = activity.json(gear: gear)
            guard case .object(var fields) = record else { return try appendJSON(record) }
            fields.append((ExportColumns.identity, .string(identity.text)))
            try appendJSON(.object(fields))
        }
    }

    /// Writes one mood as a CSV line or a JSON object.
    public mutating func append(_ mood: Mood) throws {
        switch format {
        case .csv: try appendCSV(mood.csvFields)
        case .json: try appendJSON(mood.json)
        }
    }

    /// Closes the JSON array; nothing for CSV.
    public mutating func end() throws {
        if format == .json { try write(count == 0 ? "]\n" : "\n]\n") }
    }

    private mutating func appendCSV(_ fields: [String]) throws {
        try write(CSVWriter.line(fields))
        count += 1
    }

    private mutating func appendJSON(_ value: JSONValue) throws {
        try write((count == 0 ? "\n  " : ",\n  ") + value.serialized(pretty: true, indent: 1))
        count += 1
    }
}
