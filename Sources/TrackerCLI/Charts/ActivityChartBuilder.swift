import TrackerCharts
import TrackerCore
import TrackerReport

/// `tracker chart activity`: one point per week of the chosen metric, the numbers of `tracker weeks`.
struct ActivityChartBuilder: ChartBuilder {
    static let curve = Option<Interpolation>("curve", value: "curve", default: .linear) { "Activity chart: \($0)." }

    static let composition: any Composition.Type = ActivityChart.self
    static let options = [
        curve.spec, WindowOptions.weeks.spec, WindowOptions.metric.spec, WindowOptions.type, WindowOptions.week.spec,
        WindowOptions.calendar, WindowOptions.rolling, WindowOptions.weekStart,
    ]

    let request: ChartRequest
    let interpolation: Interpolation

    init(_ request: ChartRequest) throws {
        self.request = request
        interpolation = try request.arguments.parse(Self.curve)
    }

    func build(_ context: CommandContext, formatter: DisplayFormatter) throws -> ChartDrawing {
        var options = request.window
        options.breakdown = .none
        let report = try WeeklyReport.load(from: context.database(), options: options)
        let activity = report.activityChart(formatter, title: request.title, interpolation: interpolation)
        var page = request.page(title: "Weekly activity", subtitle: ReportPage.subtitle(report, formatter: formatter))
        page.weeks = ReportPage.weeks(report, formatter: formatter)
        page.selected = report.selectedIndex
        page.activityCharts = [report.metric: activity]
        page.spanTitle = report.spanTitle
        page.parts = [.activity]
        return ChartDrawing(activity, page: page) { TextChart.activity(activity, width: $0, palette: $1) }
    }
}
