import Foundation
import Testing
import TrackerCharts

@Suite struct MarkTests {
    /// The point at `t` on the cubic Bézier from `p0` to `p3`.
    func bezier(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        func mix(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d
        }
        return Point(x: mix(p0.x, p1.x, p2.x, p3.x), y: mix(p0.y, p1.y, p2.y, p3.y))
    }

    @Test func smoothCurveStaysBetweenNeighbouringValues() throws {
        let points = [Point(x: 0, y: 300), Point(x: 100, y: 20), Point(x: 200, y: 300), Point(x: 300, y: 300), Point(x: 400, y: 150)]
        let path = Interpolation.smooth.path(through: points)
        #expect(path.points == points)
        var previous = points[0]
        for element in path.elements.dropFirst() {
            guard case .curve(let control1, let control2, let end) = element else {
                Issue.record("expected a curve, got \(element)")
                return
            }
            #expect(control1.y == previous.y && control2.y == end.y)
            for step in 0...20 {
                let y = bezier(previous, control1, control2, end, Double(step) / 20).y
                // Never above the higher point nor below the lower one: no overshoot, no dip below zero.
                #expect(y >= min(previous.y, end.y) - 1e-9 && y <= max(previous.y, end.y) + 1e-9)
            }
            previous = end
        }
    }

    @Test func linearInterpolationDrawsStraightSegments() {
        let path = Interpolation.linear.path(through: [Point(x: 0, y: 0), Point(x: 10, y: 5), Point(x: 20, y: 0)])
        #expect(path.elements == [.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 5)), .line(Point(x: 20, y: 0))])
    }

    @Test func aLineBreaksAtGaps() {
        let p = (0..<6).map { Point(x: Double($0), y: 1) }
        let line = LineMark(points: [p[0], p[1], nil, p[3], nil, p[5]], style: StrokeStyle(.black))
        #expect(line.runs == [[p[0], p[1]]])
        let canvas = RecordingCanvas(size: Size(width: 10, height: 10))
        line.draw(on: canvas)
        #expect(canvas.strokes.count == 1)
        let joined = LineMark(points: [p[0], p[1], nil, p[3], p[4], p[5]], style: StrokeStyle(.black))
        #expect(joined.runs.count == 2)
    }

    @Test func areaClosesDownToTheBaseline() {
        let area = AreaMark(points: [Point(x: 0, y: 10), Point(x: 50, y: 30)], baseline: 100, fill: .color(.black))
        #expect(area.path.points == [Point(x: 0, y: 10), Point(x: 50, y: 30), Point(x: 50, y: 100), Point(x: 0, y: 100)])
        #expect(area.path.elements.last == .close)
    }

    @Test func arcGoesClockwiseFromTwelveOClock() {
        let arc = ArcMark(center: Point(x: 100, y: 100), radius: 50, from: RingsChart.angleScale(0), to: RingsChart.angleScale(0.25), style: StrokeStyle(.black))
        let start = arc.point(at: arc.startAngle), end = arc.point(at: arc.endAngle)
        #expect(abs(start.x - 100) < 1e-9 && abs(start.y - 50) < 1e-9)  // 12 o'clock
        #expect(abs(end.x - 150) < 1e-9 && abs(end.y - 100) < 1e-9)  // 3 o'clock
    }

    @Test func textMarkAnchorsAndSkipsEmptyText() {
        let canvas = RecordingCanvas(size: Size(width: 10, height: 10))
        let style = TextStyle(size: 12, color: .black)
        TextMark("", at: Point(x: 1, y: 1), style: style).draw(on: canvas)
        TextMark("NOV", at: Point(x: 5, y: 6), style: style, anchor: .top).draw(on: canvas)
        #expect(canvas.operations == [.text("NOV", Point(x: 5, y: 6), style, .top)])
    }
}
