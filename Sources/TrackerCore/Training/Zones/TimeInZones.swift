/// Seconds spent in each zone of a scheme, with the three-band split and the polarization index.
public struct TimeInZones: Equatable, Sendable {
    public let scheme: ZoneScheme
    /// Seconds per zone, in the scheme's order.
    public let seconds: [Double]

    public init(scheme: ZoneScheme, seconds: [Double]) {
        self.scheme = scheme
        self.seconds = seconds
    }

    /// The time in zones that `histogram` holds.
    public init(_ histogram: ZoneHistogram, scheme: ZoneScheme) {
        self.init(scheme: scheme, seconds: histogram.secondsInZones(scheme))
    }

    public var totalSeconds: Double { seconds.reduce(0, +) }

    /// Each zone's share of the total (0...1); all 0 when no time counted.
    public var fractions: [Double] {
        let total = totalSeconds
        return seconds.map { total > 0 ? $0 / total : 0 }
    }

    /// Seconds in bands 1, 2 and 3 (see `ZoneScheme`).
    public var bandSeconds: [Double] {
        var bands = [0.0, 0.0, 0.0]
        for (zone, value) in zip(scheme.zones, seconds) { bands[zone.band - 1] += value }
        return bands
    }

    /// Treff et al.'s polarization index of the three bands (`PolarizationIndex`); `nil` without time.
    public var polarizationIndex: Double? {
        PolarizationIndex.value(bands: bandSeconds)
    }
}
