/// Why positions make no segment; each case names the value and what is accepted.
public enum SegmentShapeError: Error, Equatable, Sendable, CustomStringConvertible {
    case tooFewPoints(Int)
    case outsideProjection(latitude: Double, longitude: Double)
    case length(Double)
    case noPositions
    case fromBeyondEnd(from: Double, length: Double)
    case fromNotBeforeTo(from: Double, to: Double)

    public var description: String {
        switch self {
        case .tooFewPoints(let count):
            return "has \(count.counted("point", "points")); a segment needs at least 2 positions"
        case .outsideProjection(let latitude, let longitude):
            return "has a position at \(Self.degrees(latitude)), \(Self.degrees(longitude)), outside the Web-Mercator range (latitude within ±85.0511°)"
        case .length(let metres):
            return "is \(Self.kilometres(metres)) km long; a segment is 0.1 to 100 km long"
        case .noPositions:
            return "has no recorded positions; a segment is drawn from a track"
        case .fromBeyondEnd(let from, let length):
            return "\(Self.kilometres(from)) km is beyond the activity's \(Self.kilometres(length)) km"
        case .fromNotBeforeTo(let from, let to):
            return "--from \(Self.kilometres(from)) km is not before --to \(Self.kilometres(to)) km"
        }
    }

    private static func kilometres(_ metres: Double) -> String { String(printf: "%.3f", metres / 1000) }
    private static func degrees(_ value: Double) -> String { String(printf: "%.5f", value) }
}
