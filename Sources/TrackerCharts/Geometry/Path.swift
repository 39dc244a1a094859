#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A vector outline built from straight lines, cubic Bézier curves and circular arcs.
public struct Path: Equatable, Sendable {
    public enum Element: Equatable, Sendable {
        case move(Point)
        case line(Point)
        case curve(control1: Point, control2: Point, to: Point)
        /// A circular arc; angles in radians from the positive x axis, increasing clockwise
        /// on screen (cairo's convention, since y grows downwards).
        case arc(center: Point, radius: Double, start: Double, end: Double)
        case close
    }

    public private(set) var elements: [Element] = []

    public init(_ elements: [Element] = []) {
        self.elements = elements
    }

    public mutating func move(to point: Point) { elements.append(.move(point)) }
    public mutating func line(to point: Point) { elements.append(.line(point)) }
    public mutating func curve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1: control1, control2: control2, to: point))
    }
    public mutating func arc(center: Point, radius: Double, start: Double, end: Double) {
        elements.append(.arc(center: center, radius: radius, start: start, end: end))
    }
    public mutating func close() { elements.append(.close) }

    public var isEmpty: Bool { elements.isEmpty }

    /// The end points of every element, in order (arcs contribute their end point).
    public var points: [Point] {
        elements.compactMap {
            switch $0 {
            case .move(let point), .line(let point): return point
            case .curve(_, _, let point): return point
            case .arc(let center, let radius, _, let end):
                return Point(x: center.x + radius * cos(end), y: center.y + radius * sin(end))
            case .close: return nil
            }
        }
    }

    public static func rectangle(_ rect: Rect) -> Path {
        Path([
            .move(Point(x: rect.minX, y: rect.minY)), .line(Point(x: rect.maxX, y: rect.minY)),
            .line(Point(x: rect.maxX, y: rect.maxY)), .line(Point(x: rect.minX, y: rect.maxY)), .close,
        ])
    }

    public static func circle(center: Point, radius: Double) -> Path {
        Path([.move(Point(x: center.x + radius, y: center.y)), .arc(center: center, radius: radius, start: 0, end: 2 * .pi), .close])
    }

    public static func segment(from start: Point, to end: Point) -> Path {
        Path([.move(start), .line(end)])
    }
}
