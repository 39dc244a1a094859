#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore

/// A period's duration curve on a log-time axis: the best power, pace or heart rate held for
/// each duration, a compared period as a second line, and the two-parameter model as a dashed
/// line (darker over the durations it was fitted on, lighter over the rest of the axis).
public struct CurveChart: Composition {
    public static let defaultSize = Size(width: 1200, height: 600)

    /// One duration of a line: its value in SI units (watts, metres per second, beats per
    /// minute) and where it came from (`Sun 29 Nov 2026 · #412`), for a read-out.
    public struct Effort: Equatable, Sendable {
        public var duration: Int
        public var value: Double
        public var source: String

        public init(duration: Int, value: Double, source: String) {
            self.duration = duration
            self.value = value
            self.source = source
        }
    }

    /// One period's curve, named in the legend.
    public struct Line: Equatable, Sendable {
        public var label: String
        public var points: [Effort]

        public init(label: String, points: [Effort]) {
            self.label = label
            self.points = points
        }
    }

    /// The critical model `value = critical + reserve / t` (watts, or metres per second).
    public struct Model: Equatable, Sendable {
        public var critical: Double
        public var reserve: Double
        /// The shortest and longest duration fitted, seconds.
        public var fitted: ClosedRange<Int>
        /// `CP 312 W · W′ 18.4 kJ`.
        public var label: String

        public init(critical: Double, reserve: Double, fitted: ClosedRange<Int>, label: String) {
            self.critical = critical
            self.reserve = reserve
            self.fitted = fitted
            self.label = label
        }

        public func value(at duration: Double) -> Double { critical + reserve / duration }
    }

    public var kind: CurveKind
    /// The period's line first, then the compared one.
    public var lines: [Line]
    public var model: Model?
    /// The type whose unit a pace is shown in (per km, per 100 m for swims, km/h for rides).
    public var paceType: ActivityType
    public var formatter: DisplayFormatter
    public var title: String
    /// Under the title: the period and what it counts.
    public var subtitle: String
    /// A line under the legend, such as why no model is drawn.
    public var note: String?

    public init(
        kind: CurveKind, lines: [Line], model: Model?, paceType: ActivityType = .run, formatter: DisplayFormatter,
        title: String, subtitle: String, note: String? = nil
    ) {
        self.kind = kind
        self.lines = lines
        self.model = model
        self.paceType = paceType
        self.formatter = formatter
        self.title = title
        self.subtitle = subtitle
        self.note = note
    }

    // MARK: - Values

    /// Whether the y axis shows a pace (time per distance), on which faster is lower and drawn higher.
    public var showsPace: Bool { kind == .speed && (paceType.showsPace || paceType.family == .swim) }

    /// A value as drawn: watts and bpm as they are; speed as seconds per km, mile or 100 m, or
    /// as km/h or mph for a type that reads speed.
    public func plotted(_ value: Double) -> Double {
        guard kind == .speed else { return value }
        let metres = paceType.family == .swim ? 100 * formatter.units.metersPerShortDistanceUnit : formatter.units.metersPerDistanceUnit
        if showsPace { return value > 0 ? metres / value : .infinity }
        return value * 3_600 / formatter.units.metersPerDistanceUnit
    }

    /// `312 W`, `4:05 /km`, `171 bpm`, `32.4 km/h`: a value in SI units as a person reads it.
    public func valueText(_ value: Double) -> String {
        switch kind {
        case .power: return String(printf: "%.0f W", value)
        case .heartRate: return formatter.heartRate(value)
        case .speed: return formatter.pace(speed: value, type: paceType)
        }
    }

    /// An axis label of a plotted value: `300 W`, `4:30`, `160 bpm`.
    public func axisText(_ value: Double) -> String {
        // `-0` from a rounded bound reads as 0.
        let plotted = value.rounded() == 0 ? 0 : value
        switch kind {
        case .power: return String(printf: "%.0f W", plotted)
        case .heartRate: return String(printf: "%.0f bpm", plotted)
        case .speed:
            guard showsPace else { return String(printf: "%.0f ", plotted) + formatter.units.speedSymbol }
            let seconds = Int(plotted.rounded())
            return String(printf: "%d:%02d", seconds / 60, seconds % 60)
        }
    }

