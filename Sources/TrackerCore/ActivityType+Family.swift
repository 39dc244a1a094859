extension ActivityType {
    /// The family this type belongs to.
    public var family: ActivityFamily {
        switch self {
        case .run, .trailRun, .treadmillRun, .virtualRun: return .run
        case .ride, .mountainBike, .gravelRide, .eBike, .eMountainBike, .virtualRide, .indoorRide: return .ride
        case .swim, .poolSwim, .openWaterSwim: return .swim
        case .walk, .hike: return .walk
        case .row, .kayak, .canoe, .paddleboard, .surf: return .water
        case .alpineSki, .backcountrySki, .nordicSki, .snowboard, .snowshoe, .iceSkate: return .winter
        case .strength, .yoga, .workout, .elliptical, .stairStepper: return .fitness
        case .other: return .other
        }
    }

    /// Whether an activity of this type and one of `other` may be the same activity: same family, or
    /// either is in the `other` family (a file whose sport was not recognised).
    public func isCompatible(with other: ActivityType) -> Bool {
        family == .other || other.family == .other || family == other.family
    }
}
