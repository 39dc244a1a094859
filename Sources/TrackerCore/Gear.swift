/// One piece of gear (a pair of shoes, a bike) whose distance is counted over the activities
/// done with it. Its totals are not part of it: they are read from the activities (`GearUse`).
public struct Gear: Equatable, Sendable {
    /// The database id; `nil` before it is stored.
    public var id: Int64?
    /// Unique whatever the letter case.
    public var name: String
    public var kind: GearKind
    /// The family it is for, whose default it may be; `nil` for any.
    public var family: ActivityFamily?
    /// Whether `add` and `import` give it to the family's activities that name no gear.
    public var isDefault: Bool
    /// Metres after which it is due for replacement, or `nil`.
    public var limit: Double?
    /// Unix seconds from which it was in use: a default is not given to activities before it.
    public var since: Int64?
    /// Unix seconds when it was retired, or `nil` while in use.
    public var retired: Int64?
    public var notes: String?
    public var brand: String?
    public var model: String?
    /// Strava's id of the item (`b1234`, `g1234`), for a gear an export brought.
    public var stravaID: String?

    public init(
        id: Int64? = nil, name: String, kind: GearKind, family: ActivityFamily? = nil, isDefault: Bool = false,
        limit: Double? = nil, since: Int64? = nil, retired: Int64? = nil, notes: String? = nil,
        brand: String? = nil, model: String? = nil, stravaID: String? = nil
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.family = family
        self.isDefault = isDefault
        self.limit = limit
        self.since = since
        self.retired = retired
        self.notes = notes
        self.brand = brand
        self.model = model
        self.stravaID = stravaID
    }

    public var isRetired: Bool { retired != nil }

    /// Whether it is the default for an activity of `family` starting at `start`: a default, for
    /// that family, in use then (not before `since`), and not retired.
    public func isDefault(for family: ActivityFamily, at start: Int64) -> Bool {
        isDefault && !isRetired && self.family == family && (since.map { start >= $0 } ?? true)
    }

    /// The names an activity's gear text may give it: its name, and for shoes from an export also
    /// `Brand Model` and `Brand Model Name`, which is how Strava's `Activity Gear` names shoes.
    public var namesGiven: [String] {
        var names = [name]
        if let brand, let model {
            names.append(brand + " " + model)
            names.append(brand + " " + model + " " + name)
        }
        return names
    }
}
