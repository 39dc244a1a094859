#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A stroked circular arc, as in an activity ring. Angles in radians, clockwise on screen
/// from the positive x axis; an end beyond a full turn keeps going round over itself.
public struct ArcMark: Mark {
    public var center: Point
    public var radius: Double
    public var startAngle: Double
    public var endAngle: Double
    public var style: StrokeStyle

    public init(center: Point, radius: Double, from startAngle: Double, to endAngle: Double, style: StrokeStyle) {
        self.center = center
        self.radius = radius
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.style = style
    }

    /// The point on the arc at `angle`.
    public func point(at angle: Double) -> Point {
        Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    public var path: Path {
        var path = Path()
        path.move(to: point(at: startAngle))
        path.arc(center: center, radius: radius, start: startAngle, end: endAngle)
        return path
    }

    public func draw(on canvas: Canvas) {
        canvas.stroke(path, with: style)
    }
}
