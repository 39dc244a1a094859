/// The distance of a stream with GPS spikes taken out, for best efforts and records.
///
/// The rule: a step whose implied speed exceeds `ceiling` is not counted. With positions, each sample is
/// measured from the last sample kept; a sample that would need more than `ceiling` metres per second
/// (or any movement in zero time) to reach is dropped: when the next sample is kept, the dropped ones get
/// distances spread by time along its step, as if they had never been recorded. A lone spike (out a few
/// hundred metres and back in two seconds) therefore adds nothing, and the sample after it is measured from
/// before the spike. If samples keep being dropped for longer
/// than `longestRejection` seconds, the track really moved (signal regained far away): the next sample is
/// kept as a new start without distance across the jump (the refused samples stand still). With a distance column from the file, which a
/// device prefers over positions, every increment above the ceiling is dropped the same way.
public struct SpikeFilter: Equatable, Sendable {
    /// Metres per second no sample-to-sample step may exceed.
    public var ceiling: Double
    /// Seconds of consecutive rejected samples after which the next one is accepted as a new start.
    public var longestRejection: Double

    public init(ceiling: Double, longestRejection: Double = 30) {
        self.ceiling = ceiling
        self.longestRejection = longestRejection
    }

    /// The filter for `type`, with `ceiling(for:)`.
    public init(for type: ActivityType) {
        self.init(ceiling: Self.ceiling(for: type))
    }

    /// The per-sport ceiling in metres per second: above anything the sport reaches, far below a spike
    /// (a few hundred metres in a second).
    ///
    /// By family: runs 12.5 (45 km/h, faster than the fastest sprint), walks and hikes 10 (a downhill run),
    /// rides 35 (126 km/h, a fast descent), swims 5, winter sports 45 (162 km/h, a downhill race), water
    /// sports 25, fitness 15, other activities 70 (252 km/h).
    public static func ceiling(for type: ActivityType) -> Double {
        switch type.family {
        case .run: return 12.5
        case .walk: return 10
        case .ride: return 35
        case .swim: return 5
        case .winter: return 45
        case .water: return 25
        case .fitness: return 15
        case .other: return 70
        }
    }

    /// Cumulative metres at each sample without spikes, from the file's distance column when it has one,
    /// else from the positions; `nil` when the stream has neither.
    public func distance(of stream: ActivityStream) -> [Double]? {
        if let recorded = stream.cumulativeDistance, stream.distance != nil {
            return filteredIncrements(of: recorded, time: stream.time, segmentStarts: stream.segmentStartSet)
        }
        guard let latitude = stream.latitude, let longitude = stream.longitude else { return nil }
        let time = stream.time
        let starts = stream.segmentStartSet
        var result = [Double](repeating: 0, count: stream.count)
        var kept = 0
        for index in time.indices.dropFirst() {
            result[index] = result[index - 1]
            if starts.contains(index) {
                kept = index
                continue
            }
            let step = ActivityStream.haversineDistance(
                latitude1: latitude[kept], longitude1: longitude[kept], latitude2: latitude[index], longitude2: longitude[index])
            let duration = time[index] - time[kept]
            if step == 0 || (duration > 0 && step / duration <= ceiling) {
                result[index] += step
                // The dropped samples in between were somewhere on the way: spread the step over their times.
                for dropped in (kept + 1)..<index where duration > 0 {
                    result[dropped] = result[kept] + step * (time[dropped] - time[kept]) / duration
                }
                kept = index
            } else if time[index] - time[kept] > longestRejection {
                kept = index
            }
        }
        return result
    }

    private func filteredIncrements(of distance: [Double], time: [Double], segmentStarts: Set<Int>) -> [Double] {
        var result = distance
        for index in distance.indices.dropFirst() {
            let step = distance[index] - distance[index - 1]
            let duration = time[index] - time[index - 1]
            let plausible = step == 0 || (duration > 0 && step / duration <= ceiling)
            result[index] = result[index - 1] + (plausible && !segmentStarts.contains(index) ? step : 0)
        }
        return result
    }
}