    /// `5 s`, `1 min`, `20 min`, `1 h`, `1 h 30`.
    public static func durationText(_ seconds: Int) -> String {
        if seconds < 60 { return "\(seconds) s" }
        if seconds < 3_600 { return seconds % 60 == 0 ? "\(seconds / 60) min" : String(printf: "%d:%02d", seconds / 60, seconds % 60) }
        let minutes = seconds % 3_600 / 60
        return minutes == 0 ? "\(seconds / 3_600) h" : String(printf: "%d h %02d", seconds / 3_600, minutes)
    }

    // MARK: - Layout

    public func plotArea(in size: Size) -> Rect {
        Rect(x: 0, y: 0, width: size.width, height: size.height).inset(top: 128, left: 96, bottom: 58, right: 40)
    }

    /// The longest duration any line reaches, at least a minute so that a short curve still has an axis.
    public var longest: Int { max(60, lines.flatMap(\.points).map(\.duration).max() ?? 60) }

    /// Seconds from 1 to the longest duration, by their logarithm.
    public func durationScale(for plot: Rect) -> LogScale {
        LogScale(domain: 1...Double(longest), range: (plot.minX, plot.maxX))
    }

    /// The lines' plotted values with round ticks; a pace axis runs from slow at the bottom to
    /// fast at the top.
    public func valueScale(for plot: Rect) -> LinearScale {
        let values = lines.flatMap(\.points).map { plotted($0.value) }.filter(\.isFinite)
        let low = values.min() ?? 0, high = values.max() ?? 1
        let pad = max((high - low) * 0.05, 1)
        if showsPace {
            let step = Self.paceStep(high - low)
            let lower = ((low - pad) / step).rounded(.down) * step, upper = ((high + pad) / step).rounded(.up) * step
            return LinearScale(domain: max(0, lower)...upper, range: (plot.minY, plot.maxY))
        }
        return LinearScale(domain: max(0, low - pad)...(high + pad), range: (plot.maxY, plot.minY)).nice(count: 5)
    }

    /// A pace axis's step in seconds: a round number of seconds or minutes giving about five ticks.
    static func paceStep(_ span: Double) -> Double {
        [5.0, 10, 15, 20, 30, 60, 120, 300, 600, 1_200].first { span / $0 <= 6 } ?? 3_600
    }

    /// The value ticks: every step of a pace axis, else round numbers.
    public func valueTicks(_ scale: LinearScale) -> [Double] {
        guard showsPace else { return scale.ticks(count: 5) }
        let step = Self.paceStep(scale.domain.upperBound - scale.domain.lowerBound)
        return stride(from: scale.domain.lowerBound, through: scale.domain.upperBound + 1e-9, by: step).map { $0 }
    }

    /// The drawn positions of `line`'s points.
    public func positions(_ line: Line, plot: Rect) -> [Point] {
        let x = durationScale(for: plot), y = valueScale(for: plot)
        return line.points.map { Point(x: x(Double($0.duration)), y: y(plotted($0.value))) }
    }

    /// The model over `durations`, broken where it leaves the plot (it rises without bound at the short end).
    public func modelPoints(_ model: Model, from first: Double, to last: Double, plot: Rect) -> [Point?] {
        let x = durationScale(for: plot), y = valueScale(for: plot)
        let steps = max(2, Int((x(last) - x(first)) / 4))
        return (0...steps).map { step in
            let duration = x.invert(x(first) + (x(last) - x(first)) * Double(step) / Double(steps))
            let drawn = y(plotted(model.value(at: duration)))
            return drawn >= plot.minY - 0.5 && drawn <= plot.maxY + 0.5 ? Point(x: x(duration), y: drawn) : nil
        }
    }

    // MARK: - Composition

    /// The text styles every curve chart draws with.
    public static func textStyles(_ theme: Theme) -> [TextStyle] {
        [theme.title, theme.caption, theme.axisLabel, theme.levelLabel]
    }

