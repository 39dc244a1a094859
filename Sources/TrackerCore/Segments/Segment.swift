/// A named stretch whose passes are timed in every activity (`tracker segment`).
public struct Segment: Equatable, Sendable {
    public var id: Int64?
    public var name: String
    public var shape: SegmentShape
    /// Where it was drawn: `activity 12, 3.000-4.200 km`, or `gpx climb.gpx`.
    public var source: String
    public var createdAt: Int64

    public init(id: Int64? = nil, name: String, shape: SegmentShape, source: String, createdAt: Int64) {
        self.id = id
        self.name = name
        self.shape = shape
        self.source = source
        self.createdAt = createdAt
    }
}
