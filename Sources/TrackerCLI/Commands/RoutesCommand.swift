import TrackerCore
import TrackerStore

/// `tracker routes [ID]`: the routes done at least twice, or every effort on one route.
enum RoutesCommand {
    static let route = ArgumentSpec("id", help: "An activity's id: list every effort on its route (a route's ID, as listed, is its first activity's).", optional: true)
    static let type = OptionSpec("type", short: "t", value: "family", help: "Only the routes of this family (\(ActivityFamily.acceptedValues)).", completion: ActivityFamily.completion)

    static let command = Command(
        CommandSpec(
            name: "routes",
            abstract: "Show the routes you have done more than once, their best and latest times.",
            discussion: """
                Two tracks of one family are the same route when they start and end within \
                \(Int(RouteMatch.endRadius)) m of each other (either way round, so a loop done \
                backwards counts), their lengths differ by at most \(Int(RouteMatch.lengthTolerance * 100))%, \
                and, resampled every 1% of their length, each lies on average within \
                \(Int(RouteMatch.distanceThreshold)) m of the other. Times are moving times; TREND \
                is the last \(RepeatedRoute.trendEfforts) efforts' mean against the best.
                """,
            arguments: [route],
            options: [type, OutputFormat.jsonOption],
            examples: ["tracker routes", "tracker routes --type ride", "tracker routes 12", "tracker routes 12 --json"]),
        readsOnly: true, run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let family = try parseFamily(arguments)
        let id = try arguments.positionals.first.map { try ActivityOptions.parseID($0) }
        if id != nil, family != nil { throw UsageError.invalid("--type filters the list of routes; leave it out with an id") }
        let store = RouteStore(database: try context.database())
        let json = arguments.flag(OutputFormat.jsonOption)
        if let id {
            guard let route = try store.route(ofActivity: id) else {
                throw UsageError.invalidValue(option: "<id>", ValueParseError(
                    value: String(id), reason: "is not an activity on a route (an activity with a recorded track of 500 m or more); 'tracker routes' lists them"))
            }
            let report = RouteEffortsReport(route: route)
            if json { context.print(report.json.serialized(pretty: true)) } else { context.page(report.text(try context.formatter(), width: context.terminal.columns)) }
            return
        }
        let routes = try store.repeatedRoutes(families: family.map { [$0] } ?? [])
        let report = RoutesReport(routes: routes)
        if json {
            context.print(report.json.serialized(pretty: true))
        } else if routes.isEmpty {
            context.print(try store.isEmpty() ? "no recorded routes yet" : "no route done twice yet" + (family.map { " in \($0.rawValue)" } ?? ""))
        } else {
            context.page(report.text(try context.formatter(), width: context.terminal.columns))
        }
    }

    /// `--type`: a family, or one type, which names its family in the error.
    static func parseFamily(_ arguments: ParsedArguments) throws -> ActivityFamily? {
        guard let text = arguments.value(type) else { return nil }
        if let family = ActivityFamily(rawValue: text.lowercased()) { return family }
        if let type = ActivityType(parsing: text) {
            throw UsageError.invalidValue(option: "--type", ValueParseError(
                value: text, reason: "is one type of the \(type.family.rawValue) family, and routes are kept per family; use --type \(type.family.rawValue)"))
        }
        return try ParsedArguments.convert(text, option: "--type") { try ActivityFamily.parse($0) }
    }
}
