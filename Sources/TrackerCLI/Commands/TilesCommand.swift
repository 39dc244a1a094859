import TrackerCore
import TrackerStore
import TrackerTime

/// `tracker tiles`: the explorer tiles (zoom 14) or squadratinhos (zoom 17) the tracks passed
/// through, the largest cluster and square, and how they grew by year; `--export` writes them for
/// other maps, `--at` says whether one place's tile was visited.
enum TilesCommand {
    static let zoom = OptionSpec("zoom", short: "z", value: "zoom", help: "14 (explorer tiles, about 1.5 km a side; the default) or 17 (squadratinhos, about 190 m).", completion: TileZoom.completion)
    static let type = OptionSpec("type", short: "t", value: "type", help: ActivityTypeFilter.optionHelp, kind: .repeatedValue, completion: ActivityTypeFilter.completion)
    static let export = OptionSpec("export", value: "format", help: "Write the visited tiles, the largest cluster and the largest square as polygons: geojson or kml (needs -o).", completion: TileMapFormat.completion)
    static let output = OptionSpec("output", short: "o", value: "file", help: "The file --export writes.", completion: .file)
    static let at = OptionSpec("at", value: "lat,lon", help: "Show the tile holding this place (degrees, such as 50.1109,8.6821) and its first visit.")

    static let command = Command(
        CommandSpec(
            name: "tiles",
            abstract: "Show the map tiles your tracks visited, the largest cluster and square.",
            discussion: """
                A tile is a Web-Mercator map tile (the slippy map's) at zoom 14 or 17; a track visits \
                every tile it passes through, including those a straight line between two recorded \
                positions crosses (not across a pause between recording segments). A tile of the \
                cluster has its four neighbours visited; cluster tiles that share a side are one \
                cluster. The square is the largest block of n x n visited tiles, named by its \
                north-west tile. Years are the local years of each tile's first visit.
                """,
            options: [zoom, type, OutputFormat.jsonOption, export, output, at],
            examples: [
                "tracker tiles", "tracker tiles --zoom 17 --type ride", "tracker tiles --json",
                "tracker tiles --export geojson -o tiles.geojson", "tracker tiles --at 50.1109,8.6821",
            ]),
        readsOnly: true, run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let zoom = try arguments.parse(Self.zoom, as: TileZoom.self) ?? .explorer
        let filters = try arguments.parseAll(Self.type, as: ActivityTypeFilter.self)
        let format = try arguments.parse(Self.export, as: TileMapFormat.self)
        let place = try arguments.parse(Self.at, parsePlace)
        let path = arguments.value(Self.output)
        if format != nil, path == nil { throw UsageError.invalid("--export writes a file; give it with -o, such as -o tiles.\(format?.rawValue ?? "geojson")") }
        if format == nil, path != nil { throw UsageError.invalid("-o names the file of --export; add --export geojson or --export kml") }
        if format != nil, arguments.hasAny([OutputFormat.jsonOption, Self.at]) {
            throw UsageError.invalid("--export writes the tiles to a file; leave out --json and --at")
        }
        let destination = try path.map { try OutputDestination(path: $0, context: context) }

        let database = try context.database()
        let types = filters.isEmpty ? nil : Array(Set(filters.flatMap(\.types))).sorted { $0.rawValue < $1.rawValue }
        let store = TileStore(database: database)
        let visits = try store.visits(zoom: zoom, types: types)
        let json = arguments.flag(OutputFormat.jsonOption)
        if let place {
            try show(place, zoom: zoom, visits: visits, json: json, context: context)
            return
        }
        guard !visits.isEmpty else {
            guard !json else {
                context.print(JSONValue.object([("zoom", .integer(Int64(zoom.level))), ("visited", .integer(0))]).serialized(pretty: true))
                return
            }
            context.print("no recorded routes yet")
            if try database.fetchInt("SELECT 1 FROM activity_streams LIMIT 1") != nil,
               try database.fetchInt("SELECT 1 FROM activity_tiles LIMIT 1") == nil {
                context.print("(samples stored before tiles were kept count after 'tracker records --rebuild')")
            }
            return
        }
        let visited = VisitedTiles(visits.map(\.tile))
        let cluster = visited.largestCluster()
        let square = visited.largestSquare()
        if let format, let destination {
            let map = TileMap(zoom: zoom, visits: visits.sorted { $0.tile < $1.tile }.map { ($0.tile, $0.firstVisit.iso) }, cluster: cluster, square: square)
            try destination.write(Array(map.document(format).utf8), permissions: 0o600, context: context) {
                "\(format == .kml ? "KML" : "GeoJSON"), \(visits.count.counted("tile")) at zoom \(zoom.level)"
            }
            return
        }
        let growth = TileGrowth.byYear(visits.map { ($0.tile, $0.firstVisit.year) })
        let report = TilesReport(zoom: zoom, filters: filters, visited: visited.count, cluster: cluster, square: square, growth: growth)
        if json {
            context.print(report.json.serialized(pretty: true))
        } else {
            context.page(report.text(width: context.terminal.columns))
        }
    }

    /// `--at`: the tile holding `place` and whether (and when first) it was visited.
    static func show(_ place: (latitude: Double, longitude: Double), zoom: TileZoom, visits: [TileStore.Visit], json: Bool, context: CommandContext) throws {
        guard let tile = WebMercator.tile(latitude: place.latitude, longitude: place.longitude, zoom: zoom) else { return }
        let visit = visits.first { $0.tile == tile }
        if json {
            context.print(JSONValue.object([
                ("zoom", .integer(Int64(zoom.level))), ("x", .integer(Int64(tile.x))), ("y", .integer(Int64(tile.y))),
                ("visited", .bool(visit != nil)),
                ("first_activity_id", visit.map { .integer($0.firstActivityID) } ?? .null),
                ("first_visit", visit.map { .string($0.firstVisit.iso) } ?? .null),
            ]).serialized(pretty: true))
        } else if let visit {
            context.print("Tile \(zoom.level)/\(tile.x)/\(tile.y): first visited \(DisplayFormatter.day(visit.firstVisit)) by #\(visit.firstActivityID)")
        } else {
            context.print("Tile \(zoom.level)/\(tile.x)/\(tile.y): not visited yet")
        }
    }

    /// `LAT,LON` in degrees, within the Web-Mercator range.
    static func parsePlace(_ text: String) throws -> (latitude: Double, longitude: Double) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]), latitude.isFinite, longitude.isFinite else {
            throw ValueParseError(value: text, reason: "is not a place; give LAT,LON in degrees, such as 50.1109,8.6821")
        }
        guard WebMercator.contains(latitude: latitude, longitude: longitude) else {
            throw ValueParseError(value: text, reason: "is outside the Web-Mercator map; use a latitude from -85.0511 to 85.0511 and a longitude from -180 to 180")
        }
        return (latitude, longitude)
    }
}
