import Foundation
import Testing
import TrackerStore
import TrackerTestSupport

@Suite struct BackupCommandTests {
    static func harnessWithActivities(_ count: Int) -> TrackerHarness {
        let harness = TrackerHarness()
        for index in 0..<count {
            harness.run(["add", "--distance", "\(index + 1)", "--duration", "30m", "--name", "run \(index)"])
        }
        harness.run(["mood", "good"])
        return harness
    }

    @Test func backupWritesACheckedPrivateCopy() throws {
        let harness = Self.harnessWithActivities(3)
        let target = harness.directory.file("copy.db")
        let result = harness.run(["backup", target])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("Backed up \(harness.databasePath) to \(target) (3 activities, 1 mood, "))
        let size = try #require(FileManager.default.attributesOfItem(atPath: target)[.size] as? NSNumber).doubleValue
        #expect(result.output.hasSuffix(String(format: ", %.1f KB)\n", size / 1024)), "\(result.output)")
        let copy = try Database.openExisting(path: target, readOnly: true)
        #expect(try ActivityStore(database: copy).count() == 3)
        #expect(DatabaseFileTestsMode.mode(target) == 0o600)
    }

    @Test func backupRefusesToOverwriteWithoutForce() throws {
        let harness = Self.harnessWithActivities(1)
        let target = harness.directory.file("copy.db")
        try Data("precious".utf8).write(to: URL(fileURLWithPath: target))
        let refused = harness.run(["backup", target])
        #expect(refused.status == 1)
        #expect(refused.error == "tracker: error: cannot back up: \(target) already exists; use --force to replace it\n")
        #expect(FileManager.default.contents(atPath: target) == Data("precious".utf8))
        let forced = harness.run(["backup", target, "--force"])
        #expect(forced.status == 0, "\(forced.error)")
        #expect(try ActivityStore(database: Database.openExisting(path: target, readOnly: true)).count() == 1)
    }

    @Test func backupWithoutADatabaseCreatesNothing() {
        let harness = TrackerHarness()
        let target = harness.directory.file("copy.db")
        let result = harness.run(["backup", target])
        #expect(result.status == 1)
        #expect(result.error.contains("there is no database at \(harness.databasePath)"))
        #expect(!FileManager.default.fileExists(atPath: harness.databasePath))
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func backupNeedsAFileArgument() {
        let result = TrackerHarness().run(["backup"])
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("tracker: error: missing expected argument '<file>'"))
    }
}

/// File modes, shared by the CLI tests.
enum DatabaseFileTestsMode {
    static func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
    }
}
