import TrackerCharts
import TrackerCore
import TrackerReport
import TrackerStore

/// What every chart is asked with, once the options all charts share are read.
struct ChartRequest {
    let arguments: ParsedArguments
    /// The weekly window, as `tracker weeks` reads the same options.
    let window: WeeklyReportOptions
    /// `--title`.
    let title: String?
    let palette: Theme
    /// The theme an HTML page is written with: `--theme`, else the reader's setting.
    let pageTheme: PageTheme
    /// The argument after the kind: the id of a chart of one activity (`12`, `last`), or the
    /// curve the curve chart draws (`power`).
    let activityText: String?
    /// The chart's size in points (`--width`, `--height`) and its pixels per point (`--scale`), for a
    /// chart that makes its own pixels.
    let size: Size
    let pixelScale: Double

    /// The page of one chart, titled `title` unless `--title` says otherwise.
    func page(title defaultTitle: String, subtitle: String) -> ReportPage {
        ReportPage(chartTitle: title ?? defaultTitle, subtitle: subtitle, theme: pageTheme, metric: window.metric)
    }

    /// The activity the id argument names and its recorded samples, headed as a route or a
    /// profile heads it.
    /// - Throws: `RuntimeError` when there is no such activity or it has no samples (`purpose`
    ///   says what they were needed for).
    func trackedActivity(_ context: CommandContext, formatter: DisplayFormatter, purpose: String) throws -> (ActivitySelection, TrackedActivity) {
        let selection = try ActivitySelection(activityText ?? "", store: ActivityStore(database: context.database()))
        let activity = selection.activity
        let stream = try selection.requireStream(for: purpose)
        let heading = title ?? activity.name ?? "\(activity.type.displayName) #\(selection.id)"
        let subtitle = "\(DisplayFormatter.day(activity.start.localDay)) · \(formatter.distance(activity.distance, family: activity.type.family))".uppercased()
        return (selection, TrackedActivity(stream: stream, type: activity.type, formatter: formatter, title: heading, subtitle: subtitle))
    }
}
