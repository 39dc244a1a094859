#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import TrackerCore

/// One activity's track drawn without map tiles: a local equirectangular projection around the
/// track's middle (north up, one metre as long across as up), coloured by pace, elevation or heart
/// rate with a legend, start and finish markers, a mark at every kilometre (or mile) and a scale bar.
public struct RouteChart: Composition {
    public static let defaultSize = Size(width: 1000, height: 900)

    public var activity: TrackedActivity
    /// What colours the track; `nil` draws it in the accent colour.
    public var colorBy: TrackMetric?

    public init(activity: TrackedActivity, colorBy: TrackMetric?) {
        self.activity = activity
        self.colorBy = colorBy
    }

    var stream: ActivityStream { activity.stream }
    var type: ActivityType { activity.type }
    var formatter: DisplayFormatter { activity.formatter }

    /// Slow, low or easy to fast, high or hard.
    public static let ramp: [Color] = [
        Color(hex: 0x3B6FD8), Color(hex: 0x1FB5A8), Color(hex: 0xF2C12E), Color(hex: 0xFB5200), Color(hex: 0xD7263D),
    ]
    /// How many colours the ramp is cut into along the track: enough to read as a gradient,
    /// few enough that the track is a handful of strokes.
    public static let colorSteps = 24
    public static let startColor = Color(hex: 0x2EA85A)
    public static let finishColor = Color(hex: 0xD7263D)

    // MARK: - Layout

    public func plotArea(in size: Size) -> Rect {
        Rect(x: 0, y: 0, width: size.width, height: size.height).inset(top: 128, left: 56, bottom: 72, right: 56)
    }

    /// The track's positions in metres east and north of its bounding box's centre.
    public func localMetres() -> [(east: Double, north: Double)] {
        guard let latitude = stream.latitude, let longitude = stream.longitude,
              let south = latitude.min(), let north = latitude.max(), let west = longitude.min(), let east = longitude.max()
        else { return [] }
        let centre = (latitude: (south + north) / 2, longitude: (west + east) / 2)
        let perDegree = ActivityStream.earthRadius * Double.pi / 180
        let across = perDegree * cos(centre.latitude * .pi / 180)
        return zip(latitude, longitude).map { ((($1 - centre.longitude) * across), ($0 - centre.latitude) * perDegree) }
    }

    /// Points per metre and the screen position of the projection's centre: the track as large as
    /// fits the plot, centred, its aspect kept.
    public func projection(for plot: Rect, metres: [(east: Double, north: Double)]) -> (scale: Double, centre: Point) {
        let width = (metres.map(\.east).max() ?? 0) - (metres.map(\.east).min() ?? 0)
        let height = (metres.map(\.north).max() ?? 0) - (metres.map(\.north).min() ?? 0)
        let scale = min(plot.width / max(width, 1), plot.height / max(height, 1))
        return (scale, Point(x: plot.midX, y: plot.midY))
    }

    /// The ramp's colour at `fraction` (0...1), interpolated between its stops.
    public static func rampColor(_ fraction: Double) -> Color {
        let position = min(max(fraction.isFinite ? fraction : 0, 0), 1) * Double(ramp.count - 1)
        let low = min(Int(position), ramp.count - 2)
        let t = position - Double(low)
        let a = ramp[low], b = ramp[low + 1]
        return Color(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t, blue: a.blue + (b.blue - a.blue) * t)
    }

    /// A round length for the scale bar, in display units, about a fifth of `widthInUnits`.
    public static func scaleBarLength(widthInUnits: Double) -> Double {
        let target = max(widthInUnits / 5, 1e-9)
        let power = pow(10, log10(target).rounded(.down))
        return [1.0, 2, 5, 10].map { $0 * power }.last { $0 <= target } ?? power
    }

