extension ActivityStream {
    /// The best efforts of an activity of `type` (`BestEffortTarget.targets(for:)`), skipping targets
    /// longer than the activity or needing a column it lacks.
    public func bestEfforts(for type: ActivityType) -> [BestEffort] {
        bestEfforts(for: BestEffortTarget.targets(for: type), spikeFilter: SpikeFilter(for: type))
    }

    /// The best effort for each of `targets` that fits in this stream.
    ///
    /// Distance targets run `SlidingWindow` over the distance from `spikeFilter` against time: the least
    /// elapsed time over exactly that distance, the window's ends interpolated inside sample gaps. Duration
    /// targets run it over time against cumulative energy, each power sample holding from the sample before
    /// it (as in `average(of:)`), gaps between segments counting as zero watts.
    public func bestEfforts(for targets: [BestEffortTarget], spikeFilter: SpikeFilter) -> [BestEffort] {
        let cleanDistance = targets.isEmpty ? nil : spikeFilter.distance(of: self)
        var efforts: [BestEffort] = []
        for target in targets {
            switch target {
            case .distance(let metres):
                guard let cleanDistance,
                      let window = SlidingWindow.best(x: cleanDistance, y: time, width: metres, goal: .smallestRise)
                else { continue }
                efforts.append(BestEffort(
                    target: target, startOffset: window.startY, elapsedTime: window.rise, distance: metres))
            case .duration(let seconds):
                guard let energy = cumulativeEnergy,
                      let window = SlidingWindow.best(x: time, y: energy, width: seconds, goal: .largestRise)
                else { continue }
                let covered = cleanDistance.map { distance in
                    Self.value(of: distance, over: time, at: window.endX) - Self.value(of: distance, over: time, at: window.startX)
                }
                efforts.append(BestEffort(
                    target: target, startOffset: window.startX, elapsedTime: seconds, distance: covered ?? 0,
                    averagePower: window.rise / seconds))
            }
        }
        return efforts
    }

    /// Joules from the start at each sample, or `nil` without power.
    var cumulativeEnergy: [Double]? {
        guard let power else { return nil }
        let starts = segmentStartSet
        var energy = [Double](repeating: 0, count: count)
        for index in time.indices.dropFirst() {
            let joules = starts.contains(index) ? 0 : power[index] * (time[index] - time[index - 1])
            energy[index] = energy[index - 1] + joules
        }
        return energy
    }

    /// `values` at the instant `offset`, interpolated linearly between the samples around it: the
    /// one interpolation of a stream's columns (best efforts, the activity page's "from" distances).
    public static func value(of values: [Double], over time: [Double], at offset: Double) -> Double {
        guard let high = time.firstIndex(where: { $0 >= offset }) else { return values.last ?? 0 }
        guard high > 0, time[high] != offset else { return values[high] }
        return SlidingWindow.interpolate(time, values, between: high - 1, and: high, at: offset)
    }
}
