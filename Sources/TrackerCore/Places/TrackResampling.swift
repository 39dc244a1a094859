/// A track cut into points evenly spaced by distance along it, so that two recordings of one way
/// (one fix a second or one every few metres, with pauses) become comparable point lists.
public enum TrackResampling {
    /// The positions of `points` joined in order, `count` points spaced evenly by ground distance
    /// from the first to the last (both kept), each on the line between the two fixes around it,
    /// with the track's length in metres. `nil` for fewer than two points, a track of no length, or
    /// a `count` below 2.
    public static func evenlySpaced(_ points: [GeoPoint], count: Int) -> (points: [GeoPoint], length: Double)? {
        guard points.count > 1, count > 1 else { return nil }
        var along = [0.0]
        along.reserveCapacity(points.count)
        for index in 1..<points.count { along.append(along[index - 1] + points[index - 1].metres(to: points[index])) }
        guard let length = along.last, length > 0 else { return nil }
        var result: [GeoPoint] = []
        result.reserveCapacity(count)
        var segment = 1
        for step in 0..<count {
            let target = length * Double(step) / Double(count - 1)
            while segment < points.count - 1, along[segment] < target { segment += 1 }
            let before = along[segment - 1], after = along[segment]
            let fraction = after > before ? min(1, max(0, (target - before) / (after - before))) : 0
            let from = points[segment - 1], to = points[segment]
            result.append(GeoPoint(latitude: from.latitude + (to.latitude - from.latitude) * fraction,
                                   longitude: from.longitude + (to.longitude - from.longitude) * fraction))
        }
        result[count - 1] = points[points.count - 1]
        return (result, length)
    }
}
