/// The durations a mean-maximal curve keeps: every second to 2 minutes, then coarser, as
/// GoldenCheetah's RideFileCache steps them, so that a log-time axis has points evenly enough.
public enum CurveDurations {
    /// Every kept duration, in seconds, up to `longest` (inclusive), increasing.
    public static func upTo(_ longest: Int) -> [Int] {
        var result: [Int] = []
        var duration = 1
        while duration <= longest {
            result.append(duration)
            duration += step(after: duration)
        }
        return result
    }

    /// The first `count` kept durations, in seconds: what a stored curve of `count` values covers.
    public static func first(_ count: Int) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(max(0, count))
        var duration = 1
        while result.count < count {
            result.append(duration)
            duration += step(after: duration)
        }
        return result
    }

    /// The step from one kept duration to the next.
    static func step(after duration: Int) -> Int {
        switch duration {
        case ..<120: return 1
        case ..<600: return 2
        case ..<1_200: return 5
        case ..<3_600: return 20
        case ..<7_200: return 120
        default: return 300
        }
    }

    /// Whether `duration` is one the curves keep.
    public static func isKept(_ duration: Int) -> Bool {
        guard duration >= 1 else { return false }
        return upTo(duration).last == duration
    }

    /// The durations people quote, which `tracker curve` and `show` print: 5 s to 2 h.
    public static let quoted = [5, 15, 30, 60, 120, 300, 600, 1_200, 1_800, 3_600, 7_200]
}