    /// The period's colour, the compared period's and the model's.
    public static func colors(_ theme: Theme) -> (period: Color, compared: Color, model: Color) {
        (theme.accent, theme.ringColors[2], theme.ink)
    }

    /// The dashes of the model's line.
    public static let modelDash = [8.0, 6.0]

    public func chart(for canvas: Canvas, theme: Theme) -> Chart {
        let size = canvas.size
        let plot = plotArea(in: size)
        var marks: [any Mark] = [
            TextMark(title, at: Point(x: 56, y: 36), style: theme.title, anchor: .topLeading),
            TextMark(subtitle, at: Point(x: 56, y: 72), style: theme.caption, anchor: .topLeading),
        ]
        let x = durationScale(for: plot), y = valueScale(for: plot)
        for tick in valueTicks(y) {
            marks.append(RuleMark.horizontal(y: y(tick), from: plot.minX, to: plot.maxX, style: StrokeStyle(theme.grid, width: 1)))
            marks.append(TextMark(axisText(tick), at: Point(x: plot.minX - 12, y: y(tick)), style: theme.axisLabel, anchor: .trailing))
        }
        for tick in x.ticks(among: LogScale.durationTicks) {
            marks.append(RuleMark.vertical(x: x(tick), from: plot.minY, to: plot.maxY, style: StrokeStyle(theme.grid, width: 1)))
            marks.append(TextMark(Self.durationText(Int(tick)), at: Point(x: x(tick), y: plot.maxY + 14), style: theme.axisLabel, anchor: .top))
        }
        marks.append(RuleMark.horizontal(y: plot.maxY, from: plot.minX, to: plot.maxX, style: StrokeStyle(theme.secondaryInk, width: 1)))
        let colors = Self.colors(theme)
        // The model over the whole axis under the curves, and over its fitted range above them,
        // where it lies on the curve it was fitted to.
        if let model {
            marks.append(LineMark(points: modelPoints(model, from: 1, to: Double(longest), plot: plot), style: StrokeStyle(colors.model.opacity(0.3), width: 1.5, dash: Self.modelDash)))
        }
        for (index, line) in lines.enumerated().reversed() where line.points.count > 0 {
            let color = index == 0 ? colors.period : colors.compared
            let points = positions(line, plot: plot).map { Optional($0) }
            marks.append(LineMark(points: points, style: StrokeStyle(color, width: index == 0 ? 3 : 2.5, cap: .round, join: .round)))
        }
        if let model {
            let fitted = modelPoints(model, from: Double(model.fitted.lowerBound), to: Double(model.fitted.upperBound), plot: plot)
            marks.append(LineMark(points: fitted, style: StrokeStyle(colors.model, width: 2, dash: Self.modelDash)))
        }
        marks += legendMarks(canvas: canvas, theme: theme)
        return Chart(size: size, background: theme.background, marks: marks)
    }

    /// The legend, right-aligned above the plot: each line's name after a swatch of it, then the
    /// note on its own line.
    func legendMarks(canvas: Canvas, theme: Theme) -> [any Mark] {
        let colors = Self.colors(theme)
        var entries: [(String, StrokeStyle)] = lines.enumerated().filter { !$0.element.points.isEmpty }.map { index, line in
            (line.label, StrokeStyle(index == 0 ? colors.period : colors.compared, width: 4, cap: .round))
        }
        if let model { entries.append((model.label, StrokeStyle(colors.model, width: 2, dash: Self.modelDash))) }
        var marks: [any Mark] = []
        var right = canvas.size.width - 40
        let legendY = 52.0
        for (name, style) in entries.reversed() {
            let width = canvas.measure(name, style: theme.levelLabel).width
            marks.append(TextMark(name, at: Point(x: right, y: legendY), style: theme.levelLabel, anchor: .trailing))
            marks.append(RuleMark.horizontal(y: legendY, from: right - width - 36, to: right - width - 10, style: style))
            right -= width + 60
        }
        if let note {
            marks.append(TextMark(note, at: Point(x: canvas.size.width - 40, y: legendY + 30), style: theme.axisLabel, anchor: .trailing))
        }
        return marks
    }
}
