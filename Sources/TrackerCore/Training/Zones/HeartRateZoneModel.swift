/// How heart-rate zones are placed: as percentages of the maximum, of the heart-rate reserve
/// (Karvonen: resting + p x (maximum - resting)), or of the lactate-threshold heart rate.
public enum HeartRateZoneModel: String, CaseIterable, Sendable {
    case maximum = "max"
    case reserve
    case threshold

    /// The lower bounds of zones 2 to 5, in percent of the model's reference: 60/70/80/90 of the
    /// maximum or of the reserve (the common five-zone scale), and Coggan's 69/84/95/106 of the
    /// threshold heart rate (zone 1 up to 68%, 2 to 83%, 3 to 94%, 4 to 105%).
    public var defaultBounds: [Double] {
        switch self {
        case .maximum, .reserve: return [60, 70, 80, 90]
        case .threshold: return [69, 84, 95, 106]
        }
    }
}
