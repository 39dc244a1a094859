#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerImport
import TrackerStore

/// `tracker export`: activities or moods as CSV or JSON, SI units, ISO 8601 times, streamed.
enum ExportCommand {
    static let command = Command(
        CommandSpec(
            name: "export",
            abstract: "Export activities (or moods) as CSV or JSON.",
            discussion: """
                Activities oldest first, in SI units (meters, seconds) with ISO 8601 start times at their \
                own UTC offset; CSV per RFC 4180, JSON as one array. 'tracker import' reads both back exactly. \
                With -o the file is written whole or not at all.
                """,
            options: [format, output, DateRangeOptions.activitiesOrMoods.since, DateRangeOptions.activitiesOrMoods.until, type, moods],
            examples: ["tracker export -o activities.csv", "tracker export --format json --since 2026-01-01 --type run", "tracker export --moods"]),
        readsOnly: true, run: run)

    static let format = OptionSpec("format", short: "f", value: "format", help: "csv or json. Default: the -o file's extension (.csv or .json), else csv.", completion: ExportWriter.Format.completion)
    static let output = OptionSpec("output", short: "o", value: "file", help: "Write to this file instead of standard output.", completion: .file)
    static let type = OptionSpec("type", short: "t", value: "type", help: ActivityTypeFilter.optionHelp, kind: .repeatedValue, completion: ActivityTypeFilter.completion)
    static let moods = OptionSpec("moods", help: "Export moods instead of activities.")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let path = arguments.value(Self.output)
        let givenFormat = try arguments.parse(Self.format, as: ExportWriter.Format.self)
        let namedFormat = path.flatMap(formatFromExtension)
        if let givenFormat, let namedFormat, let path, givenFormat != namedFormat {
            throw UsageError.invalid("--format \(givenFormat.rawValue) does not match the file name '\(path)'; name it .\(givenFormat.rawValue) or leave out --format")
        }
        let format = givenFormat ?? namedFormat ?? .csv
        let range = try DateRangeOptions.activitiesOrMoods.parse(arguments, clock: context.clock)
        let filters = try arguments.parseAll(Self.type, as: ActivityTypeFilter.self)
        let types = filters.types
        let moods = arguments.flag(Self.moods)
        if moods && !filters.isEmpty { throw UsageError.invalid("--type applies to activities; it cannot be used with --moods") }
        let database = try context.database()

        let sink = try OutputSink(path: path, io: context.io, permissions: 0o600)
        var writer = ExportWriter(format: format) { try sink.write($0) }
        do {
            if moods {
                try writer.begin(columns: ExportColumns.mood)
                for mood in try MoodStore(database: database).fetch(from: range.fromDay, through: range.throughDay).reversed() {
                    try writer.append(mood)
                }
            } else {
                try writer.begin(columns: ExportColumns.activity)
                try ActivityStore(database: database).forEachActivity(from: range.from, until: range.until, types: types) {
                    try writer.append($0)
                }
            }
            try writer.end()
            try sink.finish()
        } catch {
            sink.discard()
            throw error
        }
        // A file gets a confirmation, as a chart does; a pipe or a device does not.
        if let path, case .replaceable = sink.target {
            let what = moods ? (writer.count == 1 ? "mood" : "moods") : (writer.count == 1 ? "activity" : "activities")
            context.print("Wrote \(path) (\(format.rawValue.uppercased()), \(writer.count) \(what))")
        }
    }

    /// The format a file name's extension names (`.csv`, `.json`, any case), or nil.
    static func formatFromExtension(_ path: String) -> ExportWriter.Format? {
        ExportWriter.Format(rawValue: path.pathExtension.lowercased())
    }
}
