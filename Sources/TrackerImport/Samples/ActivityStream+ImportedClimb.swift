import TrackerCore

extension ActivityStream {
    /// The climb stored for an imported track, or 0 without elevation: `elevationChange()` over the
    /// whole recording, across segments (a device that starts a new track at every auto-pause loses
    /// no climb), as Garmin Connect and Strava count it.
    var importedClimb: Double {
        elevationChange()?.climb ?? 0
    }
}
