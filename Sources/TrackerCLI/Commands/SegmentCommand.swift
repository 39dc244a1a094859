#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerImport
import TrackerSegments
import TrackerStore
import TrackerTime

/// `tracker segment`: named stretches (a climb, a sprint) and the leaderboard of every pass over
/// them in the stored activities (`SegmentStore`; the pass rule is `SegmentPassSearch`'s).
enum SegmentCommand {
    /// What `tracker segment ACTION` does.
    enum Action: String, CaseIterable, ExpressibleByArgument {
        case add, list, show, delete
        static let argumentKind = "a segment action"
    }

    static let action = ArgumentSpec("action", help: "add, list (the default), show or delete.", optional: true, completion: Action.completion)
    static let name = ArgumentSpec("name", help: "The segment's name (quote it when it has spaces).", optional: true)
    static let activity = OptionSpec("activity", value: "id", help: "add: draw it along this activity's track (an id, or 'last').")
    static let from = OptionSpec("from", value: "distance", help: "add --activity: where it starts along the track: 3.2, 3.2km, 2mi (the display unit when bare).")
    static let to = OptionSpec("to", value: "distance", help: "add --activity: where it ends along the track.")
    static let gpx = OptionSpec("gpx", value: "file", help: "add: draw it along a GPX file's track or route instead.", completion: .file)

    static let accepted: [Action: [OptionSpec]] = [
        .add: [activity, from, to, gpx], .list: [OutputFormat.jsonOption], .show: [OutputFormat.jsonOption], .delete: [],
    ]

    static let command = Command(
        CommandSpec(
            name: "segment",
            abstract: "Time every pass over a named stretch: a climb, a sprint, a loop.",
            discussion: """
                A pass counts when the track stays within 20 m of every point of the segment, in its \
                direction, and is timed between the track's samples nearest the segment's start and end; \
                one activity may pass several times. Passes are found in every stored activity when the \
                segment is added and in every activity imported or edited later. A segment is 0.1 to 100 km long.
                """,
            arguments: [action, name],
            options: [activity, from, to, gpx, OutputFormat.jsonOption],
            examples: [
                "tracker segment add 'Hill climb' --activity 12 --from 3.2 --to 4.5",
                "tracker segment add 'Hill climb' --gpx climb.gpx", "tracker segment list",
                "tracker segment show 'Hill climb'", "tracker segment delete 'Hill climb'",
            ]),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let chosen = try arguments.argument(Self.action, as: Action.self) ?? .list
        let given = Set(arguments.values.keys).union(arguments.flags)
        let allowed = Set((accepted[chosen] ?? []).map(\.name))
        if let stray = given.sorted().first(where: { !allowed.contains($0) }) {
            let takers = Action.allCases.filter { accepted[$0]?.contains { $0.name == stray } == true }.map { "'segment \($0.rawValue)'" }
            throw UsageError.invalid("--\(stray) is not an option of 'segment \(chosen.rawValue)'" + (takers.isEmpty ? "" : "; it is for " + takers.joined(separator: " and ")))
        }
        let named = arguments.positionals.count > 1 ? arguments.positionals[1] : nil
        if chosen == .list {
            if let named { throw UsageError.unexpectedArgument(named) }
            return try list(arguments, context)
        }
        guard let named else { throw UsageError.missingArgument("name") }
        switch chosen {
        case .add: try add(named, arguments, context)
        case .show: try show(named, arguments, context)
        case .delete: try delete(named, context)
        case .list: break
        }
    }

    // MARK: - Adding and deleting

    static func add(_ text: String, _ arguments: ParsedArguments, _ context: CommandContext) throws {
        let segmentName = text.trimmingSpaces()
        guard !segmentName.isEmpty else {
            throw UsageError.invalidValue(option: "<name>", ValueParseError(value: text, reason: "is empty; a segment needs a name, such as 'Hill climb'"))
        }
        let database = try context.database()
        let (shape, source) = try drawnShape(arguments, context)
        let store = SegmentStore(database: database)
        let (stored, efforts) = try database.inTransaction(.immediate) { () throws -> (Segment, Int) in
            if let taken = try store.find(name: segmentName) {
                throw UsageError.invalidValue(option: "<name>", ValueParseError(value: text, reason: "is taken: a segment is named '\(taken.name)' already; choose another name, or delete it with: tracker segment delete '\(taken.name)'"))
            }
            do {
                return try store.insert(Segment(name: segmentName, shape: shape, source: source, createdAt: context.nowSeconds))
            } catch let error as SegmentMatchError {
                throw RuntimeError(error.description)
            }
        }
        let formatter = try context.formatter()
        context.print("Added segment \(TerminalText.escape(stored.name))  \(formatter.distance(shape.length)), from \(source); \(efforts.counted("effort")) found")
    }

