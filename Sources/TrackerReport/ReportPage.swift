import TrackerCharts
import TrackerCore

/// Everything the HTML report shows, as display-ready values and chart compositions; `html()`
/// writes the self-contained page. The numbers come from the same weekly report as
/// `tracker weeks`, formatted by the command that builds this.
public struct ReportPage: Sendable {
    /// One weekly window as the headline and the table show it.
    public struct Week: Equatable, Sendable {
        /// `NOV 23 - NOV 29`.
        public var label: String
        /// `LAST 7 DAYS`, `3 WEEKS AGO`.
        public var caption: String
        public var distance: String
        public var duration: String
        public var elevation: String
        public var activities: Int
        /// The week's mean mood (`2.3`), empty without one.
        public var mood: String

        public init(label: String, caption: String, distance: String, duration: String, elevation: String, activities: Int, mood: String) {
            self.label = label
            self.caption = caption
            self.distance = distance
            self.duration = duration
            self.elevation = elevation
            self.activities = activities
            self.mood = mood
        }

        /// The figure shown for `metric`.
        public func figure(_ metric: WeekMetric) -> String {
            switch metric {
            case .distance: return distance
            case .duration: return duration
            case .elevation: return elevation
            }
        }
    }

    /// A day of the mood chart that has a mood.
    public struct MoodDay: Equatable, Sendable {
        /// Its index in the mood chart's days.
        public var index: Int
        /// `Sun 29 Nov`.
        public var label: String
        public var level: MoodLevel
        public var note: String?

        public init(index: Int, label: String, level: MoodLevel, note: String?) {
            self.index = index
            self.label = label
            self.level = level
            self.note = note
        }
    }

    /// A line of the summary: `Streak`, `3 weeks now, best 9 weeks`, and what it means.
    public struct SummaryRow: Equatable, Sendable {
        public var label: String
        public var value: String
        public var detail: String?

        public init(_ label: String, _ value: String, detail: String? = nil) {
            self.label = label
            self.value = value
            self.detail = detail
        }
    }

    public var title: String
    /// Under the title: the as-of moment and what is counted.
    public var subtitle: String
    public var theme: PageTheme
    /// No motion at all (`report --static`): the page is drawn in its final state at once, for
    /// printing and screenshots, whatever the reader's motion setting.
    public var isStatic = false
    /// Oldest first, as in `tracker weeks`.
    public var weeks: [Week]
    public var selected: Int
    /// The metric the graph opens with.
    public var metric: WeekMetric
    /// The activity graph of each metric: the same weeks and selection, its own line and scale.
    public var activityCharts: [WeekMetric: ActivityChart]
    /// `LAST 12 WEEKS`.
    public var spanTitle: String
    /// The goal rings of the selected week, or `nil` without goals (then `ringsNote` says how to set them).
    public var rings: RingsChart?
    public var ringsNote: String
    /// The yearly and monthly goals under the rings, each against its pace
    /// (`2026 distance`, `1688 km of 2000 km (84%)`, `312 km ahead of pace; ...`); none when unset.
    public var periodGoals: [SummaryRow] = []
    /// The mood chart, or `nil` on a page without one.
    public var mood: MoodChart?
    public var moodDays: [MoodDay]
    public var summary: [SummaryRow]
    /// The sections the page shows, in its fixed order: all of them for the report, one for
    /// a single chart (`tracker chart --format html`).
    public var parts: Set<Part>
    /// A finished drawing shown as it is, for a chart the script does not move (training load,
    /// route, profile): an `<svg>` element from `drawingSVG`.
    public var drawing: String?
    /// The year's calendar (`tracker calendar`) under the mood chart, or `nil` for none.
    public var calendar: CalendarChart?
    /// Time in zones week by week, when the person's thresholds give zones and streams recorded them.
    public var zones: ZoneWeeks?
    /// The duration curve with its read-outs, or `nil` for none (no streams in the span).
    public var curve: CurveChart?

    /// A section of the page.
    public enum Part: CaseIterable, Sendable {
        case activity, rings, summary, mood, curve, table
    }

    public init(
        title: String, subtitle: String, theme: PageTheme, weeks: [Week], selected: Int, metric: WeekMetric,
        activityCharts: [WeekMetric: ActivityChart], spanTitle: String, rings: RingsChart?, ringsNote: String,
        mood: MoodChart?, moodDays: [MoodDay], summary: [SummaryRow], parts: Set<Part> = Set(Part.allCases), drawing: String? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.theme = theme
        self.weeks = weeks
        self.selected = selected
        self.metric = metric
        self.activityCharts = activityCharts
        self.spanTitle = spanTitle
        self.rings = rings
        self.ringsNote = ringsNote
        self.mood = mood
        self.moodDays = moodDays
        self.summary = summary
        self.parts = parts
        self.drawing = drawing
    }

    /// A page of one chart (`tracker chart --format html`) with no section yet: the chart's
    /// builder adds the one it shows, or a finished `drawing`.
    public init(chartTitle title: String, subtitle: String, theme: PageTheme, metric: WeekMetric) {
        self.init(
            title: title, subtitle: subtitle, theme: theme, weeks: [], selected: 0, metric: metric, activityCharts: [:],
            spanTitle: "", rings: nil, ringsNote: "", mood: nil, moodDays: [], summary: [], parts: [])
    }

    // MARK: - Sizes

    /// The drawings' sizes in points; the page scales them to its width.
    public static let activitySize = Size(width: 720, height: 470)
    public static let moodSize = Size(width: 720, height: 380)
    public static let ringsSize = Size(width: 480, height: 560)
    public static let calendarSize = Size(width: 1200, height: 320)
    public static let curveSize = Size(width: 720, height: 420)

    /// The graph of the metric the page opens with.
    var activityChart: ActivityChart? {
        activityCharts[metric] ?? activityCharts.values.first
    }
}
