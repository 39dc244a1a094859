/// What a piece of gear is: the kinds `tracker gear add --kind` accepts.
public enum GearKind: String, CaseIterable, Sendable {
    case shoes, bike, other

    /// The family a gear of this kind is for when `--for` does not say: shoes are run in, bikes
    /// ridden; other gear names its family itself.
    public var family: ActivityFamily? {
        switch self {
        case .shoes: return .run
        case .bike: return .ride
        case .other: return nil
        }
    }

    /// The kind of a gear an import names without saying what it is, from the activity it was
    /// used for: on foot it is shoes, on a bike a bike.
    public static func used(for family: ActivityFamily) -> GearKind {
        switch family {
        case .run, .walk: return .shoes
        case .ride: return .bike
        case .swim, .winter, .water, .fitness, .other: return .other
        }
    }
}
