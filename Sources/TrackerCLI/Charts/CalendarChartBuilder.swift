import TrackerCharts
import TrackerCore
import TrackerStore

/// `tracker chart calendar`: the year's days as `tracker calendar` shades them, by `--metric`.
struct CalendarChartBuilder: ChartBuilder {
    static let composition: any Composition.Type = CalendarChart.self
    static let options = [PeriodOptions.year.spec, WindowOptions.type, CalendarCommand.metric.spec]

    let request: ChartRequest
    let year: Int?
    let metric: CalendarMetric

    init(_ request: ChartRequest) throws {
        self.request = request
        year = try request.arguments.parse(PeriodOptions.year)
        metric = try request.arguments.parse(CalendarCommand.metric)
    }

    func build(_ context: CommandContext, formatter: DisplayFormatter) throws -> ChartDrawing {
        let asOf = request.window.asOf
        let year = self.year ?? asOf.lastDay.year
        let types = request.window.types
        let chart = try CalendarCommand.chart(year: year, types: types, metric: metric, asOf: asOf, database: context.database(), formatter: formatter, title: request.title)
        let grid = chart.grid
        let page = request.page(title: chart.title, subtitle: chart.subtitle)
        return ChartDrawing(chart, page: page) { TextChart.calendar(grid, width: $0, palette: $1) }
    }
}
