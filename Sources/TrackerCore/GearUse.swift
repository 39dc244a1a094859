/// What the activities done with one gear add up to: read from them whenever it is asked for,
/// so it can never drift from them.
public struct GearUse: Equatable, Sendable {
    public var activities: Int
    /// Metres.
    public var distance: Double
    /// Seconds.
    public var duration: Double
    /// Unix seconds of the first and last activity's start, `nil` for an unused gear.
    public var first: Int64?
    public var last: Int64?

    public init(activities: Int = 0, distance: Double = 0, duration: Double = 0, first: Int64? = nil, last: Int64? = nil) {
        self.activities = activities
        self.distance = distance
        self.duration = duration
        self.first = first
        self.last = last
    }

    /// The share of `limit` (metres) used, 0.5 for half; `nil` without a limit.
    public func share(of limit: Double?) -> Double? {
        guard let limit, limit > 0 else { return nil }
        return distance / limit
    }

    /// Whether going from `before` to this use passes `limit`: said once, by the write that did it.
    public func passes(_ limit: Double?, from before: GearUse?) -> Bool {
        guard let limit else { return false }
        return distance >= limit && (before?.distance ?? 0) < limit
    }
}
