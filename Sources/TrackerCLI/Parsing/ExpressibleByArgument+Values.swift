import TrackerCharts
import TrackerCore
import TrackerImport

// The value types of other modules that options and arguments take; each says only what one
// of its values is called. The types of TrackerCLI conform where they are declared.

extension WeekMetric: ExpressibleByArgument {
    static let argumentKind = "a metric"
}

extension WeekLayout: ExpressibleByArgument {
    static let argumentKind = "a week layout"
}

extension WeekStart: ExpressibleByArgument {
    static let argumentKind = "a week start"
}

extension ImageFormat: ExpressibleByArgument {
    static let argumentKind = "an image format"
}

extension Interpolation: ExpressibleByArgument {
    static let argumentKind = "a curve"
}

extension Theme.Name: ExpressibleByArgument {
    static let argumentKind = "a theme"
}

extension ImportFormat: ExpressibleByArgument {
    static let argumentKind = "an import format"
}

extension UnitSystem: ExpressibleByArgument {
    static let argumentKind = "a unit system"

    init?(argument: String) {
        self.init(parsing: argument)
    }
}

extension ActivityType: ExpressibleByArgument {
    static let argumentKind = "an activity type"

    /// A type's name or one of its aliases (`cycling`), or a name an import reads (`pilates`, `golf`).
    init?(argument: String) {
        guard let type = ActivityTypeNames.type(typed: argument) else { return nil }
        self = type
    }
}

extension ActivityTypeFilter: ExpressibleByArgument {
    static let argumentKind = "an activity type or family"
    static var allValueStrings: [String] { allNames }

    /// A family (`run`), a type (`trail-run`, `"trail run"`) or an alias of either.
    init?(argument: String) {
        self.init(parsing: argument)
    }

    /// The help of every `--type` that filters.
    static let optionHelp = "Only this family (run, ride, swim, walk, winter, water, fitness, other: run is every kind of run) or this one type (trail-run); repeat for several."
}

extension ActivityFamily: ExpressibleByArgument {
    static let argumentKind = "an activity family"

    /// A family's name or an alias (`running`).
    init?(argument: String) {
        self.init(parsing: argument)
    }
}

extension GearKind: ExpressibleByArgument {
    static let argumentKind = "a kind of gear"
}

extension MoodLevel: ExpressibleByArgument {
    static let argumentKind = "a mood"
    static var allValueStrings: [String] { allCases.map(\.name) }
    static var otherForms: String? { "a number from 0 (terrible) to 3 (excellent)" }

    /// A level's name or its number, 0 to 3.
    init?(argument: String) {
        self.init(parsing: argument)
    }
}

extension TrackMetric: ExpressibleByArgument {
    static let argumentKind = "a track metric"
}

extension CalendarMetric: ExpressibleByArgument {
    static let argumentKind = "a calendar metric"
}

extension TileZoom: ExpressibleByArgument {
    static let argumentKind = "a tile zoom"
}

extension TileMapFormat: ExpressibleByArgument {
    static let argumentKind = "a map format"
}
