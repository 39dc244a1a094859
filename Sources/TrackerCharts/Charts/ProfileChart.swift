#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import TrackerCore

/// One activity's elevation against distance as a filled profile, with pace (or speed) or heart
/// rate as a second line on its own axis on the right.
public struct ProfileChart: Composition {
    public static let defaultSize = Size(width: 1200, height: 500)

    public var activity: TrackedActivity
    /// The second line: `.pace` or `.heartRate`; `nil` (or a stream without it) draws none.
    public var overlay: TrackMetric?

    public init(activity: TrackedActivity, overlay: TrackMetric?) {
        self.activity = activity
        self.overlay = overlay == .elevation ? nil : overlay
    }

    var stream: ActivityStream { activity.stream }
    var type: ActivityType { activity.type }
    var formatter: DisplayFormatter { activity.formatter }

    public static let paceColor = Color(hex: 0x1E9BE0)
    public static let heartRateColor = Color(hex: 0xE5484D)

    /// The profile's fill and outline in `theme`: a neutral grey, as the ground is.
    static func groundColors(_ theme: Theme) -> (fill: Color, line: Color) {
        theme.name == .dark ? (Color(hex: 0x4A4A55), Color(hex: 0x8A8A96)) : (Color(hex: 0xC9CAD2), Color(hex: 0x8E8E99))
    }

    // MARK: - Layout

    public func plotArea(in size: Size) -> Rect {
        Rect(x: 0, y: 0, width: size.width, height: size.height).inset(top: 128, left: 80, bottom: 58, right: 96)
    }

    /// Distance (in display units) and elevation (in display units) of the samples, averaged into
    /// at most `buckets` points along the distance; the overlay's values likewise.
    public func series(buckets: Int) -> (distance: [Double], elevation: [Double], overlay: [Double]?) {
        guard let distance = stream.cumulativeDistance, let elevation = stream.elevation, let base = distance.first,
              let total = distance.last.map({ $0 - base }), total > 0, buckets > 0 else { return ([], [], nil) }
        let overlayValues = overlay?.values(of: stream)
        var counts = [Int](repeating: 0, count: buckets)
        var distances = [Double](repeating: 0, count: buckets), elevations = distances, overlays = distances
        for index in distance.indices {
            let bucket = min(buckets - 1, Int((distance[index] - base) / total * Double(buckets)))
            counts[bucket] += 1
            distances[bucket] += distance[index] - base
            elevations[bucket] += elevation[index]
            overlays[bucket] += overlayValues?[index] ?? 0
        }
        let filled = counts.indices.filter { counts[$0] > 0 }
        let unit = formatter.units.metersPerDistanceUnit, height = formatter.units.metersPerElevationUnit
        let meanDistance: [Double] = filled.map { distances[$0] / Double(counts[$0]) / unit }
        let meanElevation: [Double] = filled.map { elevations[$0] / Double(counts[$0]) / height }
        let meanOverlay: [Double]? = overlayValues == nil ? nil : filled.map { overlays[$0] / Double(counts[$0]) }
        return (meanDistance, meanElevation, meanOverlay)
    }

    /// Elevation from a little below the lowest point to a little above the highest, in round steps,
    /// at least 40 m (or ft) high so that a flat run does not look alpine.
    public func elevationScale(_ elevation: [Double], plot: Rect) -> LinearScale {
        let low = elevation.min() ?? 0, high = elevation.max() ?? 0
        let span = max(high - low, 40)
        let middle = (low + high) / 2
        return LinearScale(domain: (middle - span * 0.6)...(middle + span * 0.6), range: (plot.maxY, plot.minY)).nice(count: 4)
    }

    // MARK: - Composition

    /// The text styles every profile chart draws with, so their fonts can be opened before the data is read.
    public static func textStyles(_ theme: Theme) -> [TextStyle] {
        [theme.title, theme.caption, theme.axisLabel]
    }

