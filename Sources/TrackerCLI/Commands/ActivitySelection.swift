import TrackerCore
import TrackerStore

/// One stored activity named on the command line (`12`, `#12` or `last`), with what was recorded of it.
struct ActivitySelection {
    let activity: Activity
    let id: Int64
    let database: Database

    /// The activity `text` names: an id, or `last` for the one with the latest start.
    /// - Throws: `UsageError` for text that is neither; `RuntimeError` when there is no such activity.
    init(_ text: String, store: ActivityStore) throws {
        let found: Activity?
        if text.lowercased() == "last" {
            found = try store.fetch(limit: 1).first
            if found == nil { throw RuntimeError("there are no activities yet; record one with: tracker add --distance 5 --duration 30m") }
        } else {
            let id = try ActivityOptions.parseID(text, orLast: true)
            found = try store.fetch(id: id)
            if found == nil { throw RuntimeError("no activity #\(id); 'tracker list' shows the ids") }
        }
        guard let activity = found, let id = activity.id else { throw RuntimeError("the activity '\(text)' has no id") }
        self.activity = activity
        self.id = id
        database = store.database
    }

    /// The samples recorded with the activity, or `nil` for one typed in or imported without them.
    func stream() throws -> ActivityStream? {
        try StreamStore(database: database).stream(forActivity: id)
    }

    /// The best efforts stored for the activity when it was imported or edited.
    func bestEfforts() throws -> [BestEffort] {
        try BestEffortStore(database: database).efforts(forActivity: id)
    }

    /// The samples, or a clear error saying why `what` needs them.
    func requireStream(for what: String) throws -> ActivityStream {
        guard let stream = try stream() else {
            throw RuntimeError("activity #\(id) has no recorded samples, so it has no \(what); only activities imported from GPX, TCX or FIT files with their track have one")
        }
        return stream
    }
}
