import TrackerCharts
import TrackerCore

/// `tracker chart route ID`: one activity's track, coloured by a metric.
struct RouteChartBuilder: ChartBuilder {
    static let colorBy = Option<TrackMetric>("color-by", value: "metric", default: .pace) { "Route: colour the track by \($0)." }

    static let composition: any Composition.Type = RouteChart.self
    static let options = [colorBy.spec]
    static let drawsOneActivity = true

    let request: ChartRequest
    let trackColor: TrackMetric

    init(_ request: ChartRequest) throws {
        self.request = request
        trackColor = try request.arguments.parse(Self.colorBy)
    }

    func build(_ context: CommandContext, formatter: DisplayFormatter) throws -> ChartDrawing {
        let (selection, tracked) = try request.trackedActivity(context, formatter: formatter, purpose: "route to draw")
        let recorded = trackColor.values(of: tracked.stream) != nil
        if !recorded, request.arguments.given(Self.colorBy) {
            throw RuntimeError("activity #\(selection.id) has no recorded \(trackColor == .heartRate ? "heart rate" : trackColor.rawValue) to colour its route by")
        }
        let route = RouteChart(activity: tracked, colorBy: recorded ? trackColor : nil)
        return ChartDrawing(route, page: request.page(title: tracked.title, subtitle: tracked.subtitle)) {
            TextChart.route(route, width: $0, palette: $1)
        }
    }
}
