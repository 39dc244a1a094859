#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerStore

/// Segments in `export --segments` (JSON) and back through `import`: the document is an object
/// `{"segments": [...]}`, never an array as the activities' export is, so `import` tells them apart.
extension SegmentCommand {
    struct Document: Codable {
        struct Entry: Codable {
            var name: String
            var source: String
            var length_m: Double
            var points: [[Double]]
        }
        var segments: [Entry]
    }

    static let exportOption = OptionSpec("segments", help: "Export the segments (JSON, their points in degrees) instead of activities.")

    /// The JSON text of every stored segment.
    static func exportText(_ database: Database) throws -> (text: String, count: Int) {
        let segments = try SegmentStore(database: database).all()
        let entries: [JSONValue] = segments.map { segment in
            .object([
                ("name", .string(segment.name)), ("source", .string(segment.source)), ("length_m", .number(segment.shape.length)),
                ("points", .array(segment.shape.latitude.indices.map { .array([.number(segment.shape.latitude[$0]), .number(segment.shape.longitude[$0])]) })),
            ])
        }
        return (JSONValue.object([("segments", .array(entries))]).serialized(pretty: true) + "\n", segments.count)
    }

    /// The segments of the files among `paths` that are segment documents, added (those whose name
    /// is taken are left); returns the other paths and the lines to print.
    /// - Throws: `UsageError` for a segment document whose points make no segment.
    static func importDocuments(_ paths: [String], database: Database, dryRun: Bool, context: CommandContext) throws -> (rest: [String], lines: [String]) {
        var rest: [String] = [], lines: [String] = []
        let store = SegmentStore(database: database)
        for path in paths {
            guard path.lowercased().hasSuffix(".json"), let bytes = FileManager.default.contents(atPath: path),
                  bytes.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) == UInt8(ascii: "{"),
                  let document = try? JSONDecoder().decode(Document.self, from: bytes)
            else { rest.append(path); continue }
            for entry in document.segments {
                let positions = entry.points.compactMap { $0.count == 2 ? (latitude: $0[0], longitude: $0[1]) : nil }
                let shape = try checked("<file>", path) { try SegmentShape(exported: positions, length: entry.length_m) }
                if try store.find(name: entry.name) != nil {
                    lines.append("Segment \(TerminalText.escape(entry.name)) is there already; left as it is")
                    continue
                }
                if dryRun {
                    lines.append("Would add segment \(TerminalText.escape(entry.name))")
                    continue
                }
                let (_, efforts) = try database.inTransaction(.immediate) {
                    try store.insert(Segment(name: entry.name, shape: shape, source: entry.source, createdAt: context.nowSeconds))
                }
                lines.append("Added segment \(TerminalText.escape(entry.name)); \(efforts.counted("effort")) found")
            }
        }
        return (rest, lines)
    }
}
