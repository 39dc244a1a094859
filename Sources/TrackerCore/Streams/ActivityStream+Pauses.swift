extension ActivityStream {
    /// For each sample, whether the interval that ends at it is moving by `rule` (see `PauseRule`).
    public func movingIntervals(rule: PauseRule = .standard) -> [Bool] {
        rule.movingIntervals(of: self)
    }

    /// Seconds spent moving: the intervals `rule` does not call a pause.
    public func movingTime(rule: PauseRule = .standard) -> Double {
        movingClock(rule: rule).last ?? 0
    }

    /// Seconds of moving time from the first sample to each sample: the activity's clock with the pauses
    /// taken out, which splits and best efforts are timed on.
    public func movingClock(rule: PauseRule = .standard) -> [Double] {
        movingClock(movingIntervals(rule: rule))
    }

    func movingClock(_ moving: [Bool]) -> [Double] {
        var clock = [Double](repeating: 0, count: count)
        for index in time.indices.dropFirst() {
            clock[index] = clock[index - 1] + (moving[index] ? time[index] - time[index - 1] : 0)
        }
        return clock
    }

    /// The time offset at which the moving clock `clock` reaches `value`: interpolated inside a moving
    /// interval; at a pause's value, the pause's end (the instant movement resumes).
    static func offset(atMovingTime value: Double, clock: [Double], time: [Double]) -> Double {
        guard let high = clock.firstIndex(where: { $0 >= value }) else { return time.last ?? 0 }
        if clock[high] == value || high == 0 {
            var last = high
            while last + 1 < clock.count, clock[last + 1] == clock[high] { last += 1 }
            return time[last]
        }
        return SlidingWindow.interpolate(clock, time, between: high - 1, and: high, at: value)
    }
}
