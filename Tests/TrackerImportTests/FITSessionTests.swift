import Foundation
import Testing
import TrackerCore
import TrackerTestSupport
@testable import TrackerImport

/// A FIT file gives one activity per session, whatever order it writes them in, and a file
/// without a session is rebuilt from its records.
@Suite struct FITSessionTests {
    struct Session {
        var start: UInt32
        var sport: UInt8
        var timer: UInt32
        var distanceCentimetres: UInt32
    }

    /// A file of `records` (seconds after `FITBuilder.startTime`; position, distance 5 m a second and heart
    /// rate), timer stops and restarts at `stops` and `restarts`, a `sport` message when given, and
    /// `sessions` written after every record, as devices write them.
    static func file(records: [UInt32], sessions: [Session], sport: UInt8? = nil, stops: [UInt32] = [], restarts: [UInt32] = [], positions: Bool = true, distance: Bool = true) -> [UInt8] {
        let start = FITBuilder.startTime
        var fit = FITBuilder()
        fit.definition(local: 0, global: 0, bigEndian: false, fields: [(0, 1, 0x00)])
        fit.message(header: 0x00, bigEndian: false, values: [(1, 4)])
        if let sport {
            fit.definition(local: 4, global: 12, bigEndian: false, fields: [(0, 1, 0x00), (1, 1, 0x00)])
            fit.message(header: 0x04, bigEndian: false, values: [(1, UInt64(sport)), (1, 0)])
        }
        var fields: [(UInt8, UInt8, UInt8)] = [(253, 4, 0x86), (3, 1, 0x02)]
        if positions { fields += [(0, 4, 0x85), (1, 4, 0x85)] }
        if distance { fields.append((5, 4, 0x86)) }
        fit.definition(local: 1, global: 20, bigEndian: false, fields: fields)
        // event: timestamp, event (0 timer), event_type (0 start, 4 stop all).
        fit.definition(local: 3, global: 21, bigEndian: false, fields: [(253, 4, 0x86), (0, 1, 0x00), (1, 1, 0x00)])
        var events = stops.map { ($0, UInt64(4)) } + restarts.map { ($0, UInt64(0)) }
        events.sort { $0.0 < $1.0 }
        for second in records {
            while let event = events.first, event.0 <= second {
                fit.message(header: 0x03, bigEndian: false, values: [(4, UInt64(start + event.0)), (1, 0), (1, event.1)])
                events.removeFirst()
            }
            var values: [(Int, UInt64)] = [(4, UInt64(start + second)), (1, 140)]
            if positions {
                let latitude = Int32((46 + Double(second) * 0.00004) / 180 * 2_147_483_648)
                let longitude = Int32(14.0 / 180 * 2_147_483_648)
                values += [(4, UInt64(UInt32(bitPattern: latitude))), (4, UInt64(UInt32(bitPattern: longitude)))]
            }
            if distance { values.append((4, UInt64(second * 500))) }
            fit.message(header: 0x01, bigEndian: false, values: values)
        }
        fit.definition(local: 2, global: 18, bigEndian: false, fields: [(2, 4, 0x86), (5, 1, 0x00), (7, 4, 0x86), (8, 4, 0x86), (9, 4, 0x86)])
        for session in sessions {
            fit.message(header: 0x02, bigEndian: false, values: [
                (4, UInt64(start + session.start)), (1, UInt64(session.sport)), (4, UInt64(session.timer * 1000)), (4, UInt64(session.timer * 1000)),
                (4, UInt64(session.distanceCentimetres)),
            ])
        }
        return fit.file()
    }

    // MARK: - Sessions

    /// A triathlon-like day: swim, bike, run, each session with its own records. Written in the
    /// order run, swim, bike, each still takes the records of its own time.
    @Test(arguments: [[0, 1, 2], [2, 0, 1]])
    func eachSessionIsAnActivityWithItsOwnRecords(order: [Int]) throws {
        let sessions = [
            Session(start: 0, sport: 5, timer: 600, distanceCentimetres: 100_000),
            Session(start: 1000, sport: 2, timer: 1000, distanceCentimetres: 3_000_000),
            Session(start: 3000, sport: 1, timer: 900, distanceCentimetres: 300_000),
        ]
        let records = Array(stride(from: UInt32(0), through: 600, by: 60)) + Array(stride(from: UInt32(1000), through: 2000, by: 100))
            + Array(stride(from: UInt32(3000), through: 3900, by: 90))
        let activities = try ImportedStreamTests.fit(Self.file(records: records, sessions: order.map { sessions[$0] }))
        #expect(activities.count == 3)
        let byStart = activities.sorted { $0.activity.start.secondsSince1970 < $1.activity.start.secondsSince1970 }
        #expect(byStart.map(\.activity.type) == [.swim, .ride, .run])
        #expect(byStart.map { $0.activity.start.secondsSince1970 - Int64(FITBuilder.startTime) - FITFile.epoch } == [0, 1000, 3000])
        #expect(byStart.map(\.activity.distance) == [1000, 30_000, 3000])
        #expect(byStart.map { $0.stream?.count } == [11, 11, 11])
        #expect(byStart.map { $0.stream?.time.first } == [0, 0, 0])
        #expect(byStart.map { $0.stream?.time.last } == [600, 1000, 900])
        // Each keeps its place in the file as its id, so a second import finds each again.
        #expect(Set(activities.compactMap(\.sourceID)) == ["a.fit#1", "a.fit#2", "a.fit#3"])
    }

