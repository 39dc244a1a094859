extension ActivityType {
    /// The family this type belongs to; `nil` for `other`, which may be anything.
    public var family: ActivityFamily? {
        switch self {
        case .run: return .running
        case .ride: return .cycling
        case .walk, .hike: return .onFoot
        case .swim: return .swimming
        case .other: return nil
        }
    }

    /// Whether an activity of this type and one of `other` may be the same activity: same family, or
    /// either is `other` (a file whose sport was not recognised).
    public func isCompatible(with other: ActivityType) -> Bool {
        guard let family, let otherFamily = other.family else { return true }
        return family == otherFamily
    }
}
