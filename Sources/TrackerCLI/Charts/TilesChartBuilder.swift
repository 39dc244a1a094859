import TrackerCharts
import TrackerCore
import TrackerStore

/// `tracker chart tiles`: the visited tiles of one zoom, the largest cluster and square.
struct TilesChartBuilder: ChartBuilder {
    static let zoom = OptionSpec("zoom", value: "zoom", help: "Tiles: the zoom, 14 (the default) or 17.", completion: TileZoom.completion)

    static let composition: any Composition.Type = TilesChart.self
    static let options = [zoom, WindowOptions.type]

    let request: ChartRequest
    let zoom: TileZoom

    init(_ request: ChartRequest) throws {
        self.request = request
        zoom = try request.arguments.parse(Self.zoom, as: TileZoom.self) ?? .explorer
    }

    func build(_ context: CommandContext, formatter: DisplayFormatter) throws -> ChartDrawing {
        let types = request.window.types
        let visits = try TileStore(database: context.database()).visits(zoom: zoom, types: types.isEmpty ? nil : types)
        let visited = VisitedTiles(visits.map(\.tile))
        let cluster = visited.largestCluster()
        let square = visited.largestSquare()
        let title = request.title ?? (zoom == .explorer ? "Explorer tiles" : "Squadratinhos")
        let subtitle = "ZOOM \(zoom.level) · \(visits.count.counted("tile").uppercased()) VISITED"
        let chart = TilesChart(zoom: zoom, tiles: visited.tiles, cluster: cluster, square: square, title: title, subtitle: subtitle)
        let report = TilesReport(
            zoom: zoom, filters: request.window.typeFilters, visited: visited.count, cluster: cluster, square: square,
            growth: TileGrowth.byYear(visits.map { ($0.tile, $0.firstVisit.year) }))
        return ChartDrawing(chart, page: request.page(title: title, subtitle: subtitle)) { width, _ in
            visits.isEmpty ? "no recorded routes yet\n" : report.text(width: width)
        }
    }
}
