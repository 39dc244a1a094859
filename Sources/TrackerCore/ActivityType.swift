/// The kind of an activity, as stored in the database.
///
/// The raw value is the stable name kept in `activities.type` and typed on the command line
/// (`trail-run`); it never changes once shipped, so old databases read as they are. Each type
/// belongs to one `ActivityFamily`, which decides how it is measured and filtered.
public enum ActivityType: String, CaseIterable, Sendable, Codable {
    // MARK: Runs
    case run
    case trailRun = "trail-run"
    case treadmillRun = "treadmill-run"
    case virtualRun = "virtual-run"
    // MARK: Rides
    case ride
    case mountainBike = "mountain-bike"
    case gravelRide = "gravel-ride"
    case eBike = "e-bike"
    case eMountainBike = "e-mountain-bike"
    case virtualRide = "virtual-ride"
    case indoorRide = "indoor-ride"
    // MARK: Swims
    case swim
    case poolSwim = "pool-swim"
    case openWaterSwim = "open-water-swim"
    // MARK: Walks and hikes
    case walk, hike
    // MARK: Water
    case row, kayak, canoe, paddleboard, surf
    // MARK: Winter
    case alpineSki = "alpine-ski"
    case backcountrySki = "backcountry-ski"
    case nordicSki = "nordic-ski"
    case snowboard, snowshoe
    case iceSkate = "ice-skate"
    // MARK: Fitness
    case strength, yoga, workout, elliptical
    case stairStepper = "stair-stepper"
    // MARK: Anything else
    case other

    /// The type whose name (raw value) is exactly `name`, as stored in the database. A plain
    /// comparison of names: the synthesized `init(rawValue:)` builds a table of them on first use,
    /// and that and its runtime lookups are a share of a short command's start.
    public init?(storedName name: String) {
        for type in ActivityType.allCases where type.rawValue == name {
            self = type
            return
        }
        return nil
    }

    /// Parses a type name or one of its aliases, in any letter case, with spaces, hyphens or
    /// underscores between the words or none (`Trail Run`, `trail_run`, `trailrun`, `cycling`).
    public init?(parsing text: String) {
        // The name as declared needs no table (building it is a share of a short command's start).
        if let type = ActivityType(storedName: text) {
            self = type
            return
        }
        guard let type = ActivityType.byKey[ActivityType.key(text)] else { return nil }
        self = type
    }

    /// Alternative names people type for each type (the names other apps and files use are in
    /// `ActivityTypeNames`).
    public static let aliases: [String: ActivityType] = [
        "running": .run, "jog": .run, "jogging": .run, "road run": .run,
        "trail": .trailRun, "trail running": .trailRun,
        "treadmill": .treadmillRun, "treadmill running": .treadmillRun, "indoor run": .treadmillRun,
        "cycling": .ride, "bike": .ride, "biking": .ride, "bicycle": .ride, "cycle": .ride, "road ride": .ride,
        "mtb": .mountainBike, "mountain bike ride": .mountainBike, "mountain biking": .mountainBike,
        "gravel": .gravelRide, "e-bike ride": .eBike, "ebike ride": .eBike,
        "e-mountain bike ride": .eMountainBike, "e-mtb": .eMountainBike,
        "zwift": .virtualRide, "indoor cycling": .indoorRide, "trainer": .indoorRide, "spin": .indoorRide,
        "swimming": .swim, "pool": .poolSwim, "lap swim": .poolSwim, "open water": .openWaterSwim,
        "walking": .walk, "hiking": .hike,
        "rowing": .row, "kayaking": .kayak, "canoeing": .canoe,
        "stand up paddle": .paddleboard, "stand up paddling": .paddleboard, "sup": .paddleboard, "surfing": .surf,
        "ski": .alpineSki, "alpine skiing": .alpineSki, "skiing": .alpineSki, "ski touring": .backcountrySki,
        "cross country skiing": .nordicSki, "cross-country ski": .nordicSki, "xc ski": .nordicSki,
        "snowboarding": .snowboard, "snowshoeing": .snowshoe, "skating": .iceSkate, "ice skating": .iceSkate,
        "weight training": .strength, "weights": .strength, "strength training": .strength,
        "training": .workout, "crossfit": .workout, "hiit": .workout, "stairs": .stairStepper,
    ]

    /// `Trail run`: the name shown in tables.
    public var displayName: String {
        // A plain map: the generic `replacing` costs more than the rest of a confirmation line.
        let words = String(rawValue.map { $0 == "-" ? " " : $0 })
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// Runs, walks and hikes read as pace per kilometer or mile; swims as pace per 100 m
    /// (`DisplayFormatter.pace`); everything else as speed.
    public var showsPace: Bool { family.showsPace }

    /// The list shown in error messages.
    public static var acceptedList: String { allCases.map(\.rawValue).joined(separator: ", ") }

    // MARK: - Lookup

    /// `text` as the lookup tables key it: lowercased, accents kept, and spaces, hyphens,
    /// underscores and dots dropped, so `Trail Run`, `trail-run` and `TrailRun` meet.
    public static func key(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { !" -_.\t".unicodeScalars.contains($0) }.map(Character.init))
    }

    private static let byKey: [String: ActivityType] = {
        var table: [String: ActivityType] = [:]
        for (alias, type) in aliases { table[key(alias)] = type }
        // The names themselves win over any alias spelled the same.
        for type in allCases { table[key(type.rawValue)] = type }
        return table
    }()
}
