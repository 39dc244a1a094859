import TrackerCharts
import TrackerCore

/// Makes one kind of chart: reads the options only it takes, then its data, and returns what to
/// draw. A new chart kind is a builder and a composition, named in `ChartKind`.
protocol ChartBuilder {
    /// What the builder draws: its default size and its text styles are read before the data.
    static var composition: any Composition.Type { get }
    /// The options only some charts take that this one reads; any other is refused for it.
    static var options: [OptionSpec] { get }
    /// Whether the chart shows moods (health data): its file is then readable by its owner only.
    static var drawsMoods: Bool { get }
    /// Whether the chart draws one activity, named by the id argument.
    static var drawsOneActivity: Bool { get }
    /// Whether the chart draws one curve, named by the argument after its kind (`power`).
    static var drawsOneCurve: Bool { get }
    /// Whether the chart can be written as an HTML page (`--format html`).
    static var offersPage: Bool { get }

    /// Reads this chart's own options.
    /// - Throws: `UsageError` naming an option and what it accepts, before any data is read.
    init(_ request: ChartRequest) throws

    /// Reads the chart's data: the composition, the same chart in text and on a page.
    func build(_ context: CommandContext, formatter: DisplayFormatter) throws -> ChartDrawing
}

extension ChartBuilder {
    static var drawsMoods: Bool { false }
    static var drawsOneActivity: Bool { false }
    static var drawsOneCurve: Bool { false }
    static var offersPage: Bool { true }
}
