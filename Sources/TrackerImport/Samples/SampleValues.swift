import TrackerCore

/// The values one sample of a file carries, in SI units; a field the sample lacks is `nil`.
struct SampleValues {
    var latitude: Double?
    var longitude: Double?
    var elevation: Double?
    var distance: Double?
    var heartRate: Double?
    var cadence: Double?
    var power: Double?
    var speed: Double?

    /// The value for `column`.
    func value(of column: StreamColumn) -> Double? {
        switch column {
        case .latitude: return latitude
        case .longitude: return longitude
        case .elevation: return elevation
        case .distance: return distance
        case .heartRate: return heartRate
        case .cadence: return cadence
        case .power: return power
        case .speed: return speed
        }
    }
}
