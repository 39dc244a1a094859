/// The rule that says two tracks follow the same route, in either direction: their ends lie within
/// `endRadius` of each other (start by start and end by end, or swapped for the reverse way), their
/// lengths within `lengthTolerance`, and the average minimum distance between the two resampled
/// tracks (`averageMinimumDistance`, as the tracematch library measures it) under `distanceThreshold`.
public enum RouteMatch {
    /// Metres the starts (and the ends) may lie apart.
    public static let endRadius = 200.0
    /// The largest difference in length, as a share of the longer track.
    public static let lengthTolerance = 0.05
    /// Metres the tracks may lie apart on average.
    public static let distanceThreshold = 50.0

    /// Whether the two tracks start and end in the same places, either way round.
    public static func endsMatch(_ first: RouteSignature, _ second: RouteSignature) -> Bool {
        let forward = first.start.metres(to: second.start) <= endRadius && first.end.metres(to: second.end) <= endRadius
        return forward || (first.start.metres(to: second.end) <= endRadius && first.end.metres(to: second.start) <= endRadius)
    }

    /// Whether the lengths differ by at most `lengthTolerance` of the longer one.
    public static func lengthsMatch(_ first: Double, _ second: Double) -> Bool {
        abs(first - second) <= lengthTolerance * max(first, second)
    }

    /// The average minimum distance of `second` from `first`, or `nil` when they are not the same
    /// route: the smaller, the closer the match.
    public static func score(_ first: RouteSignature, _ second: RouteSignature) -> Double? {
        guard lengthsMatch(first.length, second.length), endsMatch(first, second) else { return nil }
        let distance = averageMinimumDistance(first.track, second.track, limit: distanceThreshold)
        return distance <= distanceThreshold ? distance : nil
    }

    /// The mean, over the points of each track, of the distance from the point to the nearest
    /// point of the other track's line (its segments), averaged over both ways, in metres. It is
    /// symmetric and blind to direction, so a route ridden the other way measures as close.
    /// Distances are taken on a plane tangent at `first`'s start (`LocalPlane`).
    /// - Parameter limit: once the result is certain to exceed it, the measure stops early and
    ///   returns some value above `limit`; below `limit`, the result is exact.
    public static func averageMinimumDistance(_ first: [GeoPoint], _ second: [GeoPoint], limit: Double = .infinity) -> Double {
        guard let origin = first.first, !second.isEmpty else { return .infinity }
        let plane = LocalPlane(origin: origin)
        let one = first.map(plane.project), other = second.map(plane.project)
        // The two means sum to at most twice the limit: stop once the running sums pass it.
        let budget = 2 * limit
        let oneWay = sumOfMinimumDistances(from: one, to: other, budget: budget * Double(one.count))
        guard oneWay / Double(one.count) <= budget else { return .infinity }
        let rest = (budget - oneWay / Double(one.count)) * Double(other.count)
        let otherWay = sumOfMinimumDistances(from: other, to: one, budget: rest)
        return (oneWay / Double(one.count) + otherWay / Double(other.count)) / 2
    }

    /// The sum over `points` of each one's distance to the line through `line`; stops once the sum
    /// passes `budget` (returning that partial sum).
    static func sumOfMinimumDistances(from points: [PlanePoint], to line: [PlanePoint], budget: Double) -> Double {
        var sum = 0.0
        for point in points {
            var nearest = point.squaredDistance(toSegmentFrom: line[0], to: line[0])
            for index in line.indices.dropFirst() {
                nearest = min(nearest, point.squaredDistance(toSegmentFrom: line[index - 1], to: line[index]))
            }
            sum += nearest.squareRoot()
            if sum > budget { return sum }
        }
        return sum
    }
}
