extension ActivityStream {
    /// A last stretch shorter than this share of the split length (50 m of a kilometre, 80 m of a mile)
    /// is not a split of its own: a row for the last few metres (`0.00` for 1.5 m) says nothing of the
    /// pace and reads as a mistake, so those metres join the split before them.
    public static let shortestPartialSplitShare = 0.05

    /// The stream cut every `length` metres of `cumulativeDistance` (1,000 for kilometres, 1,609.344 for
    /// miles), the last, shorter stretch included when it is at least `shortestPartialSplitShare` of
    /// `length`, else added to the split before it (which then covers more than `length`); empty without
    /// distance, for a stream shorter than that share of `length`, or for a length that is not positive.
    ///
    /// A boundary falls at the first instant the distance reaches it, interpolated between the samples
    /// around it; the first split starts at the first sample and the last ends at the last, so the splits'
    /// elapsed times add up to the elapsed time, and their moving times (on `movingClock()`, pauses
    /// left out by the one `PauseRule`) to the moving time. Elevation change is the elevation at the end minus at the start,
    /// both interpolated; heart rate is averaged over time as in `average(of:)`.
    public func splits(every length: Double) -> [Split] {
        guard length > 0, length.isFinite, let recorded = cumulativeDistance, let base = recorded.first else { return [] }
        // Measured from the first sample, in case a file's distance does not start at zero.
        let distance = recorded.map { $0 - base }
        let total = distance[distance.count - 1]
        let shortest = length * Self.shortestPartialSplitShare
        guard total >= shortest else { return [] }
        var boundaries: [Double] = [] // fractional sample positions
        var reached = length
        var sample = 0
        while reached <= total {
            while distance[sample] < reached { sample += 1 }
            let position = distance[sample] == reached
                ? Double(sample)
                : Double(sample - 1) + (reached - distance[sample - 1]) / (distance[sample] - distance[sample - 1])
            boundaries.append(position)
            reached = Double(boundaries.count + 1) * length
        }
        let lastPosition = Double(count - 1)
        let wholeSplits = boundaries.count
        let remainder = total - Double(wholeSplits) * length
        let merged = remainder < shortest && !boundaries.isEmpty
        if merged {
            boundaries[boundaries.count - 1] = lastPosition
        } else {
            boundaries.append(lastPosition)
        }
        let clock = movingClock()
        var splits: [Split] = []
        var start = 0.0
        for (index, end) in boundaries.enumerated() {
            let startTime = interpolated(time, at: start), endTime = interpolated(time, at: end)
            var covered = index < wholeSplits ? length : remainder
            if merged && index == wholeSplits - 1 { covered += remainder }
            splits.append(Split(
                number: index + 1, startOffset: startTime, distance: covered, elapsedTime: endTime - startTime,
                movingTime: interpolated(clock, at: end) - interpolated(clock, at: start),
                elevationChange: elevation.map { interpolated($0, at: end) - interpolated($0, at: start) },
                averageHeartRate: heartRate.flatMap { stepAverage($0, from: start, to: end) }))
            start = end
        }
        return splits
    }

    /// `values` at a fractional sample position.
    func interpolated(_ values: [Double], at position: Double) -> Double {
        let low = Int(position.rounded(.down))
        guard low + 1 < values.count, position > Double(low) else { return values[min(low, values.count - 1)] }
        let fraction = position - Double(low)
        return values[low] + fraction * (values[low + 1] - values[low])
    }

    /// The time-weighted mean of `values` between two fractional sample positions, each value holding
    /// over the interval that ends at its sample; `nil` when no time passes (outside segment gaps).
    func stepAverage(_ values: [Double], from start: Double, to end: Double) -> Double? {
        let starts = segmentStartSet
        var weighted = 0.0, weight = 0.0
        var interval = max(1, Int(start.rounded(.down)) + 1)
        while interval < count, Double(interval - 1) < end {
            let low = max(start, Double(interval - 1)), high = min(end, Double(interval))
            if high > low, !starts.contains(interval) {
                let seconds = (high - low) * (time[interval] - time[interval - 1])
                weighted += values[interval] * seconds
                weight += seconds
            }
            interval += 1
        }
        return weight > 0 ? weighted / weight : nil
    }
}
