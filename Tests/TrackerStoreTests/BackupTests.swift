import Foundation
import Testing
import TrackerCore
@testable import TrackerStore
import TrackerTestSupport
import TrackerTime

@Suite struct BackupTests {
    static func activity(_ index: Int) -> Activity {
        Activity(start: LocalInstant(secondsSince1970: 1_764_000_000 + Int64(index) * 60, utcOffset: 0),
                 name: "run \(index)", distance: Double(index), duration: 60)
    }

    static func fill(_ database: Database, count: Int) throws {
        let store = ActivityStore(database: database)
        try database.inTransaction {
            for index in 0..<count { try store.insert(activity(index), createdAt: 0) }
        }
    }

    @Test func copyHasEveryRowIsIntactAndPrivate() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        try Self.fill(database, count: 250)
        let copyPath = directory.file("copy.db")
        try database.backup(to: copyPath, replace: false)
        let copy = try Database.openExisting(path: copyPath, readOnly: true)
        #expect(try copy.integrityCheck().isEmpty)
        #expect(try ActivityStore(database: copy).count() == 250)
        #expect(try copy.fetchString("PRAGMA journal_mode") == "delete")
        #expect(DatabaseFileTests.mode(copyPath) == 0o600)
        // Nothing is left behind under a temporary name.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().filter { $0.contains("tmp") }.isEmpty)
    }

    @Test func existingFileIsNotReplacedWithoutPermission() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        try Self.fill(database, count: 3)
        let copyPath = directory.file("copy.db")
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: copyPath))
        #expect(throws: FileError(copyPath, "already exists; use --force to replace it")) { try database.backup(to: copyPath, replace: false) }
        #expect(FileManager.default.contents(atPath: copyPath) == Data("keep me".utf8))
        try database.backup(to: copyPath, replace: true)
        #expect(try ActivityStore(database: Database.openExisting(path: copyPath, readOnly: true)).count() == 3)
    }

    /// A writer on another connection commits while the copy is taken: the copy is one of the
    /// states the writer committed (a multiple of the batch size), never a half-written one.
    @Test func copyTakenDuringWritesIsOneConsistentSnapshot() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("t.db")
        do { try Self.fill(Database(path: path), count: 1000) }
        let batch = 50
        let writerDone = DispatchSemaphore(value: 0)
        let writer = Thread {
            defer { writerDone.signal() }
            guard let database = try? Database(path: path) else { return }
            let store = ActivityStore(database: database)
            for round in 0..<20 {
                try? database.inTransaction {
                    for index in 0..<batch { try store.insert(Self.activity(1000 + round * batch + index), createdAt: 0) }
                }
            }
        }
        writer.start()
        let reader = try Database(path: path)
        var counts: [Int] = []
        for index in 0..<6 {
            let copyPath = directory.file("copy\(index).db")
            try reader.backup(to: copyPath, replace: false)
            let copy = try Database.openExisting(path: copyPath, readOnly: true)
            #expect(try copy.integrityCheck().isEmpty)
            counts.append(try ActivityStore(database: copy).count())
        }
        writerDone.wait()
        for count in counts { #expect(count >= 1000 && count <= 2000 && count % batch == 0, "\(counts)") }
    }

    @Test func replaceContentsSwapsEveryRow() throws {
        let directory = TemporaryDirectory()
        let source = try Database(path: directory.file("source.db"))
        try Self.fill(source, count: 7)
        let target = try Database(path: directory.file("target.db"))
        try Self.fill(target, count: 2)
        try target.replaceContents(with: source)
        #expect(try ActivityStore(database: target).count() == 7)
        #expect(try target.integrityCheck().isEmpty)
        #expect(try target.fetchString("PRAGMA journal_mode") == "wal")
    }

    @Test func healthNamesWhatIsMissing() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        try database.execute("DROP TABLE moods")
        let health = try database.health()
        #expect(health.missingSchema == ["table moods"])
        #expect(!health.isTrackerDatabase)
        #expect(health.rows(of: "activities") == 0)
        #expect(health.rows(of: "moods") == nil)
    }
}
