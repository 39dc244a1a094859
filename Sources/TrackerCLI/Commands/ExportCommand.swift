#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerImport
import TrackerStore

/// `tracker export`: activities or moods as CSV or JSON, SI units, ISO 8601 times, streamed; or one
/// activity's recorded track as GPX.
enum ExportCommand {
    /// What `export` writes: records (CSV or JSON) or one activity's track (GPX).
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case csv, json, gpx

        static let argumentKind = "an export format"

        /// The record format, or `nil` for GPX.
        var records: ExportWriter.Format? { ExportWriter.Format(rawValue: rawValue) }
    }

    static let command = Command(
        CommandSpec(
            name: "export",
            abstract: "Export activities (or moods) as CSV or JSON.",
            discussion: """
                Activities oldest first, in SI units (meters, seconds) with ISO 8601 start times at their \
                own UTC offset; CSV per RFC 4180, JSON as one array. 'tracker import' reads both back exactly. \
                With -o the file is written whole or not at all. --activity writes one activity's \
                recorded track as GPX 1.1 instead.
                """,
            options: [format, output, DateRangeOptions.activitiesOrMoods.since, DateRangeOptions.activitiesOrMoods.until, type, moods, activity, SegmentCommand.exportOption],
            examples: ["tracker export -o activities.csv", "tracker export --format json --since 2026-01-01 --type run", "tracker export --moods", "tracker export --activity 12 -o run.gpx"]),
        readsOnly: true, run: run)

    static let format = OptionSpec("format", short: "f", value: "format", help: "csv, json or gpx. Default: the -o file's extension (.csv, .json or .gpx), else gpx with --activity and csv without.", completion: Format.completion)
    static let output = OptionSpec("output", short: "o", value: "file", help: "Write to this file instead of standard output.", completion: .file)
    static let type = OptionSpec("type", short: "t", value: "type", help: ActivityTypeFilter.optionHelp, kind: .repeatedValue, completion: ActivityTypeFilter.completion)
    static let moods = OptionSpec("moods", help: "Export moods instead of activities.")
    static let activity = OptionSpec("activity", value: "id", help: "Export this activity's recorded track as GPX (an id, or 'last').")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let path = arguments.value(Self.output)
        let givenFormat = try arguments.parse(Self.format, as: Format.self)
        let namedFormat = path.flatMap(formatFromExtension)
        if let givenFormat, let namedFormat, let path, givenFormat != namedFormat {
            throw UsageError.invalid("--format \(givenFormat.rawValue) does not match the file name '\(path)'; name it .\(givenFormat.rawValue) or leave out --format")
        }
        if arguments.flag(SegmentCommand.exportOption) { return try exportSegments(path: path, format: givenFormat ?? namedFormat, context: context) }
        let chosen = arguments.value(Self.activity)
        let format = givenFormat ?? namedFormat ?? (chosen == nil ? .csv : .gpx)
        if let chosen {
            guard format == .gpx else {
                throw UsageError.invalid("--activity exports one activity's track as GPX; use --format gpx (or leave --format out)")
            }
            let others = [DateRangeOptions.activitiesOrMoods.since, DateRangeOptions.activitiesOrMoods.until, Self.type, Self.moods]
            if arguments.hasAny(others) {
                throw UsageError.invalid("--activity exports one activity; it cannot be used with --since, --until, --type or --moods")
            }
            return try exportTrack(chosen, path: path, context: context)
        }
        guard let recordFormat = format.records else {
            throw UsageError.invalid("GPX holds one activity's track; name it with --activity 12 (or last)")
        }
        let range = try DateRangeOptions.activitiesOrMoods.parse(arguments, clock: context.clock)
        let filters = try arguments.parseAll(Self.type, as: ActivityTypeFilter.self)
        let types = filters.types
        let moods = arguments.flag(Self.moods)
        if moods && !filters.isEmpty { throw UsageError.invalid("--type applies to activities; it cannot be used with --moods") }
        let database = try context.database()

        var count = 0
        // A file gets a confirmation, as a chart does; a pipe or a device does not.
        let what = { moods ? count.plural("mood") : count.plural("activity", "activities") }
        try OutputDestination(path: path, context: context).write(permissions: 0o600, context: context, confirmation: {
            "\(format.rawValue.uppercased()), \(count) \(what())"
        }) { sink in
            var writer = ExportWriter(format: recordFormat) { try sink.write($0) }
            if moods {
                try writer.begin(columns: ExportColumns.mood)
                for mood in try MoodStore(database: database).fetch(from: range.fromDay, through: range.throughDay).reversed() {
                    try writer.append(mood)
                }
            } else {
                try writer.begin(columns: ExportColumns.activity)
                let gearNames = try GearStore(database: database).names()
                try ActivityStore(database: database).forEachActivityWithIdentity(from: range.from, until: range.until, types: types) {
                    try writer.append($0, identity: $1, gear: $0.gearName(gearNames))
                }
            }
            try writer.end()
            count = writer.count
        }
    }

    /// Writes the segments as JSON (`SegmentCommand.exportText`), which `import` reads back.
    static func exportSegments(path: String?, format: Format?, context: CommandContext) throws {
        guard format == nil || format == .json else { throw UsageError.invalid("--segments exports JSON; use --format json or a .json file") }
        let (text, count) = try SegmentCommand.exportText(context.database())
        try OutputDestination(path: path, context: context).write(permissions: 0o600, context: context, confirmation: {
            "JSON, \(count.counted("segment"))"
        }) { try $0.write(text) }
    }

    /// The format a file name's extension names (`.csv`, `.json`, `.gpx`, any case), or nil.
    static func formatFromExtension(_ path: String) -> Format? {
        Format(rawValue: path.pathExtension.lowercased())
    }

    /// Writes the activity `text` names as a GPX track.
    static func exportTrack(_ text: String, path: String?, context: CommandContext) throws {
        let selection = try ActivitySelection(text, store: ActivityStore(database: context.database()))
        let stream = try selection.requireStream(for: "track to export")
        guard let document = GPXWriter.document(selection.activity, stream: stream) else {
            throw RuntimeError("activity #\(selection.id) has no recorded positions; a GPX track needs them")
        }
        try OutputDestination(path: path, context: context).write(permissions: 0o600, context: context, confirmation: {
            "GPX, activity #\(selection.id), \(stream.count) points"
        }) { try $0.write(document) }
    }
}
