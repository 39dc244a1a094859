/// Which sections of a track are passes over a segment, given how far the segment's points are from
/// a section (`SegmentMatcher` asks GEOS; the tests ask an exhaustive search).
///
/// A pass starts at a track sample within `SegmentRule.tolerance` of the segment's first point and
/// ends at a later one within it of the last point: of each run of consecutive samples that near an
/// end, the nearest (the first on a tie). It counts when every point of the segment is within the
/// tolerance of the track between them. The ends are taken in track order: for each end, the latest
/// start not before the previous pass's end whose section counts; so a pass in the other direction
/// (the end reached first) is no pass, and each lap of a loop is one.
public enum SegmentPassSearch {
    /// The passes, in track order, as (start sample, end sample).
    /// - Parameters:
    ///   - points: the track in metres, flat `x, y` pairs (`SegmentPlane.points`).
    ///   - first, last: the segment's ends in metres.
    ///   - sectionDistance: the largest distance from a segment point to the track from sample `s`
    ///     to sample `e` (s < e), or `nil` when it cannot be computed.
    public static func passes(
        points: [Double], first: (x: Double, y: Double), last: (x: Double, y: Double),
        sectionDistance: (Int, Int) throws -> Double?
    ) rethrows -> [(start: Int, end: Int)] {
        let starts = nearestOfRuns(points: points, to: first)
        let ends = nearestOfRuns(points: points, to: last)
        guard !starts.isEmpty, !ends.isEmpty else { return [] }
        var passes: [(start: Int, end: Int)] = []
        var earliest = 0
        for end in ends {
            // The latest start first: the shortest section, the one a rider means by "the pass".
            for start in starts.reversed() where start < end && start >= earliest {
                guard let distance = try sectionDistance(start, end), distance <= SegmentRule.tolerance else { continue }
                passes.append((start, end))
                earliest = end
                break
            }
        }
        return passes
    }

    /// The nearest sample of each run of consecutive samples within the tolerance of `target`.
    static func nearestOfRuns(points: [Double], to target: (x: Double, y: Double)) -> [Int] {
        let limit = SegmentRule.tolerance * SegmentRule.tolerance
        var result: [Int] = []
        var best: (index: Int, distance: Double)?
        for index in 0..<(points.count / 2) {
            let dx = points[2 * index] - target.x, dy = points[2 * index + 1] - target.y
            let squared = dx * dx + dy * dy
            if squared <= limit {
                if let current = best, current.distance <= squared { continue }
                best = (index, squared)
            } else if let found = best {
                result.append(found.index)
                best = nil
            }
        }
        if let found = best { result.append(found.index) }
        return result
    }
}
