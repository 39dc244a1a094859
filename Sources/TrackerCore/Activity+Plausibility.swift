extension ActivityType {
    /// Average speeds (meters a second) within which anyone does this kind of activity: from
    /// a stop-and-go stroll to a world record, with room on both sides. Outside them a unit was
    /// most likely mistyped (`5m` is five meters, `30s` thirty seconds).
    public var plausibleSpeeds: ClosedRange<Double> { family.plausibleSpeeds }
}

extension ActivityFamily {
    /// Average speeds (meters a second) within which anyone does a sport of this family.
    public var plausibleSpeeds: ClosedRange<Double> {
        switch self {
        case .run: return 0.5...12  // 1.8 to 43 km/h
        case .walk: return 0.1...4  // 0.4 to 14 km/h
        case .ride: return 0.5...30  // 1.8 to 108 km/h
        case .swim: return 0.1...3  // 0.4 to 11 km/h
        case .winter: return 0.05...40  // a day on the slopes, lifts included, to a downhill race
        case .water: return 0.05...25  // a drifting canoe to a kitesurfer
        case .fitness: return 0.05...15  // what a machine counts
        case .other: return 0.05...100
        }
    }
}

extension Activity {
    /// Whether the average speed lies outside what anyone does in this kind of activity; an
    /// activity without a distance has none to judge.
    public var speedLooksMistyped: Bool {
        guard distance > 0, duration > 0 else { return false }
        return !type.plausibleSpeeds.contains(distance / duration)
    }
}
