import TrackerCore

extension ActivityStore {
    /// The resting and maximum heart rate loads are computed with: the ones set with
    /// `tracker config`, or `nil` (each activity's own stream then gives estimated ones) when
    /// either is unset or the two are out of order (resting not below maximum).
    /// - Throws: `DatabaseError`.
    public func heartRateBoundsForLoads() throws -> HeartRateBounds? {
        do {
            return try SettingsStore(database: database).heartRateBounds()
        } catch is ValueParseError {
            return nil
        }
    }

    /// Computes the load of stored activity `id` again, from `stream` (else its stored stream)
    /// and `bounds`, stores it and returns it; `nil` when there is no such activity.
    /// - Throws: `DatabaseError`; `StoreError.corruptRow` for a stream that cannot be decoded.
    @discardableResult
    public func refreshLoad(
        forActivity id: Int64, stream: ActivityStream? = nil, bounds: HeartRateBounds?
    ) throws -> TrainingLoad? {
        guard let activity = try fetch(id: id) else { return nil }
        let load = ActivityRow(activity, stream: try stream ?? StreamStore(database: database).stream(forActivity: id), bounds: bounds).load
        try saveLoad(load, forActivity: id)
        return load
    }

    /// Computes every load that a stream may give again, with the heart-rate settings as they are
    /// now: after `tracker config` changes them. Activities without a stream keep theirs, which
    /// no setting changes. Returns how many loads are from heart rate afterwards.
    /// - Throws: `DatabaseError`; `StoreError.corruptRow` for a stream that cannot be decoded.
    @discardableResult
    public func refreshHeartRateLoads() throws -> Int {
        let bounds = try heartRateBoundsForLoads()
        var fromHeartRate = 0
        for id in try StreamStore(database: database).activityIDs() {
            if try refreshLoad(forActivity: id, bounds: bounds)?.method == .heartRate { fromHeartRate += 1 }
        }
        return fromHeartRate
    }

    func saveLoad(_ load: TrainingLoad, forActivity id: Int64) throws {
        try database.cachedStatement(
            "UPDATE activities SET load = ?, load_method = ?, load_estimated = ? WHERE id = ?"
        ).execute([load.value, load.method.rawValue, load.isEstimated ? 1 : 0, id])
    }
}