    /// The shape `--activity` with `--from`/`--to`, or `--gpx`, draws, and where it came from.
    static func drawnShape(_ arguments: ParsedArguments, _ context: CommandContext) throws -> (SegmentShape, String) {
        if let path = arguments.value(gpx) {
            if arguments.hasAny([activity, from, to]) {
                throw UsageError.invalid("--gpx draws the segment from a file; it cannot be used with --activity, --from or --to")
            }
            let positions: [(latitude: Double, longitude: Double)]
            do {
                positions = try GPXPositions.read(path: path)
            } catch let error as ImportError {
                throw UsageError.invalidValue(option: "--gpx", ValueParseError(value: path, reason: error.reason))
            } catch {
                throw UsageError.invalidValue(option: "--gpx", ValueParseError(value: path, reason: "cannot be read: \(error)"))
            }
            let shape = try checked("--gpx", path) { try SegmentShape(positions: positions) }
            return (shape, "gpx " + path.lastPathComponent)
        }
        guard let chosen = arguments.value(activity) else {
            throw UsageError.invalid("say where the segment runs: --activity ID --from KM --to KM, or --gpx FILE")
        }
        guard let fromText = arguments.value(from) else { throw UsageError.missingRequired(option: "--from") }
        guard let toText = arguments.value(to) else { throw UsageError.missingRequired(option: "--to") }
        let units = try context.units()
        let start = try ParsedArguments.convert(fromText, option: "--from") { try ValueParser.distance($0, units: units) }
        let end = try ParsedArguments.convert(toText, option: "--to") { try ValueParser.distance($0, units: units) }
        let selection = try ActivitySelection(chosen, store: ActivityStore(database: context.database()))
        guard let stream = try selection.stream(), stream.hasPositions else {
            throw UsageError.invalidValue(option: "--activity", ValueParseError(value: chosen, reason: "has no recorded positions; a segment is drawn along a track (or give --gpx FILE)"))
        }
        let shape: SegmentShape
        do {
            shape = try SegmentShape(stream: stream, from: start, to: end)
        } catch let error as SegmentShapeError {
            let formatter = try context.formatter()
            switch error {
            case .fromBeyondEnd(_, let length):
                throw UsageError.invalidValue(option: "--from", ValueParseError(value: fromText, reason: "is beyond the end of activity #\(selection.id), which is \(formatter.distance(length)) long"))
            case .fromNotBeforeTo:
                throw UsageError.invalidValue(option: "--from", ValueParseError(value: fromText, reason: "is not before --to \(toText); a segment runs forward along the track"))
            default:
                throw UsageError.invalidValue(option: "--to", ValueParseError(value: toText, reason: "makes a segment that " + error.description))
            }
        }
        let formatter = try context.formatter()
        return (shape, "activity #\(selection.id), \(formatter.distanceNumber(start))-\(formatter.distanceNumber(min(end, stream.totalDistance ?? end))) \(formatter.units.distanceSymbol)")
    }

    static func checked(_ option: String, _ value: String, _ body: () throws -> SegmentShape) throws -> SegmentShape {
        do {
            return try body()
        } catch let error as SegmentShapeError {
            throw UsageError.invalidValue(option: option, ValueParseError(value: value, reason: error.description))
        }
    }

    static func delete(_ text: String, _ context: CommandContext) throws {
        let database = try context.database()
        let store = SegmentStore(database: database)
        let (segment, efforts) = try database.inTransaction(.immediate) { () throws -> (Segment, Int) in
            let segment = try find(text, store: store)
            guard let id = segment.id else { return (segment, 0) }
            let count = try store.summaries()[id]?.efforts ?? 0
            try store.delete(id: id)
            return (segment, count)
        }
        context.print("Deleted segment \(TerminalText.escape(segment.name)) and its \(efforts.counted("effort"))")
    }

    /// The segment named `text`, whatever its letter case, or a usage error with the nearest name.
    static func find(_ text: String, store: SegmentStore) throws -> Segment {
        if let segment = try store.find(name: text) { return segment }
        let names = try store.all().map(\.name)
        guard !names.isEmpty else {
            throw UsageError.invalidValue(option: "<name>", ValueParseError(value: text, reason: "is not a segment: there is none yet; add one with: tracker segment add NAME --activity ID --from KM --to KM"))
        }
        let lowered = names.map { $0.lowercased() }
        let closest = Suggestion.closestValue(to: text.lowercased(), in: lowered)
            ?? lowered.first { $0.hasPrefix(text.lowercased()) || $0.contains(text.lowercased()) }
        if let closest, let index = lowered.firstIndex(of: closest) {
            throw UsageError.invalidValue(option: "<name>", ValueParseError(value: text, reason: "is not a segment; did you mean '\(names[index])'? ('tracker segment list' shows them)"))
        }
        throw UsageError.invalidValue(option: "<name>", ValueParseError(value: text, reason: "is not a segment; 'tracker segment list' shows them"))
    }
}
