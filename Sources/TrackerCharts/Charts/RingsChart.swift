#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import TrackerCore

/// Activity rings: concentric round-capped arcs from 12 o'clock clockwise, each the
/// progress toward a weekly goal over a faint full track, with a legend. A ring's colour says
/// what it measures (distance, time, elevation), whichever goals are set, as Apple's rings do.
public struct RingsChart: Composition {
    public static let defaultSize = Size(width: 600, height: 600)

    public struct Ring: Equatable, Sendable {
        public var name: String
        /// What the goal measures: it alone picks the ring's colour.
        public var metric: WeekMetric
        /// Progress toward the goal: 1 is exactly met; beyond 1 the arc keeps going round.
        public var progress: Double
        /// `42.30 / 50 km`.
        public var detail: String

        public init(name: String, metric: WeekMetric, progress: Double, detail: String) {
            self.name = name
            self.metric = metric
            self.progress = progress
            self.detail = detail
        }
    }

    /// Outermost first.
    public var rings: [Ring]
    public var title: String
    public var subtitle: String

    public init(rings: [Ring], title: String = "Weekly goals", subtitle: String) {
        self.rings = rings
        self.title = title
        self.subtitle = subtitle
    }

    /// Progress to angle: 0 at 12 o'clock, one full turn per goal met.
    public static let angleScale = LinearScale(domain: 0...1, range: (-Double.pi / 2, 3 * Double.pi / 2))

    /// "85%", rounded down so a ring short of its goal never reads 100%.
    public static func percentText(_ progress: Double) -> String {
        Percent.text(progress)
    }

    // MARK: - Layout

    public struct Geometry: Equatable, Sendable {
        public var center: Point
        public var lineWidth: Double
        /// Center-line radius of each ring, outermost first.
        public var radii: [Double]
        public var legendTop: Double
    }

    public func geometry(in size: Size) -> Geometry {
        let legendHeight = Double(rings.count) * 34 + 24
        let top = 104.0
        let available = max(40, min(size.width - 64, size.height - top - legendHeight - 24))
        let outer = available / 2
        let count = Double(max(rings.count, 1))
        let lineWidth = min(40, outer / (count + 0.9) * 0.86)
        let gap = lineWidth * 0.14
        let radii = rings.indices.map { outer - lineWidth / 2 - Double($0) * (lineWidth + gap) }
        return Geometry(center: Point(x: size.width / 2, y: top + outer), lineWidth: lineWidth, radii: radii, legendTop: top + available + 32)
    }

    // MARK: - Composition

    /// The text styles every rings chart draws with, so their fonts can be opened before the
    /// data is read.
    public static func textStyles(_ theme: Theme) -> [TextStyle] {
        [theme.title, theme.caption, theme.legendName(), theme.legendDetail]
    }

    /// The chart for `canvas`'s size (it measures no text: every label has an anchor).
    public func chart(for canvas: Canvas, theme: Theme) -> Chart {
        let size = canvas.size
        let layout = geometry(in: size)
        var marks: [any Mark] = [
            TextMark(title, at: Point(x: size.width / 2, y: 32), style: theme.title, anchor: .top),
            TextMark(subtitle, at: Point(x: size.width / 2, y: 66), style: theme.caption, anchor: .top),
        ]
        let angle = RingsChart.angleScale
        for (index, ring) in rings.enumerated() {
            let color = theme.ringColor(for: ring.metric)
            let radius = layout.radii[index]
            let width = layout.lineWidth
            let progress = ring.progress.isFinite ? max(0, ring.progress) : 0
            let start = angle(0), end = angle(progress)
            marks.append(ArcMark(center: layout.center, radius: radius, from: 0, to: 2 * .pi, style: StrokeStyle(color.opacity(theme.trackOpacity), width: width)))
            // No progress, no arc: a round cap alone would draw a dot that reads as a start.
            guard progress > 0 else { continue }
            let arc = ArcMark(center: layout.center, radius: radius, from: start, to: end, style: StrokeStyle(color, width: width, cap: .round))
            marks.append(arc)
            if progress > 1 {
                // The head passes over the start: a shadow just ahead of it shows the overlap,
                // then the last stretch is drawn again so the shadow falls only forwards.
                let head = arc.point(at: end)
                let ahead = Point(x: head.x + cos(end + .pi / 2) * width * 0.18, y: head.y + sin(end + .pi / 2) * width * 0.18)
                marks.append(PointMark(center: ahead, radius: width * 0.78, fill: .radial(
                    center: ahead, innerRadius: width * 0.3, outerRadius: width * 0.78,
                    stops: [GradientStop(0, Color.black.opacity(0.45)), GradientStop(1, Color.black.opacity(0))])))
                marks.append(ArcMark(center: layout.center, radius: radius, from: end - .pi / 2, to: end, style: StrokeStyle(color, width: width, cap: .round)))
            }
        }

        let legendLeft = max(32, size.width / 2 - 230), legendRight = min(size.width - 32, size.width / 2 + 230)
        for (index, ring) in rings.enumerated() {
            let color = theme.ringColor(for: ring.metric)
            let rowY = layout.legendTop + Double(index) * 34
            marks.append(PointMark(center: Point(x: legendLeft + 7, y: rowY), radius: 7, fill: .color(color)))
            marks.append(TextMark(ring.name, at: Point(x: legendLeft + 24, y: rowY), style: theme.legendName(), anchor: .leading))
            // Right-aligned before the percentage, leaving the room on the left to a long name (`Ride elevation`).
            marks.append(TextMark(ring.detail, at: Point(x: legendRight - 64, y: rowY), style: theme.legendDetail, anchor: .trailing))
            marks.append(TextMark(RingsChart.percentText(ring.progress), at: Point(x: legendRight, y: rowY), style: theme.legendName(color: color), anchor: .trailing))
        }
        return Chart(size: size, background: theme.background, marks: marks)
    }
}
