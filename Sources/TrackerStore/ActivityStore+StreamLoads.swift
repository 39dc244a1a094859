import TrackerCore

extension ActivityStore {
    /// The thresholds loads are computed with: the `tracker config` settings, with the resting and
    /// maximum heart rates dropped when they are out of order (each activity's own stream then
    /// gives estimated ones), and a threshold heart rate dropped when it is not below the maximum.
    /// - Throws: `DatabaseError`.
    public func thresholdsForLoads() throws -> Thresholds {
        var thresholds = try SettingsStore(database: database).thresholds()
        if let resting = thresholds.restingHeartRate, let maximum = thresholds.maximumHeartRate, resting.value >= maximum.value {
            thresholds.restingHeartRate = nil
            thresholds.maximumHeartRate = nil
        }
        if let threshold = thresholds.thresholdHeartRate, let maximum = thresholds.maximumHeartRate, threshold.value >= maximum.value {
            thresholds.thresholdHeartRate = nil
        }
        return thresholds
    }

    /// Computes the load of stored activity `id` again, from `stream` (else its stored stream)
    /// and `thresholds`, stores it and returns it; `nil` when there is no such activity.
    /// - Throws: `DatabaseError`; `StoreError.corruptRow` for a stream that cannot be decoded.
    @discardableResult
    public func refreshLoad(
        forActivity id: Int64, stream: ActivityStream? = nil, thresholds: Thresholds
    ) throws -> TrainingLoad? {
        guard let activity = try fetch(id: id) else { return nil }
        let load = ActivityRow(activity, stream: try stream ?? StreamStore(database: database).stream(forActivity: id), thresholds: thresholds).load
        try saveLoad(load, forActivity: id)
        return load
    }

    /// Computes every load that a stream may give again, with the thresholds as they are now:
    /// after `tracker config` changes one. Activities without a stream keep theirs, which no
    /// threshold changes. Returns how many loads come from each method afterwards.
    /// - Throws: `DatabaseError`; `StoreError.corruptRow` for a stream that cannot be decoded.
    @discardableResult
    public func refreshStreamLoads() throws -> [LoadMethod: Int] {
        let thresholds = try thresholdsForLoads()
        var methods: [LoadMethod: Int] = [:]
        for id in try StreamStore(database: database).activityIDs() {
            if let method = try refreshLoad(forActivity: id, thresholds: thresholds)?.method { methods[method, default: 0] += 1 }
        }
        return methods
    }

    func saveLoad(_ load: TrainingLoad, forActivity id: Int64) throws {
        try database.cachedStatement(
            "UPDATE activities SET load = ?, load_method = ?, load_estimated = ? WHERE id = ?"
        ).execute([load.value, load.method.rawValue, load.isEstimated ? 1 : 0, id])
    }
}
