/// The rule that counts one activity once when it arrives from two sources (typed by hand and imported
/// from the watch, or from a FIT file and a Strava export).
///
/// Two footprints are the same activity when:
/// - they carry the same Strava id (and never when they carry two different ones), otherwise
/// - their types are compatible (`ActivityType.isCompatible(with:)`: one family, or either is `other`),
/// - their time spans overlap for at least `minimumOverlap` of the shorter span (a span of zero seconds
///   overlaps fully when it lies inside the other), and
/// - their distances differ by at most `distanceTolerance` of the longer one or `distanceSlack` metres,
///   whichever is larger.
///
/// With the standard thresholds (50%, 10%, 200 m), a run typed as 08:00 for 25 minutes matches its watch
/// file starting 08:01:40, while a 27-second activity 34 s before a 5 km run does not (the distances differ),
/// nor do two runs one after the other (no overlap).
public struct SameActivityRule: Equatable, Sendable {
    /// The least share of the shorter span the two spans must share.
    public var minimumOverlap: Double
    /// The largest distance difference, as a share of the longer distance.
    public var distanceTolerance: Double
    /// The largest distance difference in metres allowed whatever the share (short or GPS-less activities).
    public var distanceSlack: Double

    public init(minimumOverlap: Double = 0.5, distanceTolerance: Double = 0.1, distanceSlack: Double = 200) {
        self.minimumOverlap = minimumOverlap
        self.distanceTolerance = distanceTolerance
        self.distanceSlack = distanceSlack
    }

    /// The thresholds tracker uses.
    public static let standard = SameActivityRule()

    /// Whether `first` and `second` are one activity, and why.
    public func verdict(_ first: ActivityFootprint, _ second: ActivityFootprint) -> SameActivityVerdict {
        if let firstID = first.stravaID, let secondID = second.stravaID {
            return firstID == secondID ? .sameStravaActivity : .differentStravaActivities
        }
        guard first.type.isCompatible(with: second.type) else { return .incompatibleTypes }
        guard overlapShare(first, second) >= minimumOverlap else { return .timesApart }
        let difference = abs(first.distance - second.distance)
        guard difference <= max(distanceTolerance * max(first.distance, second.distance), distanceSlack) else {
            return .distancesDiffer
        }
        return .overlapping
    }

    /// Whether `first` and `second` are one activity.
    public func isSame(_ first: ActivityFootprint, _ second: ActivityFootprint) -> Bool {
        verdict(first, second).isSame
    }

    /// The shared time as a share of the shorter span, from 0 to 1.
    public func overlapShare(_ first: ActivityFootprint, _ second: ActivityFootprint) -> Double {
        let shared = min(first.end, second.end) - max(first.start, second.start)
        let shorter = min(first.end - first.start, second.end - second.start)
        guard shorter > 0 else { return shared >= 0 ? 1 : 0 }
        return max(0, shared) / shorter
    }
}
