/// Adds up track points one at a time, segment by segment, in constant memory.
public struct TrackAccumulator: Sendable {
    /// Below this average speed (m/s, about 1 km/h) an interval between points is a pause.
    public static let movingSpeed = 0.3

    public private(set) var summary = TrackSummary()
    private let threshold: Double
    private var gain: ElevationGain
    private var previous: (latitude: Double, longitude: Double)?
    private var lastTime: Double?
    private var distanceSinceLastTime = 0.0
    private var firstTime: Double?
    private var moving = 0.0
    private var segmentBreak = false
    /// Points carrying a time.
    public private(set) var timedPoints = 0

    public init(threshold: Double = ElevationGain.defaultThreshold) {
        self.threshold = threshold
        gain = ElevationGain(threshold: threshold)
    }

    /// Starts a new segment: the next point is not joined to the last one for distance or
    /// climb. The gap still counts as moving time when it was covered at walking speed
    /// (a lost signal while moving), and as a pause otherwise.
    public mutating func beginSegment() {
        summary.elevationGain += gain.total
        gain = ElevationGain(threshold: threshold)
        segmentBreak = previous != nil
    }

    public mutating func add(latitude: Double, longitude: Double, elevation: Double?, time: Double?) {
        summary.points += 1
        if let previous {
            let step = GeoDistance.haversine(latitude1: previous.latitude, longitude1: previous.longitude, latitude2: latitude, longitude2: longitude)
            if !segmentBreak { summary.distance += step }
            distanceSinceLastTime += step
        }
        previous = (latitude, longitude)
        segmentBreak = false
        if let elevation { gain.add(elevation) }
        if let time {
            timedPoints += 1
            if firstTime == nil { firstTime = time }
            if let lastTime, time > lastTime, distanceSinceLastTime / (time - lastTime) >= TrackAccumulator.movingSpeed {
                moving += time - lastTime
            }
            lastTime = time
            distanceSinceLastTime = 0
            summary.start = firstTime
            summary.elapsed = time - (firstTime ?? time)
        }
    }

    /// The totals so far, including the open segment.
    public var result: TrackSummary {
        var result = summary
        result.elevationGain += gain.total
        if result.elapsed != nil { result.moving = moving }
        return result
    }
}
