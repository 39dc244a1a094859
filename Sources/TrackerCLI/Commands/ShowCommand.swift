import TrackerCore
import TrackerStore

/// `tracker show [ID]` / `tracker show last`: one activity's page, the latest without an id.
enum ShowCommand {
    static let activity = ArgumentSpec("id", help: "The activity's id as shown by 'tracker list', or 'last' for the latest (the default).", optional: true, completion: .list(["last"]))

    static let command = Command(
        CommandSpec(
            name: "show",
            abstract: "Show one activity: its figures, splits, laps, best efforts and power curve.",
            discussion: """
                Splits are per kilometre, or per mile in imperial units. An activity typed in (or \
                from a Strava CSV row) has no recorded samples and shows its totals only.
                """,
            arguments: [activity],
            options: [OutputFormat.jsonOption],
            examples: ["tracker show 12", "tracker show", "tracker show last --json"]),
        readsOnly: true, run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let database = try context.database()
        let store = ActivityStore(database: database)
        // Without an id, the latest: what one most often wants to look at again.
        let selection = try ActivitySelection(arguments.positionals.first ?? "last", store: store)
        let origin = try store.origin(id: selection.id)
        let stream = try selection.stream()
        let tiles = TileStore(database: try context.database())
        let thresholds = try SettingsStore(database: store.database).thresholds()
        var page = ActivityPage(
            activity: selection.activity, source: origin?.source, sourceID: origin?.sourceID, stream: stream,
            bestEfforts: try selection.bestEfforts(),
            gear: try selection.activity.gearID.flatMap { try GearStore(database: database).find(id: $0)?.name },
            tiles: try TileZoom.allCases.map { zoom in
                (zoom, try tiles.tileCount(ofActivity: selection.id, zoom: zoom), try tiles.firstVisits(ofActivity: selection.id, zoom: zoom))
            },
            route: try RouteStore(database: database).route(ofActivity: selection.id).flatMap { ActivityPage.RouteRank($0, activity: selection.id) },
            powerCurve: stream?.power == nil ? nil : try CurveStore(database: try context.database()).curve(.power, forActivity: selection.id))
        if let stream {
            page.zones = ActivityZones.times(of: stream, type: selection.activity.type, thresholds: thresholds)
            // FTP is a rider's: a run's power against it would mislead, as its load does not use it.
            if selection.activity.type.family == .ride {
                page.powerLoad = thresholds.functionalThresholdPower.flatMap { PowerLoad(stream, ftp: $0) }
            }
        }
        if arguments.flag(OutputFormat.jsonOption) {
            context.print(page.json.serialized(pretty: true))
        } else {
            context.page(page.text(try context.formatter(), width: context.terminal.columns))
        }
    }
}