    public func chart(for canvas: Canvas, theme: Theme) -> Chart {
        let size = canvas.size
        let plot = plotArea(in: size)
        var marks = activity.headingMarks(theme: theme)
        let (distance, elevation, overlayValues) = series(buckets: max(2, Int(plot.width / 2)))
        guard distance.count > 1 else {
            marks += EmptyNote.marks("This activity has no recorded elevation along a distance", at: Point(x: plot.midX, y: plot.midY), theme: theme, measuringOn: canvas)
            return Chart(size: size, background: theme.background, marks: marks)
        }
        let x = LinearScale(domain: 0...(distance.last ?? 1), range: (plot.minX, plot.maxX))
        let y = elevationScale(elevation, plot: plot)

        for tick in y.ticks(count: 4) {
            marks.append(RuleMark.horizontal(y: y(tick), from: plot.minX, to: plot.maxX, style: StrokeStyle(theme.grid, width: 1)))
            marks.append(TextMark(String(printf: "%.0f", tick) + " " + formatter.units.elevationSymbol, at: Point(x: plot.minX - 12, y: y(tick)), style: theme.axisLabel, anchor: .trailing))
        }
        for tick in x.ticks(count: 8) {
            let label = (tick == tick.rounded() ? String(printf: "%.0f", tick + 0) : String(printf: "%g", tick + 0)) + " " + formatter.units.distanceSymbol
            marks.append(TextMark(label, at: Point(x: x(tick), y: plot.maxY + 14), style: theme.axisLabel, anchor: .top))
        }

        let ground = Self.groundColors(theme)
        let outline = zip(distance, elevation).map { Point(x: x($0), y: y($1)) }
        marks.append(AreaMark(points: outline, baseline: plot.maxY, fill: .linear(
            start: Point(x: plot.minX, y: plot.minY), end: Point(x: plot.minX, y: plot.maxY),
            stops: [GradientStop(0, ground.fill), GradientStop(1, ground.fill.opacity(0.35))])))
        marks.append(LineMark(points: outline, style: StrokeStyle(ground.line, width: 1.5, join: .round)))
        marks.append(RuleMark.horizontal(y: plot.maxY, from: plot.minX, to: plot.maxX, style: StrokeStyle(theme.secondaryInk, width: 1)))

        var legend: [(String, Color)] = [("ELEVATION", ground.line)]
        if let overlay, let overlayValues, let range = overlay.typicalRange(overlayValues) {
            let color = overlay == .pace ? Self.paceColor : Self.heartRateColor
            // A little room above and below, so the line does not run along the frame.
            let pad = (range.upperBound - range.lowerBound) * 0.15
            let scale = LinearScale(domain: (range.lowerBound - pad)...(range.upperBound + pad), range: (plot.maxY, plot.minY))
            // Standing still has no pace: the line breaks there instead of diving to the axis.
            let points: [Point?] = zip(distance, overlayValues).map { metres, value in
                overlay == .pace && value < ActivityStream.movingSpeedThreshold ? nil : Point(x: x(metres), y: min(max(scale(value), plot.minY), plot.maxY))
            }
            marks.append(LineMark(points: points, style: StrokeStyle(color, width: 2, join: .round)))
            for tick in [range.lowerBound, (range.lowerBound + range.upperBound) / 2, range.upperBound] {
                marks.append(TextMark(overlay.label(tick, type: type, formatter: formatter), at: Point(x: plot.maxX + 12, y: scale(tick)), style: theme.axisLabel.with(color: color), anchor: .leading))
            }
            legend.append((overlay.caption(for: type), color))
        }
        var left = size.width - 56
        for (name, color) in legend.reversed() {
            let width = canvas.measure(name, style: theme.caption).width
            marks.append(TextMark(name, at: Point(x: left, y: 44), style: theme.caption, anchor: .topTrailing))
            marks.append(RuleMark.horizontal(y: 52, from: left - width - 30, to: left - width - 10, style: StrokeStyle(color, width: 4, cap: .round)))
            left -= width + 56
        }
        return Chart(size: size, background: theme.background, marks: marks)
    }
}

private extension TextStyle {
    func with(color: Color) -> TextStyle {
        var style = self
        style.color = color
        return style
    }
}
