import Foundation
import Testing
import TrackerCore
import TrackerStore
import TrackerTestSupport

/// An import reads files ahead on threads and derives their streams there: whatever the number of
/// threads (`TRACKER_IMPORT_THREADS`), it prints the same report and stores the same bytes as the
/// import on one thread and as `records --rebuild`.
@Suite struct ImportThreadsTests {
    /// `count` made-up runs of 2,000 to 2,400 s, each on its own day of November 2023.
    static func runsFolder(count: Int, in directory: TemporaryDirectory) -> String {
        let folder = directory.file("runs")
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for index in 0..<count {
            let text = DerivedValuesTests.madeUpGPX(seconds: 2_000 + index * 100, seed: Double(index) * 0.7)
                .replacingOccurrences(of: "2023-11-14T", with: "2023-11-\(10 + index)T")
            _ = FileManager.default.createFile(atPath: folder + "/run-\(index).gpx", contents: Data(text.utf8))
        }
        return folder
    }

    /// Imports `paths` with `threads` threads into a fresh database; the report and the stored bytes.
    static func imported(_ paths: [String], threads: Int) throws -> (report: String, snapshot: DerivedSnapshot, rebuilt: DerivedSnapshot) {
        let harness = TrackerHarness(extra: ["TRACKER_IMPORT_THREADS": String(threads)])
        let result = harness.run(["import"] + paths)
        #expect(result.status == 0, "\(String(decoding: result.standardError, as: UTF8.self))")
        let snapshot = try DerivedSnapshot(Database(path: harness.databasePath))
        #expect(harness.run(["records", "--rebuild"]).status == 0)
        return (String(decoding: result.standardOutput, as: UTF8.self), snapshot, try DerivedSnapshot(Database(path: harness.databasePath)))
    }

    @Test func aFolderImportedWithAnyNumberOfThreadsStoresTheSameBytes() throws {
        let directory = TemporaryDirectory()
        let folder = Self.runsFolder(count: 7, in: directory)
        let single = try Self.imported([folder], threads: 1)
        #expect(single.snapshot.streams.count == 7)
        #expect(!single.snapshot.curves.isEmpty && !single.snapshot.zones.isEmpty && !single.snapshot.activityTiles.isEmpty)
        #expect(single.snapshot == single.rebuilt)
        for threads in [2, 3, 8] {
            let many = try Self.imported([folder], threads: threads)
            #expect(many.report == single.report, "\(threads) threads")
            #expect(many.snapshot == single.snapshot, "\(threads) threads")
        }
    }

    @Test func aStravaExportWithGzippedFilesImportsAlikeOnOneThreadAndOnSeveral() throws {
        guard let fixtures = DerivedValuesTests.fixtures else {
            print("skipped: ../shared/fixtures is absent")
            return
        }
        let export = fixtures.appendingPathComponent("strava-export").path
        let single = try Self.imported([export], threads: 1)
        #expect(single.report.contains("rows got their recording") || single.report.contains("rows have their recording"))
        #expect(!single.snapshot.streams.isEmpty)
        let many = try Self.imported([export], threads: 3)
        #expect(many.report == single.report)
        #expect(many.snapshot == single.snapshot)
        #expect(many.snapshot == many.rebuilt)
    }

    @Test func aFileFoundTwiceInAFolderIsReadOnceWhateverTheThreads() throws {
        let directory = TemporaryDirectory()
        let folder = Self.runsFolder(count: 3, in: directory)
        try FileManager.default.copyItem(atPath: folder + "/run-0.gpx", toPath: folder + "/run-0-copy.gpx")
        let single = try Self.imported([folder], threads: 1)
        let many = try Self.imported([folder], threads: 4)
        #expect(single.report.contains("1 already imported"), "\(single.report)")
        #expect(many.report == single.report)
        #expect(many.snapshot == single.snapshot)
    }

    @Test(arguments: ["0", "65", "two", "-1"])
    func aThreadCountOutOfRangeIsAUsageErrorThatImportsNothing(_ value: String) throws {
        let directory = TemporaryDirectory()
        let folder = Self.runsFolder(count: 1, in: directory)
        let harness = TrackerHarness(extra: ["TRACKER_IMPORT_THREADS": value])
        let result = harness.run(["import", folder])
        let error = String(decoding: result.standardError, as: UTF8.self)
        #expect(result.status == 64)
        #expect(error.contains("TRACKER_IMPORT_THREADS: '\(value)'") && error.contains("from 1 to 64"), "\(error)")
        #expect(harness.run(["list"]).standardOutput.isEmpty || !String(decoding: harness.run(["list"]).standardOutput, as: UTF8.self).contains("2023"))
    }

    @Test(arguments: [1, 2])
    func theStagesAreCountedWhenAsked(threads: Int) throws {
        let directory = TemporaryDirectory()
        let folder = Self.runsFolder(count: 2, in: directory)
        let harness = TrackerHarness(extra: ["TRACKER_IMPORT_THREADS": String(threads), "TRACKER_IMPORT_STAGES": "1"])
        let result = harness.run(["import", folder])
        #expect(result.status == 0)
        let line = String(decoding: result.standardError, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("import stages") }
        // The four figures before the threads: `read 0.012, parse 0.100, derive 0.200, write 0.030; 2 threads`.
        let head = line?.split(separator: ";").first ?? ""
        let figures = head.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: CharacterSet(charactersIn: ","))) }
        #expect(figures.count == 4, "\(line ?? "no stages line")")
        // Parsing and deriving 4,000 samples cost something; the total is a process's CPU time, not more.
        #expect(figures.count == 4 && figures[1] > 0 && figures[2] > 0 && figures.reduce(0, +) < 60)
        #expect(line?.hasSuffix(threads.counted("thread")) == true)
        let plain = TrackerHarness(extra: ["TRACKER_IMPORT_THREADS": String(threads)])
        #expect(!String(decoding: plain.run(["import", folder]).standardError, as: UTF8.self).contains("import stages"))
    }

    @Test func theValuesDerivedAheadAreTheWritersOwn() throws {
        let directory = TemporaryDirectory()
        let folder = Self.runsFolder(count: 1, in: directory)
        let harness = TrackerHarness()
        #expect(harness.run(["import", folder]).status == 0)
        let database = try Database(path: harness.databasePath)
        guard let stored = try StreamStore(database: database).stream(forActivity: 1) else {
            Issue.record("no stream stored")
            return
        }
        let writer = try ImportWriter(database: database, createdAt: 0)
        guard let derive = writer.streamDeriver, let derived = derive(stored, .run) else {
            Issue.record("no values derived")
            return
        }
        // The stored stream is its own stored form: deriving it again gives its bytes back.
        #expect(derived.stored == stored)
        #expect(derived.moving == stored.movingIntervals())
        #expect(derived.curves == stored.meanMaxCurves())
        #expect(derived.efforts == stored.bestEfforts(for: .run, moving: derived.moving))
        #expect(derived.efforts(for: .ride) == stored.bestEfforts(for: .ride, moving: derived.moving))
        #expect(derived.efforts(for: .ride) != derived.efforts)
        #expect(derived.histograms.map(\.kind) == [.heartRate, .pace])
        #expect(derived.histograms(for: .ride).map(\.kind) == [.heartRate])
        #expect(derived.tiles.map(\.zoom) == TileZoom.allCases && derived.tiles.allSatisfy { !$0.tiles.isEmpty })
        let snapshot = try DerivedSnapshot(database)
        #expect(snapshot.streams.first?.hasSuffix(derived.encoded.map { String(format: "%02X", $0) }.joined()) == true)
    }
}
