import TrackerCharts
import TrackerCore
import TrackerStore

/// `tracker chart curve power|pace|heart-rate`: the curve `tracker curve` prints, drawn for every
/// duration it keeps, with the compared period and the critical model `tracker fitness` fits.
struct CurveChartBuilder: ChartBuilder {
    static let composition: any Composition.Type = CurveChart.self
    static let options = [
        WindowOptions.type, DateRangeOptions.activities.since, DateRangeOptions.activities.until, PeriodOptions.year.spec,
        CurvePeriod.last, CurvePeriod.compare,
    ]
    static let drawsOneCurve = true

    let request: ChartRequest
    let name: CurveName

    init(_ request: ChartRequest) throws {
        self.request = request
        do { name = try CurveName.parse(request.activityText ?? "") } catch let error as ValueParseError {
            throw UsageError.invalidValue(option: "<curve>", error)
        }
    }

    func build(_ context: CommandContext, formatter: DisplayFormatter) throws -> ChartDrawing {
        let arguments = request.arguments
        var types = request.window.typeFilters.flatMap(\.types)
        if types.isEmpty, name == .pace { types = ActivityFamily.run.types }
        let period = try CurvePeriod.chosen(arguments, clock: context.clock, fallback: .allTime)
        let compared = try arguments.value(CurvePeriod.compare).map { try period.compared(with: $0, clock: context.clock) }
        let store = CurveStore(database: try context.database())
        let curve = try store.periodCurve(name.kind, from: period.from, until: period.until, types: types)
        guard !curve.points.isEmpty else { throw NothingToDraw(message: name.nothingRecorded) }
        let other = try compared.map { try store.periodCurve(name.kind, from: $0.from, until: $0.until, types: types) }
        let chart = Self.chart(
            name, curve: curve, period: period, compared: other.map { ($0, compared?.label ?? "") }, types: types,
            formatter: formatter, title: request.title)
        var page = request.page(title: chart.title, subtitle: chart.subtitle)
        page.curve = chart
        page.parts = [.curve]
        return ChartDrawing(chart, page: page) { TextChart.curve(chart, width: $0, palette: $1) }
    }

    /// The chart of `curve` over `period`, beside `compared`, with the critical model of power
    /// and of pace (or why there is none): what `chart curve` and the report both draw.
    static func chart(
        _ name: CurveName, curve: PeriodCurve, period: CurvePeriod, compared: (PeriodCurve, String)?, types: [ActivityType],
        formatter: DisplayFormatter, title: String? = nil
    ) -> CurveChart {
        func line(_ curve: PeriodCurve, _ label: String) -> CurveChart.Line {
            CurveChart.Line(label: label, points: curve.points.map { point in
                CurveChart.Effort(duration: point.duration, value: point.value, source: DisplayFormatter.day(point.start.localDay) + " · #\(point.activityID)")
            })
        }
        var lines = [line(curve, period.label)]
        if let (other, label) = compared { lines.append(line(other, label)) }
        var chart = CurveChart(
            kind: name.kind, lines: lines, model: nil, paceType: types.first ?? .run, formatter: formatter,
            title: title ?? "Best " + (name == .heartRate ? "heart rate" : name.rawValue),
            subtitle: ([period.label] + (types.isEmpty || name == .pace && types == ActivityFamily.run.types ? [] : [types.map(\.displayName).joined(separator: ", ")]))
                .joined(separator: " · ").uppercased())
        guard name == .power || chart.showsPace else { return chart }
        switch CriticalModel.fit(curve.values) {
        case .success(let model):
            let fitted = (model.durations.first ?? 120)...(model.durations.last ?? 1_200)
            let label = name == .power
                ? String(printf: "CP %.0f W, W′ %.1f kJ", model.critical, model.reserve / 1_000)
                : "CS " + formatter.pace(speed: model.critical, type: chart.paceType) + String(printf: ", D′ %.0f m", model.reserve)
            chart.model = CurveChart.Model(critical: model.critical, reserve: model.reserve, fitted: fitted, label: label)
        case .failure(let refusal):
            chart.note = "No model: " + FitnessReport.reason(refusal).replacing("not fitted: ", with: "")
        }
        return chart
    }

    /// The report's curve: over the report's weeks, power if any was recorded, else pace, else
    /// heart rate, beside the weeks just before; `nil` when the weeks recorded none.
    static func reportChart(_ report: WeeklyReport, database: Database, formatter: DisplayFormatter) throws -> CurveChart? {
        let windows = report.windows
        guard windows.count > 0 else { return nil }
        let period = CurvePeriod(from: windows.start(0), until: windows.countedEnd(windows.count - 1), label: "last \(windows.count.counted("week"))")
        guard let from = period.from, let until = period.until else { return nil }
        let before = CurvePeriod(from: from - (until - from), until: from, label: "the \(windows.count.counted("week")) before")
        let store = CurveStore(database: database)
        let filtered = report.options.typeFilters.flatMap(\.types)
        for name in CurveName.allCases {
            let types = filtered.isEmpty && name == .pace ? ActivityFamily.run.types : filtered
            let curve = try store.periodCurve(name.kind, from: period.from, until: period.until, types: types)
            guard !curve.points.isEmpty else { continue }
            let compared = try store.periodCurve(name.kind, from: before.from, until: before.until, types: types)
            return chart(name, curve: curve, period: period, compared: compared.points.isEmpty ? nil : (compared, before.label), types: types, formatter: formatter)
        }
        return nil
    }
}
