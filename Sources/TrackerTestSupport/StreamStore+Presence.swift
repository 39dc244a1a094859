import TrackerStore

extension StreamStore {
    /// Whether activity `id` has a stream row, without decoding it.
    public func hasStream(forActivity id: Int64) throws -> Bool {
        try database.fetchInt("SELECT 1 FROM activity_streams WHERE activity_id = ?", [id]) != nil
    }
}
