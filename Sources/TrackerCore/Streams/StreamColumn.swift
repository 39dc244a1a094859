/// One optional column of an `ActivityStream`; the raw value is the column's tag in `StreamCodec`.
///
/// Tags are part of the stored format: a new column takes a new number, and a number is never reused.
public enum StreamColumn: UInt8, CaseIterable, Sendable {
    /// Degrees north, WGS 84.
    case latitude = 2
    /// Degrees east, WGS 84.
    case longitude = 3
    /// Metres above sea level.
    case elevation = 4
    /// Metres from the start, cumulative (as the file gave it).
    case distance = 5
    /// Beats per minute.
    case heartRate = 6
    /// Revolutions (or, for runs, steps of one foot) per minute.
    case cadence = 7
    /// Watts.
    case power = 8
    /// Metres per second.
    case speed = 9

    /// The name used in error messages.
    public var name: String {
        switch self {
        case .latitude: return "latitude"
        case .longitude: return "longitude"
        case .elevation: return "elevation"
        case .distance: return "distance"
        case .heartRate: return "heart rate"
        case .cadence: return "cadence"
        case .power: return "power"
        case .speed: return "speed"
        }
    }
}
