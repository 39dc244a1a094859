/// Total climb from a sequence of elevations, ignoring noise smaller than a threshold.
///
/// A hysteresis filter: the reading must rise `threshold` meters above the lowest point
/// since the last climb before a climb counts (and then counts from that low point), and
/// must fall `threshold` meters below the highest point of a climb before the climb ends.
/// GPS and barometric jitter inside the band never adds gain, while every real climb of at
/// least `threshold` meters counts in full.
public struct ElevationGain: Sendable {
    /// The default noise threshold, in meters.
    public static let defaultThreshold = 5.0

    public let threshold: Double
    /// The climb so far, in meters.
    public private(set) var total = 0.0
    private var pivot: Double?
    private var climbing = false

    public init(threshold: Double = ElevationGain.defaultThreshold) {
        self.threshold = threshold
    }

    /// Feeds the next reading, in meters; non-finite readings are ignored.
    public mutating func add(_ elevation: Double) {
        guard elevation.isFinite else { return }
        guard let reference = pivot else {
            pivot = elevation
            return
        }
        if climbing {
            if elevation > reference {
                total += elevation - reference
                pivot = elevation
            } else if reference - elevation >= threshold {
                climbing = false
                pivot = elevation
            }
        } else if elevation < reference {
            pivot = elevation
        } else if elevation - reference >= threshold {
            climbing = true
            total += elevation - reference
            pivot = elevation
        }
    }

    /// The gain of a whole sequence.
    public static func of(_ elevations: [Double], threshold: Double = defaultThreshold) -> Double {
        var gain = ElevationGain(threshold: threshold)
        for elevation in elevations { gain.add(elevation) }
        return gain.total
    }
}
