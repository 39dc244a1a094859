import Foundation
import Testing
import TrackerCore
@testable import TrackerImport
import TrackerStore
import TrackerTestSupport
import TrackerTime

/// Each reader asks `ActivityTypeNames` for the type a file names; the default of `--type`
/// applies only when the file names none.
@Suite struct ImportedTypeTests {
    static func firstType(_ read: (@escaping (ImportRecord) throws -> Void) throws -> Void) throws -> ActivityType? {
        var type: ActivityType?
        try read { record in
            if case .activity(let imported) = record, type == nil { type = imported.activity.type }
        }
        return type
    }

    @Test(arguments: [
        ("9", ActivityType.run), ("1", .ride), ("16", .swim), ("17", .virtualRide), ("trail_running", .trailRun),
        ("mountain_biking", .mountainBike), ("Radfahrt", .ride), ("Nordic Ski", .nordicSki), ("golf", .other),
    ])
    func gpxTypeElement(_ name: String, _ type: ActivityType) throws {
        let text = GPXReaderTests.gpx([(46, 14, 300, 0), (46.001, 14, 305, 30)], type: name)
        let read = try Self.firstType { emit in
            try GPXReader(options: Fixtures.options, fileName: "t.gpx").read(DataByteStream(Array(text.utf8)), emit: emit)
        }
        #expect(read == type)
    }

    @Test func aGPXWithoutATypeTakesTheDefault() throws {
        let text = GPXReaderTests.gpx([(46, 14, 300, 0), (46.001, 14, 305, 30)], type: nil)
        var options = Fixtures.options
        options.defaultType = .hike
        let read = try Self.firstType { emit in
            try GPXReader(options: options, fileName: "t.gpx").read(DataByteStream(Array(text.utf8)), emit: emit)
        }
        #expect(read == .hike)
    }

    @Test(arguments: [("Running", ActivityType.run), ("Biking", .ride), ("Other", .walk)])
    func tcxSportAttribute(_ sport: String, _ type: ActivityType) throws {
        let text = TCXReaderTests.sample.replacingOccurrences(of: "Sport=\"Biking\"", with: "Sport=\"\(sport)\"")
        var options = Fixtures.options
        options.defaultType = .walk
        let read = try Self.firstType { emit in
            try TCXReader(options: options, fileName: "r.tcx").read(DataByteStream(Array(text.utf8)), emit: emit)
        }
        #expect(read == type)
    }

    /// A session (sport, sub_sport) read by the FIT reader, the sub-sport refining the sport.
    @Test(arguments: [(UInt8(1), UInt8(3), ActivityType.trailRun), (1, 1, .treadmillRun), (2, 46, .gravelRide),
                      (5, 18, .openWaterSwim), (5, 17, .poolSwim), (13, 37, .backcountrySki), (2, 0, .ride)])
    func fitSportAndSubSport(_ sport: UInt8, _ subSport: UInt8, _ type: ActivityType) throws {
        var fit = FITBuilder()
        fit.definition(local: 0, global: 0, bigEndian: false, fields: [(0, 1, 0x00)])
        fit.message(header: 0x00, bigEndian: false, values: [(1, 4)])
        fit.definition(local: 1, global: 18, bigEndian: false, fields: [
            (253, 4, 0x86), (2, 4, 0x86), (5, 1, 0x00), (6, 1, 0x00), (7, 4, 0x86), (8, 4, 0x86), (9, 4, 0x86),
        ])
        let start = UInt64(FITBuilder.startTime)
        fit.message(header: 0x01, bigEndian: false, values: [
            (4, start + 1800), (4, start), (1, UInt64(sport)), (1, UInt64(subSport)), (4, 1_800_000), (4, 1_800_000), (4, 300_000),
        ])
        let bytes = fit.file()
        let read = try Self.firstType { emit in
            try FITReader(options: Fixtures.options, fileName: "s.fit", totalBytes: bytes.count).read(DataByteStream(bytes), emit: emit)
        }
        #expect(read == type)
    }

    @Test func stravaActivityTypesOfEveryKindAndLanguage() throws {
        let harness = TrackerHarness()
        let file = harness.directory.file("activities.csv")
        let rows = [("201", "Trail Run"), ("202", "Weight Training"), ("203", "Radfahrt"), ("204", "Sortie à vélo électrique"),
                    ("205", "Hardloopsessie"), ("206", "Alpine Ski"), ("207", "Yoga")]
        var text = ImportCommandTests.stravaHeader
        for (index, row) in rows.enumerated() {
            text += "\(row.0),\"Nov \(20 + index), 2026, 7:30:00 AM\",Name,\(row.1),,1800,5,,,,,,,,,,,,,,,\n"
        }
        Fixtures.write(text, to: file)
        let result = harness.run(["import", file])
        #expect(result.status == 0, "\(result.error)")
        let activities = try ActivityStore(database: try Database(path: harness.databasePath)).fetch()
            .sorted { $0.start.secondsSince1970 < $1.start.secondsSince1970 }
        #expect(activities.map(\.type) == [.trailRun, .strength, .ride, .eBike, .run, .alpineSki, .yoga])
    }
}