    /// Every how many units (km or mi) the track is marked: 1, 2, 5, 10... so that marks stay
    /// at least `spacing` points apart along a track `lengthInPoints` long, and no more than 30.
    public static func markInterval(units: Double, lengthInPoints: Double, spacing: Double = 36) -> Int {
        for step in [1, 2, 5, 10, 20, 50, 100, 200, 500] {
            let count = units / Double(step)
            if count <= 30, count < 1 || lengthInPoints / count >= spacing { return step }
        }
        return 1_000
    }

    // MARK: - Composition

    /// The text styles every route chart draws with, so their fonts can be opened before the data is read.
    public static func textStyles(_ theme: Theme) -> [TextStyle] {
        [theme.title, theme.caption, theme.axisLabel, markLabel(theme)]
    }

    /// The number inside a kilometre mark.
    static func markLabel(_ theme: Theme) -> TextStyle { theme.font(10, .bold) }

    public func chart(for canvas: Canvas, theme: Theme) -> Chart {
        let size = canvas.size
        let plot = plotArea(in: size)
        var marks = activity.headingMarks(theme: theme)
        let metres = localMetres()
        guard metres.count > 1 else {
            marks += EmptyNote.marks("This activity has no recorded positions to draw", at: Point(x: plot.midX, y: plot.midY), theme: theme, measuringOn: canvas)
            return Chart(size: size, background: theme.background, marks: marks)
        }
        let (scale, centre) = projection(for: plot, metres: metres)
        let points = metres.map { Point(x: centre.x + $0.east * scale, y: centre.y - $0.north * scale) }
        let starts = Set(stream.segmentStarts)

        // A halo under the track keeps crossings readable.
        let whole: [Point?] = points.indices.flatMap { starts.contains($0) ? [nil, points[$0]] : [points[$0]] }
        marks.append(LineMark(points: whole, style: StrokeStyle(theme.background, width: 8, cap: .round, join: .round)))
        marks += trackMarks(points, segmentStarts: starts, theme: theme)
        marks += distanceMarks(points, theme: theme)

        // Finish under start: on a loop, a red ring round the green start.
        if let first = points.first, let last = points.last {
            marks.append(PointMark(center: last, radius: 11, fill: .color(Self.finishColor), stroke: StrokeStyle(theme.background, width: 2)))
            marks.append(PointMark(center: first, radius: 6.5, fill: .color(Self.startColor), stroke: StrokeStyle(theme.background, width: 2.5)))
        }
        marks += scaleBar(scale: scale, plot: plot, theme: theme)
        marks += legend(size: size, theme: theme)
        return Chart(size: size, background: theme.background, marks: marks)
    }

    /// The value of `colorBy` at each sample as a fraction of its typical range, or `nil`.
    func colorFractions() -> (fractions: [Double], range: ClosedRange<Double>)? {
        guard let colorBy, let values = colorBy.values(of: stream), let range = colorBy.typicalRange(values) else { return nil }
        return (values.map { ($0 - range.lowerBound) / (range.upperBound - range.lowerBound) }, range)
    }

    /// The track as strokes of one colour each: consecutive samples in the same colour step share one.
    func trackMarks(_ points: [Point], segmentStarts: Set<Int>, theme: Theme) -> [any Mark] {
        func style(_ color: Color) -> StrokeStyle { StrokeStyle(color, width: 4, cap: .round, join: .round) }
        guard let (fractions, _) = colorFractions() else {
            let line: [Point?] = points.indices.flatMap { segmentStarts.contains($0) ? [nil, points[$0]] : [points[$0]] }
            return [LineMark(points: line, style: style(theme.accent))]
        }
        let steps = Double(Self.colorSteps - 1)
        func step(_ index: Int) -> Int { Int((min(max(fractions[index], 0), 1) * steps).rounded()) }
        var marks: [any Mark] = []
        var run: [Point?] = [points[0]]
        var current = step(0)
        for index in points.indices.dropFirst() {
            if segmentStarts.contains(index) {
                run.append(nil)
                run.append(points[index])
                continue
            }
            // The interval ending at this sample takes the colour of its end.
            let next = step(index)
            if next != current {
                marks.append(LineMark(points: run, style: style(Self.rampColor(Double(current) / steps))))
                run = [points[index - 1]]
                current = next
            }
            run.append(points[index])
        }
        marks.append(LineMark(points: run, style: style(Self.rampColor(Double(current) / steps))))
        return marks
    }

