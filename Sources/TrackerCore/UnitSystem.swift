#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The units distances and elevations are shown and typed in. Storage is always SI.
public enum UnitSystem: String, CaseIterable, Sendable {
    case metric, imperial

    public static let metersPerMile = 1609.344
    public static let metersPerFoot = 0.3048
    public static let metersPerYard = 0.9144

    /// Meters in one display unit of distance (km or mi).
    public var metersPerDistanceUnit: Double { self == .metric ? 1000 : UnitSystem.metersPerMile }
    /// Meters in one display unit of elevation (m or ft).
    public var metersPerElevationUnit: Double { self == .metric ? 1 : UnitSystem.metersPerFoot }

    /// Meters in one unit of a swim's distance (m or yd): swimmers count lengths, not kilometres.
    public var metersPerShortDistanceUnit: Double { self == .metric ? 1 : UnitSystem.metersPerYard }

    /// Meters in one unit of distance of `family`: km or mi, or m or yd for swims.
    public func metersPerDistanceUnit(of family: ActivityFamily) -> Double {
        family.countsInShortUnits ? metersPerShortDistanceUnit : metersPerDistanceUnit
    }

    public var shortDistanceSymbol: String { self == .metric ? "m" : "yd" }
    public var distanceSymbol: String { self == .metric ? "km" : "mi" }
    public var elevationSymbol: String { self == .metric ? "m" : "ft" }
    public var speedSymbol: String { self == .metric ? "km/h" : "mph" }

    /// Parses a unit system's name (`metric`, `Imperial`), as typed or stored, in any letter case.
    public init?(parsing text: String) {
        self.init(rawValue: text.trimmingSpaces().lowercased())
    }
}
