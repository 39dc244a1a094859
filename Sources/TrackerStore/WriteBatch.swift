import TrackerCore

/// What one write did to `activities`, handed to `ActivityWriter.afterWrite(_:)`, which keeps every
/// derived table in step with it.
struct WriteBatch {
    /// One activity whose stream-derived values (best efforts) are computed again.
    struct StreamChange {
        var id: Int64
        var type: ActivityType
        /// The stream as stored (decoded from its row), or `nil` when the activity has none.
        var stream: ActivityStream?
        /// The stream's `movingIntervals()` when the writer has computed them for its load already.
        var moving: [Bool]? = nil
        /// The values derived from `stream` before the write (`DerivedStream`, on an import's reading
        /// thread), when they were; the after-write step then stores them instead of computing them.
        var derived: DerivedStream? = nil
    }

    /// Rows as they were before the write: deleted ones, and the old values of updated ones.
    var removed: [Activity] = []
    /// Rows as they are now stored: inserted ones, and the new values of updated ones.
    var stored: [Activity] = []
    /// Activities whose stream, or whose type (which picks the targets), may have changed.
    var streams: [StreamChange] = []
    /// The stored rows' search words are indexed later, in one statement for the whole load
    /// (`ActivityWriter.indexDeferredSearchWords()`).
    var searchWordsDeferred = false

    /// The batch without the updated rows whose counted values (start, type, distance, duration,
    /// climb) did not change: a new name or note leaves the totals and bests as they were, to the bit.
    func droppingUncountedUpdates() -> WriteBatch {
        guard !removed.isEmpty, !stored.isEmpty else { return self }
        var result = self
        result.removed = removed.filter { old in
            !stored.contains { $0.id == old.id && $0.id != nil && Self.countsAlike(old, $0) }
        }
        result.stored = stored.filter { new in
            !removed.contains { $0.id == new.id && $0.id != nil && Self.countsAlike($0, new) }
        }
        return result
    }

    private static func countsAlike(_ first: Activity, _ second: Activity) -> Bool {
        first.start.secondsSince1970 == second.start.secondsSince1970 && first.type == second.type
            && first.distance == second.distance && first.duration == second.duration
            && first.elevationGain == second.elevationGain
    }
}
