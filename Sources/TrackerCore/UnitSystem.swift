import Foundation

/// The units distances and elevations are shown and typed in. Storage is always SI.
public enum UnitSystem: String, CaseIterable, Sendable {
    case metric, imperial

    public static let metersPerMile = 1609.344
    public static let metersPerFoot = 0.3048

    /// Meters in one display unit of distance (km or mi).
    public var metersPerDistanceUnit: Double { self == .metric ? 1000 : UnitSystem.metersPerMile }
    /// Meters in one display unit of elevation (m or ft).
    public var metersPerElevationUnit: Double { self == .metric ? 1 : UnitSystem.metersPerFoot }

    public var distanceSymbol: String { self == .metric ? "km" : "mi" }
    public var elevationSymbol: String { self == .metric ? "m" : "ft" }
    public var speedSymbol: String { self == .metric ? "km/h" : "mi/h" }

    /// Parses a unit system's name (`metric`, `Imperial`), as typed or stored, in any letter case.
    public init?(parsing text: String) {
        self.init(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
