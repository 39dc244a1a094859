extension ActivityStream {
    /// The best efforts of an activity of `type` (`BestEffortTarget.targets(for:)`), skipping targets
    /// longer than the activity or needing a column it lacks. `moving` is `movingIntervals()` when
    /// the caller has it already.
    public func bestEfforts(for type: ActivityType, moving: [Bool]? = nil) -> [BestEffort] {
        bestEfforts(for: BestEffortTarget.targets(for: type), spikeFilter: SpikeFilter(for: type), moving: moving)
    }

    /// The best effort for each of `targets` that fits in this stream.
    ///
    /// Efforts are timed on `movingClock()`, so a pause (`PauseRule`: a stop, the gap between segments)
    /// is no part of any effort, as it is no part of the moving time and the splits. Distance targets run
    /// `SlidingWindow` over the distance from `spikeFilter` against that clock: the least moving time over
    /// exactly that distance, the window's ends interpolated inside sample gaps. Duration targets run it
    /// over the clock against cumulative energy, each power sample holding from the sample before it (as
    /// in `average(of:)`), pauses counting as zero watts. An effort's start offset is on the activity's
    /// own clock: where it began, after any pause before it.
    public func bestEfforts(for targets: [BestEffortTarget], spikeFilter: SpikeFilter, moving: [Bool]? = nil) -> [BestEffort] {
        guard !targets.isEmpty else { return [] }
        let cleanDistance = spikeFilter.distance(of: self)
        let moving = moving ?? movingIntervals()
        let clock = movingClock(moving)
        var efforts: [BestEffort] = []
        for target in targets {
            switch target {
            case .distance(let metres):
                guard let cleanDistance,
                      let window = SlidingWindow.best(x: cleanDistance, y: clock, width: metres, goal: .smallestRise)
                else { continue }
                efforts.append(BestEffort(
                    target: target, startOffset: Self.offset(atMovingTime: window.startY, clock: clock, time: time),
                    elapsedTime: window.rise, distance: metres))
            case .duration(let seconds):
                guard let energy = cumulativeEnergy(moving: moving),
                      let window = SlidingWindow.best(x: clock, y: energy, width: seconds, goal: .largestRise)
                else { continue }
                let covered = cleanDistance.map { distance in
                    Self.value(of: distance, over: clock, at: window.endX) - Self.value(of: distance, over: clock, at: window.startX)
                }
                efforts.append(BestEffort(
                    target: target, startOffset: Self.offset(atMovingTime: window.startX, clock: clock, time: time),
                    elapsedTime: seconds, distance: covered ?? 0, averagePower: window.rise / seconds))
            }
        }
        return efforts
    }

    /// Joules from the start at each sample, or `nil` without power; nothing accrues in a pause.
    func cumulativeEnergy(moving: [Bool]) -> [Double]? {
        guard let power else { return nil }
        var energy = [Double](repeating: 0, count: count)
        for index in time.indices.dropFirst() {
            let joules = moving[index] ? power[index] * (time[index] - time[index - 1]) : 0
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
