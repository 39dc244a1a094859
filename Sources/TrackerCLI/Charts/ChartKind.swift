import TrackerCharts
import TrackerCore

/// The charts `tracker chart` draws, each made by its own builder. A new kind is a case here, its
/// builder and its composition.
enum ChartKind: String, CaseIterable, ExpressibleByArgument {
    case activity, mood, rings, load, route, profile, calendar, tiles, heatmap, curve

    static let argumentKind = "a chart"

    var builder: any ChartBuilder.Type {
        switch self {
        case .activity: ActivityChartBuilder.self
        case .mood: MoodChartBuilder.self
        case .rings: RingsChartBuilder.self
        case .load: LoadChartBuilder.self
        case .route: RouteChartBuilder.self
        case .profile: ProfileChartBuilder.self
        case .calendar: CalendarChartBuilder.self
        case .tiles: TilesChartBuilder.self
        case .heatmap: HeatmapChartBuilder.self
        case .curve: CurveChartBuilder.self
        }
    }

    var defaultSize: Size { builder.composition.defaultSize }
    var drawsMoods: Bool { builder.drawsMoods }
    var drawsOneActivity: Bool { builder.drawsOneActivity }
    var drawsOneCurve: Bool { builder.drawsOneCurve }
    var offersPage: Bool { builder.offersPage }

    // MARK: - Options

    /// `--days`, which the mood and the load chart read each with its own range and default.
    static let days = OptionSpec(
        "days", value: "n", help: [MoodChartBuilder.days, LoadChartBuilder.days].map(\.spec.help).joined(separator: " "))

    /// The options of some charts only, in help order.
    static let ownOptions = [
        days, ActivityChartBuilder.curve.spec, TrainingOptions.noEstimates, RouteChartBuilder.colorBy.spec, ProfileChartBuilder.overlay.spec, PeriodOptions.year.spec, TilesChartBuilder.zoom,
        HeatmapChartBuilder.dates.since, HeatmapChartBuilder.dates.until, HeatmapChartBuilder.around.spec, HeatmapChartBuilder.radius.spec,
        CurvePeriod.last, CurvePeriod.compare,
    ]

    /// Every option that only some charts take, in the order they are checked, with those charts.
    static var applicable: [(option: OptionSpec, charts: Set<ChartKind>)] {
        let window = [
            WindowOptions.weeks.spec, WindowOptions.metric.spec, WindowOptions.type, WindowOptions.week.spec,
            WindowOptions.calendar, WindowOptions.rolling, WindowOptions.weekStart,
        ]
        return (ownOptions + window).map { option in
            (option, Set(allCases.filter { kind in kind.builder.options.contains { $0.name == option.name } }))
        }
    }

    /// Refuses an option the chart does not take, and an id (or curve) argument it does not take or lacks.
    /// The values of the route and profile metrics and the tiles' zoom are read first: a mistyped metric is named as
    /// such, whichever chart it was given to.
    /// - Returns: the id argument of a chart of one activity, or the curve the curve chart draws.
    /// - Throws: `UsageError`.
    func check(_ arguments: ParsedArguments) throws -> String? {
        _ = try arguments.parse(RouteChartBuilder.colorBy)
        _ = try arguments.parse(ProfileChartBuilder.overlay)
        _ = try arguments.parse(TilesChartBuilder.zoom, as: TileZoom.self)
        for (option, charts) in Self.applicable where arguments.hasAny([option]) && !charts.contains(self) {
            throw UsageError.invalid("--\(option.name) does not apply to the \(rawValue) chart; it is for the \(charts.map(\.rawValue).sorted().joined(separator: " and ")) chart")
        }
        let activityText = arguments.positionals.count > 1 ? arguments.positionals[1] : nil
        if drawsOneCurve {
            guard let activityText else {
                throw UsageError.invalid("the \(rawValue) chart draws one curve; name it: tracker chart \(rawValue) \(CurveName.allCases.map(\.rawValue).joined(separator: "|"))")
            }
            return activityText
        }
        if drawsOneActivity, activityText == nil {
            throw UsageError.invalid("the \(rawValue) chart draws one activity; name it: tracker chart \(rawValue) 12 (or last)")
        }
        if !drawsOneActivity, let activityText {
            throw UsageError.unexpectedArgument(activityText)
        }
        return activityText
    }

    /// `1200 (rings 600, route 1000)`: the default of one dimension of the charts' sizes, as help
    /// states it: the most common one, then the charts drawn at another.
    static func defaultText(_ dimension: (Size) -> Double) -> String {
        let values = allCases.map { Int(dimension($0.defaultSize)) }
        let common = values.max { a, b in values.count(where: { $0 == a }) < values.count(where: { $0 == b }) } ?? 0
        let others = zip(allCases, values).filter { $0.1 != common }.map { "\($0.0.rawValue) \($0.1)" }
        return others.isEmpty ? "\(common)" : "\(common) (\(others.joined(separator: ", ")))"
    }
}
