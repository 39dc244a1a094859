import TrackerCore

extension ActivityStream {
    /// Metres of the hysteresis band behind the climb stored for an imported track.
    ///
    /// Wider than `ActivityStream.climbHysteresis` (3 m): GPS elevations without a barometer wander by
    /// several metres, and 3 m counted 5% more than 5 m on a real 15 km hike, away from gpxpy's
    /// smoothed figure.
    static let importedClimbHysteresis = 5.0

    /// The climb stored for an imported track, or 0 without elevation: the hysteresis rule within each
    /// segment, never across the gap before a segment start (as distance is never counted across it).
    var importedClimb: Double {
        guard let elevation else { return 0 }
        let bounds = [0] + segmentStarts + [count]
        var climb = 0.0
        for index in bounds.indices.dropLast() where bounds[index] < bounds[index + 1] {
            let range = bounds[index]..<bounds[index + 1]
            let segment = try? ActivityStream(time: Array(time[range]), elevation: Array(elevation[range]))
            climb += segment?.elevationChange(hysteresis: Self.importedClimbHysteresis)?.climb ?? 0
        }
        return climb
    }
}
