import TrackerCore
import TrackerTime

extension ActivityStore {
    /// Every activity's load starting before `until` (Unix seconds), summed by the activity's own
    /// local day. The stored load is used; a row without one (stored before loads were) gets the
    /// one its type, duration and effort give. All history is read, since fitness carries every
    /// earlier load.
    public func dailyLoads(until: Int64, includeEstimates: Bool) throws -> DailyLoads {
        var loads = DailyLoads(includeEstimates: includeEstimates)
        let statement = try database.makeStatement(
            """
            SELECT start_utc, utc_offset, type, duration_s, effort, load, load_method, load_estimated
            FROM activities WHERE start_utc < ?
            """)
        try statement.forEach([until]) { row in
            let start = LocalInstant(secondsSince1970: row.int64(0), utcOffset: row.int(1))
            let load: TrainingLoad
            if let stored = Self.load(row, at: 5) {
                load = stored
            } else {
                guard let typeName = row.string(2), let type = ActivityType(rawValue: typeName) else { return }
                let activity = Activity(
                    start: start, type: type, distance: 0, duration: row.double(3),
                    effort: row.isNull(4) ? nil : row.int(4))
                load = activity.trainingLoad()
            }
            loads.add(load, on: start.localDay)
        }
        return loads
    }
}
