import TrackerCharts
import TrackerCore

/// `tracker chart profile ID`: one activity's elevation against distance, with a second line.
struct ProfileChartBuilder: ChartBuilder {
    /// What the profile can draw over the elevation.
    static let lines: [TrackMetric] = [.pace, .heartRate]
    /// Without it: the first of `lines` the activity has recorded, else none.
    static let overlay = Option<TrackMetric?>(
        "overlay", value: "metric", help: "Profile: the second line, \(TrackMetric.listed(lines.map(\.rawValue), marking: lines.first?.rawValue ?? "")).",
        completion: .list(lines.map(\.rawValue))
    ) { text in
        guard let metric = TrackMetric(argument: text), lines.contains(metric) else {
            throw ValueParseError(value: text, reason: "is not a line to draw over the profile; use \(lines.map(\.rawValue).joined(separator: " or "))")
        }
        return metric
    }

    static let composition: any Composition.Type = ProfileChart.self
    static let options = [overlay.spec]
    static let drawsOneActivity = true

    let request: ChartRequest
    let secondLine: TrackMetric?

    init(_ request: ChartRequest) throws {
        self.request = request
        secondLine = try request.arguments.parse(Self.overlay)
    }

    func build(_ context: CommandContext, formatter: DisplayFormatter) throws -> ChartDrawing {
        let (selection, tracked) = try request.trackedActivity(context, formatter: formatter, purpose: "profile to draw")
        if let secondLine, secondLine.values(of: tracked.stream) == nil {
            throw RuntimeError("activity #\(selection.id) has no recorded \(secondLine == .heartRate ? "heart rate" : secondLine.rawValue) to draw over its profile")
        }
        // Without --overlay: pace, else heart rate, else the profile alone.
        let line = secondLine ?? Self.lines.first { $0.values(of: tracked.stream) != nil }
        let profile = ProfileChart(activity: tracked, overlay: line)
        return ChartDrawing(profile, page: request.page(title: tracked.title, subtitle: tracked.subtitle)) {
            TextChart.profile(profile, width: $0, palette: $1)
        }
    }
}
