import CSQLite
import Foundation
import Testing
import TrackerStore
import TrackerTestSupport

/// Opening a database that another process holds a lock on waits, as every other step does,
/// instead of failing with "database is busy".
@Suite struct DatabaseOpenContentionTests {
    /// A new file still in rollback mode, while another `tracker` turns it to WAL (holding the write
    /// lock to do so): SQLite fails the change at once with SQLITE_BUSY, without running the busy
    /// handler, so the open must wait and try again itself. This was the "database is busy" of
    /// a `tracker list` started with the writers on a new file (scripts/stress-concurrency).
    @Test func turningAFileToWALWaitsForAWriterToFinish() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("new.db")
        var other: OpaquePointer?
        #expect(sqlite3_open_v2(path, &other, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK)
        let reader = try #require(other)
        defer { sqlite3_close_v2(reader) }
        #expect(sqlite3_exec(reader, "CREATE TABLE t(x); BEGIN IMMEDIATE; INSERT INTO t VALUES (1);", nil, nil, nil) == SQLITE_OK)
        // The other connection holds the write lock for 300 ms, then commits.
        nonisolated(unsafe) let connection = reader
        let released = DispatchSemaphore(value: 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(300)) {
            sqlite3_exec(connection, "COMMIT", nil, nil, nil)
            released.signal()
        }
        let start = Date()
        let database = try Database(path: path)
        let waited = Date().timeIntervalSince(start)
        released.wait()
        #expect(try database.fetchString("PRAGMA journal_mode") == "wal")
        #expect(waited >= 0.25, "opened after \(waited) s, before the other connection let go")
    }
}
