/// What one activity's page shows, in SI units: the stored totals, and what its stream adds.
///
/// Distance, moving time and climb are the stored activity's, as `list` shows them and `edit`
/// changes them; the stream, when there is one, adds the elapsed time, descent, the elevation range,
/// the best stretch, heart rate, cadence, power, splits and laps.
public struct ActivityFigures: Equatable, Sendable {
    /// Metres.
    public var distance: Double
    /// Seconds spent moving (the stored duration).
    public var movingTime: Double
    /// Seconds from the first sample to the last, pauses included; `nil` without a stream.
    public var elapsedTime: Double?
    /// Metres per second over the moving time; `nil` without distance or time.
    public var averageSpeed: Double?
    /// Metres per second over the fastest stretch of `bestStretch` metres; `nil` when the stream
    /// has no distance or is shorter than the stretch.
    public var bestSpeed: Double?
    /// The length of the stretch `bestSpeed` is measured over (see `bestStretch(for:)`).
    public var bestStretch: Double
    /// Metres climbed (stored) and descended (`descent(climb:stream:)`: the climb less the recording's
    /// net rise; `nil` without elevation).
    public var climb: Double
    public var descent: Double?
    /// The lowest and highest elevation, in metres.
    public var elevationRange: ClosedRange<Double>?
    /// Beats per minute.
    public var averageHeartRate: Double?
    public var maxHeartRate: Double?
    /// Revolutions (or steps of one foot) per minute.
    public var averageCadence: Double?
    /// Watts.
    public var averagePower: Double?
    public var maxPower: Double?
    /// The stream cut every `splitLength` metres.
    public var splits: [Split]
    public var splitLength: Double
    /// The laps the device recorded.
    public var laps: [Lap]
    /// Whether the activity has recorded samples at all.
    public var hasSamples: Bool

    /// The figures of `activity` with its `stream` (if any), split every `splitLength` metres.
    public init(activity: Activity, stream: ActivityStream?, splitLength: Double = 1_000) {
        distance = activity.distance
        movingTime = activity.duration
        averageSpeed = activity.distance > 0 && activity.duration > 0 ? activity.distance / activity.duration : nil
        climb = activity.elevationGain
        bestStretch = Self.bestStretch(for: activity.type)
        self.splitLength = splitLength
        guard let stream, stream.count > 0 else {
            splits = []
            laps = []
            hasSamples = false
            return
        }
        hasSamples = true
        // A device's own timer may run a second past its last sample: elapsed is never less than moving.
        elapsedTime = max(stream.elapsedTime, activity.duration)
        let best = stream.bestEfforts(for: [.distance(bestStretch)], spikeFilter: SpikeFilter(for: activity.type)).first
        bestSpeed = best.flatMap { $0.elapsedTime > 0 ? $0.distance / $0.elapsedTime : nil }
        descent = Self.descent(climb: activity.elevationGain, stream: stream)
        elevationRange = stream.elevationRange
        averageHeartRate = stream.average(of: .heartRate)
        maxHeartRate = stream.maximum(of: .heartRate)
        averageCadence = stream.average(of: .cadence)
        averagePower = stream.average(of: .power)
        maxPower = stream.maximum(of: .power)
        splits = stream.splits(every: splitLength)
        laps = stream.laps
    }

    /// Metres descended: the climb less the rise from the first sample's elevation to the last, or
    /// `nil` without elevation. The one climb rule (`ActivityStream.elevationChange`) gives exactly this
    /// descent for the climb it measures, so climb and descent are one rule both ways, and stay so when
    /// the stored climb is the device's own (a FIT `total_ascent`) or typed with `edit`; never below 0.
    public static func descent(climb: Double, stream: ActivityStream) -> Double? {
        guard let elevation = stream.elevation, let first = elevation.first, let last = elevation.last else { return nil }
        return max(0, climb - (last - first))
    }

    /// The stretch the best pace or speed is measured over: long enough that one GPS fix cannot
    /// make it, short enough to be a burst. 100 m for swims, 400 m on foot, 1 km for rides and the rest.
    public static func bestStretch(for type: ActivityType) -> Double {
        switch type.family {
        case .swim: return 100
        case .run, .walk: return 400
        case .ride, .winter, .water, .fitness, .other: return 1_000
        }
    }
}
