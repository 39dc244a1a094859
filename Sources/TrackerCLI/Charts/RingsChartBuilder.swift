import TrackerCharts
import TrackerCore
import TrackerReport

/// `tracker chart rings`: the selected week's progress toward the weekly goals.
struct RingsChartBuilder: ChartBuilder {
    static let composition: any Composition.Type = RingsChart.self
    static let options = [
        WindowOptions.type, WindowOptions.week.spec, WindowOptions.calendar, WindowOptions.rolling, WindowOptions.weekStart,
    ]

    let request: ChartRequest

    init(_ request: ChartRequest) throws {
        self.request = request
    }

    func build(_ context: CommandContext, formatter: DisplayFormatter) throws -> ChartDrawing {
        var options = request.window
        options.weekCount = options.selectedWeeksAgo + 1
        let report = try WeeklyReport.load(from: context.database(), options: options)
        let rings = try report.ringsChart(formatter, title: request.title)
        var page = request.page(title: "Weekly goals", subtitle: ReportPage.subtitle(report, formatter: formatter))
        page.rings = rings
        page.parts = [.rings]
        return ChartDrawing(rings, page: page) { TextChart.rings(rings, width: $0, palette: $1) }
    }
}
