/// What a mean-maximal curve averages: power, speed (shown as pace) or heart rate.
public enum CurveKind: String, CaseIterable, Sendable {
    case power
    case speed
    case heartRate = "heart-rate"

    /// Whether a gap in the recording counts as zeros (power: the rider was not pedalling) rather
    /// than breaking the windows that would span it (speed and heart rate: nothing was measured).
    public var gapsCountAsZero: Bool { self == .power }

    /// The column name the table stores and `--json` prints.
    public var name: String { rawValue }
}
