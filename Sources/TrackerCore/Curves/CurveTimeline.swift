/// One column of a stream laid on whole seconds of elapsed time: what the mean-maximal search reads.
///
/// `integral[k]` is the amount accrued from the first sample to `k` seconds after it (joules for
/// power, metres for speed, beat-seconds for heart rate), so a window's mean is one subtraction.
/// `runs` are the stretches of grid points with no break between them: a window lies inside one.
public struct CurveTimeline: Equatable, Sendable {
    public var integral: [Double]
    /// Grid-point ranges `lower...upper`, each at least one second long; a window `[j, j + d]`
    /// lies inside one of them.
    public var runs: [ClosedRange<Int>]

    /// The timeline of one column over `time`.
    ///
    /// - Parameters:
    ///   - time: seconds, never decreasing.
    ///   - accrued: what each step adds, `accrued[i]` over the step from sample `i - 1` to `i`
    ///     (`accrued[0]` is ignored); never negative.
    ///   - gaps: whether each step is a gap in the recording (`gaps[0]` is ignored).
    ///   - gapsBreak: whether a gap breaks the windows across it (speed, heart rate) or only
    ///     accrues nothing (power).
    public init(time: [Double], accrued: [Double], gaps: [Bool], gapsBreak: Bool) {
        guard let first = time.first, let last = time.last, last - first >= 1 else {
            integral = [0]
            runs = []
            return
        }
        let seconds = Int((last - first).rounded(.down))
        var cumulative = [Double](repeating: 0, count: time.count)
        for index in time.indices.dropFirst() {
            cumulative[index] = cumulative[index - 1] + (gaps[index] ? 0 : accrued[index])
        }
        // The accrual is even over each step, so the integral is the cumulative amount
        // interpolated linearly at each whole second.
        var integral = [Double](repeating: 0, count: seconds + 1)
        var step = 1
        for second in 1...seconds {
            let at = first + Double(second)
            while step < time.count - 1 && time[step] < at { step += 1 }
            let span = time[step] - time[step - 1]
            let fraction = span > 0 ? min(1, max(0, (at - time[step - 1]) / span)) : 1
            integral[second] = cumulative[step - 1] + (cumulative[step] - cumulative[step - 1]) * fraction
        }
        self.integral = integral
        guard gapsBreak else {
            runs = [0...seconds]
            return
        }
        // A second that overlaps a gap at all is broken.
        var broken = [Bool](repeating: false, count: seconds)
        for index in time.indices.dropFirst() where gaps[index] {
            let low = max(0, Int((time[index - 1] - first).rounded(.down)))
            let high = min(seconds, Int((time[index] - first).rounded(.up)))
            if low < high { for second in low..<high { broken[second] = true } }
        }
        var runs: [ClosedRange<Int>] = []
        var start: Int?
        for second in 0...seconds {
            let open = second < seconds && !broken[second]
            if open, start == nil { start = second }
            if !open, let lower = start {
                runs.append(lower...second)
                start = nil
            }
        }
        self.runs = runs
    }

    /// The length in seconds of the longest run.
    public var longestRun: Int { runs.map { $0.upperBound - $0.lowerBound }.max() ?? 0 }

    /// The mean-maximal curve at every kept duration up to the longest run, each exact.
    public func meanMaxCurve(_ kind: CurveKind) -> MeanMaxCurve {
        var points: [CurvePoint] = []
        var hint = 0
        integral.withUnsafeBufferPointer { integral in
            let slowest = SlowestSecond(integral)
            for duration in CurveDurations.upTo(longestRun) {
                var best = -1.0
                for run in runs where run.upperBound - run.lowerBound >= duration {
                    let found = MeanMaxSearch.bestWindow(integral, in: run, duration: duration, hint: hint, above: best, slowest: slowest)
                    if found.energy > best {
                        best = found.energy
                        hint = found.start
                    }
                }
                if best >= 0 { points.append(CurvePoint(duration: duration, value: best / Double(duration))) }
            }
        }
        return MeanMaxCurve(kind: kind, points: points)
    }
}
