import TrackerCore

/// Writes an export as it goes: a header (CSV) or an opening bracket (JSON), one record at
/// a time, then the closing bracket. Nothing is collected in memory.
public struct ExportWriter {
    public enum Format: String, CaseIterable, Sendable {
        case csv, json
    }

    public let format: Format
    private let write: (String) throws -> Void
    private var count = 0

    /// `write` receives the text piece by piece, in order.
    public init(format: Format, write: @escaping (String) throws -> Void) {
        self.format = format
        self.write = write
    }

    public mutating func begin(columns: [String]) throws {
        switch format {
        case .csv: try write(CSVWriter.line(columns))
        case .json: try write("[")
        }
    }

    public mutating func append(_ activity: Activity) throws {
        try append(csv: ExportColumns.csvFields(activity), json: ExportColumns.json(activity))
    }

    public mutating func append(_ mood: Mood) throws {
        try append(csv: ExportColumns.csvFields(mood), json: ExportColumns.json(mood))
    }

    public mutating func end() throws {
        if format == .json { try write(count == 0 ? "]\n" : "\n]\n") }
    }

    private mutating func append(csv: [String], json: JSONValue) throws {
        switch format {
        case .csv:
            try write(CSVWriter.line(csv))
        case .json:
            try write((count == 0 ? "\n  " : ",\n  ") + json.serialized(pretty: true, indent: 1))
        }
        count += 1
    }
}
