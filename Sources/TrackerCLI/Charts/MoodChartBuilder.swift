import TrackerCharts
import TrackerCore
import TrackerReport
import TrackerStore
import TrackerTime

/// `tracker chart mood`: the moods of the last days, day by day, ending on the last counted day.
struct MoodChartBuilder: ChartBuilder {
    static let days = Option<Int>(
        "days", value: "n", help: "Mood chart: how many days, ending today (or on the --as-of day).",
        number: WholeNumber(7...366, noun: "a number of days"), default: 7)

    static let composition: any Composition.Type = MoodChart.self
    static let options = [days.spec]
    static let drawsMoods = true

    let request: ChartRequest
    let dayCount: Int

    init(_ request: ChartRequest) throws {
        self.request = request
        dayCount = try request.arguments.parse(Self.days)
    }

    func build(_ context: CommandContext, formatter: DisplayFormatter) throws -> ChartDrawing {
        let (mood, moodDays) = try Self.chart(days: dayCount, asOf: request.window.asOf, title: request.title, context: context)
        var page = request.page(title: "Mood", subtitle: mood.subtitle)
        // The page's days carry their notes, which the image leaves out.
        (page.mood, page.moodDays) = (mood, moodDays)
        page.parts = [.mood]
        return ChartDrawing(mood, page: page) { TextChart.mood(mood, width: $0, palette: $1) }
    }

    /// `count` days ending with the last counted day (never a future one), with the mood of each
    /// day that has one, and those days with their notes, as the report's mood chart reads them.
    static func chart(days count: Int, asOf: AsOf, title: String?, context: CommandContext) throws -> (MoodChart, [ReportPage.MoodDay]) {
        let range = asOf.daysEndingOnLastDay(count: count)
        let moods = try MoodStore(database: context.database()).fetch(from: range.lowerBound, through: range.upperBound)
        return ReportPage.moodChart(moods, asOf: asOf, count: count, title: title ?? "Mood")
    }
}