    /// A numbered circle at every whole kilometre (or mile), or every few when they would crowd.
    func distanceMarks(_ points: [Point], theme: Theme) -> [any Mark] {
        guard let distance = stream.cumulativeDistance, let base = distance.first else { return [] }
        let unit = formatter.units.metersPerDistanceUnit
        let total = distance[distance.count - 1] - base
        let lengthInPoints = zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        let interval = Self.markInterval(units: total / unit, lengthInPoints: lengthInPoints)
        var marks: [any Mark] = []
        var sample = 0
        var number = interval
        while Double(number) * unit < total {
            let reached = base + Double(number) * unit
            while distance[sample] < reached { sample += 1 }
            let before = max(sample - 1, 0)
            let span = distance[sample] - distance[before]
            let t = span > 0 ? (reached - distance[before]) / span : 0
            let point = Point(x: points[before].x + (points[sample].x - points[before].x) * t,
                              y: points[before].y + (points[sample].y - points[before].y) * t)
            marks.append(PointMark(center: point, radius: 9, fill: .color(theme.background), stroke: StrokeStyle(theme.ink, width: 1.5)))
            marks.append(TextMark("\(number)", at: point, style: Self.markLabel(theme), anchor: .center))
            number += interval
        }
        return marks
    }

    /// A bar of a round length under the plot's left edge, with its length in km (or mi).
    func scaleBar(scale: Double, plot: Rect, theme: Theme) -> [any Mark] {
        let unit = formatter.units.metersPerDistanceUnit
        let length = Self.scaleBarLength(widthInUnits: plot.width / scale / unit)
        let width = length * unit * scale
        let y = plot.maxY + 36
        let style = StrokeStyle(theme.ink, width: 2)
        let text = (length >= 1 ? String(printf: "%g", length) : String(printf: "%g", (length * 1_000).rounded() / 1_000)) + " " + formatter.units.distanceSymbol
        return [
            RuleMark.horizontal(y: y, from: plot.minX, to: plot.minX + width, style: style),
            RuleMark.vertical(x: plot.minX, from: y - 6, to: y, style: style),
            RuleMark.vertical(x: plot.minX + width, from: y - 6, to: y, style: style),
            TextMark(text, at: Point(x: plot.minX + width + 10, y: y), style: theme.axisLabel, anchor: .leading),
        ]
    }

    /// The colour ramp with the typical range's ends, top right.
    func legend(size: Size, theme: Theme) -> [any Mark] {
        guard let colorBy, let (_, range) = colorFractions() else { return [] }
        let width = 240.0, right = size.width - 56
        let bar = Rect(x: right - width, y: 62, width: width, height: 10)
        let stops = Self.ramp.indices.map { GradientStop(Double($0) / Double(Self.ramp.count - 1), Self.ramp[$0]) }
        return [
            TextMark(colorBy.caption(for: type), at: Point(x: bar.minX, y: 36), style: theme.caption, anchor: .topLeading),
            AreaMark(points: [Point(x: bar.minX, y: bar.minY), Point(x: bar.maxX, y: bar.minY)], baseline: bar.maxY, fill: .linear(start: Point(x: bar.minX, y: bar.midY), end: Point(x: bar.maxX, y: bar.midY), stops: stops)),
            TextMark(colorBy.label(range.lowerBound, type: type, formatter: formatter), at: Point(x: bar.minX, y: bar.maxY + 8), style: theme.axisLabel, anchor: .topLeading),
            TextMark(colorBy.label(range.upperBound, type: type, formatter: formatter), at: Point(x: bar.maxX, y: bar.maxY + 8), style: theme.axisLabel, anchor: .topTrailing),
        ]
    }
}