    /// Seven sessions in one file, as a long day on a Fenix 2, with records one second back twice
    /// (as in the real one's 24,239): all seven are added to the database.
    @Test func sevenSessionsAreSevenActivitiesInTheDatabase() throws {
        let sessions = (0..<7).map { Session(start: UInt32($0) * 2000, sport: [1, 2, 11][$0 % 3], timer: 1200, distanceCentimetres: 600_000) }
        var records: [UInt32] = []
        for index in 0..<7 { records += stride(from: UInt32(index) * 2000, through: UInt32(index) * 2000 + 1200, by: 30) }
        for late in [UInt32(4029), 8059] { records.insert(late, at: (records.firstIndex(of: late + 1) ?? 0) + 1) }
        let harness = TrackerHarness()
        let path = harness.directory.file("day.fit")
        try Data(Self.file(records: records, sessions: sessions)).write(to: URL(fileURLWithPath: path))
        let result = harness.run(["import", path])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("day.fit: 7 added"), "\(result.output)")
        #expect(harness.run(["import", path]).output.contains("day.fit: 0 added, 7 duplicates skipped"))
    }

    // MARK: - No session

    /// A file whose device died: records with times, positions and distance, a pause of the timer,
    /// no lap or session. Rebuilt as Garmin Connect does, and the report says so.
    @Test func aFileWithoutASessionIsRebuiltFromItsRecords() throws {
        let records = Array(stride(from: UInt32(0), through: 600, by: 10)) + Array(stride(from: UInt32(900), through: 1500, by: 10))
        let bytes = Self.file(records: records, sessions: [], sport: 1, stops: [600], restarts: [900])
        let imported = try #require(try ImportedStreamTests.fit(bytes).first)
        #expect(imported.activity.start.secondsSince1970 == Int64(FITBuilder.startTime) + FITFile.epoch)
        #expect(imported.activity.type == .run)
        #expect(imported.activity.distance == 7500)
        // The timer ran 600 s, stopped for 300 s, ran 600 s more.
        #expect(imported.activity.duration == 1200)
        #expect(imported.stream?.count == records.count)
        #expect(imported.stream?.segmentStarts == [61])
        #expect(imported.note?.contains("rebuilt from its 122 records") == true)

        let harness = TrackerHarness()
        let path = harness.directory.file("crashed.fit")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let result = harness.run(["import", path])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("crashed.fit: 1 added; rebuilt from its 122 records: the file has no session message"), "\(result.output)")
        #expect(harness.run(["show", "last"]).output.contains("7.50 km"))
    }

    /// Positions alone (no distance) are enough; the distance is then the route's.
    @Test func positionsAloneAreEnoughToRebuild() throws {
        let bytes = Self.file(records: Array(stride(from: UInt32(0), through: 300, by: 10)), sessions: [], distance: false)
        let imported = try #require(try ImportedStreamTests.fit(bytes).first)
        // 0.00004 degrees of latitude a second, for 300 s: about 1,334 m.
        #expect(abs(imported.activity.distance - 300 * 0.00004 * 111_195) < 2)
        #expect(imported.activity.type == Fixtures.options.type(named: nil))
    }

    @Test func recordsWithoutPositionOrDistanceAreNotRebuilt() throws {
        let bytes = Self.file(records: [0, 10, 20], sessions: [], positions: false, distance: false)
        #expect {
            _ = try ImportedStreamTests.fit(bytes)
        } throws: { "\($0)".contains("without a session message, and its records hold no position or distance") }
    }

    /// Like DeveloperData.fit of the FIT SDK: records without any timestamp cannot be placed.
    @Test func recordsWithoutTimesAreNotRebuilt() throws {
        var fit = FITBuilder()
        fit.definition(local: 0, global: 0, bigEndian: false, fields: [(0, 1, 0x00)])
        fit.message(header: 0x00, bigEndian: false, values: [(1, 4)])
        fit.definition(local: 1, global: 20, bigEndian: false, fields: [(3, 1, 0x02), (5, 4, 0x86)])
        fit.message(header: 0x01, bigEndian: false, values: [(1, 140), (4, 51_000)])
        fit.message(header: 0x01, bigEndian: false, values: [(1, 143), (4, 208_000)])
        #expect {
            _ = try ImportedStreamTests.fit(fit.file())
        } throws: { "\($0)".contains("without a session message, and its records have no timestamp") }
    }

    /// python-fitparse's truncated file ends inside its data: refused at the header that
    /// declares more than the file holds, as before.
    @Test func aTruncatedRealFileIsStillRefusedWithItsOffset() throws {
        guard let path = Fixtures.shared("fit/activity-unexpected-eof.fit") else {
            print("skipped: ../shared/fixtures is absent")
            return
        }
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect {
            _ = try ImportedStreamTests.fit(bytes)
        } throws: { error in
            (error as? ImportError)?.location == .byte(4) && "\(error)".contains("truncated or corrupt")
        }
    }
}
