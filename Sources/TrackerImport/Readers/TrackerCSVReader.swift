#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a `tracker export --format csv` file (activities or moods, told apart by the header).
struct TrackerCSVReader {
    let decoder: ExportRecordDecoder

    /// Reads the rows after `header`, which `reader` has just returned.
    func read(_ reader: CSVReader, header: [String], emit: (ImportRecord) throws -> Void) throws {
        let names = header.map { $0.trimmingSpaces().lowercased() }
        // Each known column's position, looked up once for the whole file.
        let positions = ExportRecordDecoder.Column.allCases.map { names.firstIndex(of: $0.key) }
        let kind = try ExportRecordDecoder.kind(of: Set(names), at: .line(reader.recordLine))
        while let fields = try reader.nextRecord() {
            let location = ImportError.Location.line(reader.recordLine)
            guard fields.count == names.count else {
                throw ImportError(location, "\(fields.count) fields where the header has \(names.count)")
            }
            let lookup: ExportRecordDecoder.Lookup = { column in
                guard let position = positions[column.rawValue], !fields[position].isEmpty else { return nil }
                return .text(fields[position])
            }
            switch kind {
            case .activities: try emit(decoder.activity(lookup, at: location))
            case .moods: try emit(decoder.mood(lookup, at: location))
            }
        }
    }
}
