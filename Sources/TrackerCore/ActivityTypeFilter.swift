/// What one `--type` of a view or an export selects: a whole family or one type.
///
/// `--type run` is every run (the family); `--type trail-run` only trail runs. A type that
/// shares its family's name (`run`, `ride`, `swim`, `walk`, `other`), or an alias of one
/// (`running`, `cycling`), names the family.
public enum ActivityTypeFilter: Hashable, Sendable {
    case family(ActivityFamily)
    case type(ActivityType)

    /// Parses a family name, a type name or an alias of either, a name an import reads
    /// (`pilates`), a family's heading (`Walks and hikes`), or a plural as headings print them
    /// (`runs`, `trail runs`).
    public init?(parsing text: String) {
        if let filter = Self.singular(text) {
            self = filter
            return
        }
        let key = ActivityType.key(text)
        if let family = ActivityFamily.allCases.first(where: { ActivityType.key($0.displayName) == key }) {
            self = .family(family)
        } else if key.count > 2, key.hasSuffix("s"), let filter = Self.singular(String(text.trimmingSpaces().dropLast())) {
            self = filter
        } else {
            return nil
        }
    }

    private static func singular(_ text: String) -> ActivityTypeFilter? {
        if let family = ActivityFamily(parsing: text) { return .family(family) }
        guard let type = ActivityTypeNames.type(typed: text) else { return nil }
        return type.rawValue == type.family.rawValue ? .family(type.family) : .type(type)
    }

    /// The types this selects.
    public var types: [ActivityType] {
        switch self {
        case .family(let family): return family.types
        case .type(let type): return [type]
        }
    }

    /// `run` or `trail-run`: as it is typed and shown.
    public var name: String {
        switch self {
        case .family(let family): return family.rawValue
        case .type(let type): return type.rawValue
        }
    }

    /// Whether `type` is selected.
    public func contains(_ type: ActivityType) -> Bool {
        switch self {
        case .family(let family): return type.family == family
        case .type(let selected): return type == selected
        }
    }

    /// Every accepted value: the family names, then the types that are not a family's name.
    public static var allNames: [String] {
        ActivityFamily.allCases.map(\.rawValue)
            + ActivityType.allCases.filter { $0.rawValue != $0.family.rawValue }.map(\.rawValue)
    }
}

extension Array where Element == ActivityTypeFilter {
    /// The types any of the filters selects, each once, in `ActivityType.allCases` order; empty
    /// (meaning every type) when there are no filters.
    public var types: [ActivityType] {
        ActivityType.allCases.filter { type in contains { $0.contains(type) } }
    }
}
