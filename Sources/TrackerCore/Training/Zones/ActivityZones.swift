/// One activity's time in zones, for every kind its stream records and its thresholds allow.
public enum ActivityZones {
    /// The kinds an activity of `type` has zones of: heart rate and power always, pace for runs
    /// (pace zones come from a runner's threshold pace).
    public static func kinds(for type: ActivityType) -> [ZoneKind] {
        type.family == .run ? [.heartRate, .power, .pace] : [.heartRate, .power]
    }

    /// Time in zones of each kind `stream` has a column for and `thresholds` give zones of, in
    /// `ZoneKind` order; a kind without thresholds is left out.
    public static func times(of stream: ActivityStream, type: ActivityType, thresholds: Thresholds) -> [TimeInZones] {
        kinds(for: type).compactMap { kind in
            guard let scheme = try? ZoneScheme.of(kind, thresholds), let histogram = ZoneHistogram(kind, of: stream) else { return nil }
            return TimeInZones(histogram, scheme: scheme)
        }
    }
}
