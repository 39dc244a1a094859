/// The gear a file names for an activity, or lists on its own (Strava's `bikes.csv` and
/// `shoes.csv`): found among the stored gear by Strava's id, then by name; stored when new.
public struct GearReference: Equatable, Hashable, Sendable {
    public var name: String
    /// `nil` when the file does not say (it is then taken from the activity's family).
    public var kind: GearKind?
    public var brand: String?
    public var model: String?
    public var stravaID: String?

    public init(name: String, kind: GearKind? = nil, brand: String? = nil, model: String? = nil, stravaID: String? = nil) {
        self.name = name
        self.kind = kind
        self.brand = brand
        self.model = model
        self.stravaID = stravaID
    }
}
