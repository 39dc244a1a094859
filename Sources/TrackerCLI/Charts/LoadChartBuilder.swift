import TrackerCharts
import TrackerCore
import TrackerStore

/// `tracker chart load`: fitness, fatigue and form as `tracker load` computes them, and each day's mood.
struct LoadChartBuilder: ChartBuilder {
    static let days = Option<Int>(
        "days", value: "n", help: "Load chart: how many days, ending with the as-of day.", number: LoadCommand.dayCount, default: 90)

    static let composition: any Composition.Type = LoadChart.self
    static let options = [days.spec, TrainingOptions.noEstimates]
    static let drawsMoods = true

    let request: ChartRequest
    let dayCount: Int

    init(_ request: ChartRequest) throws {
        self.request = request
        dayCount = try request.arguments.parse(Self.days)
    }

    func build(_ context: CommandContext, formatter: DisplayFormatter) throws -> ChartDrawing {
        let inputs = try TrainingOptions.read(request.arguments, context: context)
        let last = inputs.asOf.lastDay, first = last.adding(days: 1 - dayCount)
        let series = inputs.model.series(loads: inputs.loads.byDay, from: first, through: last)
        let moods = try MoodStore(database: context.database()).fetch(from: first, through: last)
        let byDay = Dictionary(moods.map { ($0.day, $0.level) }, uniquingKeysWith: { first, _ in first })
        let load = LoadChart(
            days: series.map(\.day), fitness: series.map(\.fitness), fatigue: series.map(\.fatigue), form: series.map(\.form),
            moods: series.map { byDay[$0.day] }, title: request.title ?? "Fitness, fatigue and form",
            subtitle: WeekAxis.rangeLabel(first: first, last: last),
            emptyNote: series.allSatisfy({ $0.fitness == 0 && $0.fatigue == 0 }) ? "No training load in these \(dayCount) days. Record an activity with: tracker add --duration 45m --effort 6" : nil)
        // Shown on a page as drawn: the page's script does not move it.
        let page = request.page(title: load.title, subtitle: load.subtitle)
        return ChartDrawing(load, page: page) { TextChart.load(load, width: $0, palette: $1) }
    }
}
