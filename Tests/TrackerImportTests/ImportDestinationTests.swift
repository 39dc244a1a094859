import Foundation
import Testing
import TrackerCore
import TrackerTestSupport
@testable import TrackerImport
import TrackerTime

/// The importer against an in-memory `ImportDestination`: what a file sends across the
/// boundary, in what order, and how the destination's answers end up in the reports.
@Suite struct ImportDestinationTests {
    let directory = TemporaryDirectory()

    static let header = "id,start,type,name,notes,distance_m,duration_s,elevation_m\n"

    func file(_ name: String, _ text: String) -> String {
        let path = directory.file(name)
        Fixtures.write(text, to: path)
        return path
    }

    func run(_ paths: [String], into destination: RecordingDestination) throws -> [FileReport] {
        try Importer(destination: destination, options: Fixtures.options, format: .auto).run(paths: paths)
    }

    static func activity(_ start: Int64, _ type: ActivityType, _ name: String, distance: Double, duration: Double, elevation: Double, id: String) -> RecordingDestination.Event {
        .activity(ImportedActivity(
            activity: Activity(start: LocalInstant(secondsSince1970: start, utcOffset: 3600), type: type, name: name,
                               distance: distance, duration: duration, elevationGain: elevation),
            source: "csv", sourceID: id))
    }

    @Test func aFileIsOneBeginItsRecordsInOrderAndOneFinish() throws {
        let path = file("runs.csv", Self.header
            + "7,2026-11-01T08:00:00+01:00,run,First,,5000,1800,10\n"
            + "8,2026-11-02T08:00:00+01:00,ride,Second,,20000,3600,150\n")
        let destination = RecordingDestination()
        let reports = try run([path], into: destination)
        #expect(destination.events == [
            .begin,
            Self.activity(1_793_516_400, .run, "First", distance: 5000, duration: 1800, elevation: 10, id: "7"),
            Self.activity(1_793_602_800, .ride, "Second", distance: 20000, duration: 3600, elevation: 150, id: "8"),
            .finish,
        ])
        #expect(reports.map(\.added) == [2] && reports.map(\.duplicates) == [0])
        #expect(reports.first?.format == "csv")
        #expect(destination.kept.count == 2)
    }

    @Test func moodsCrossAsMoods() throws {
        let path = file("moods.csv", "date,level,value,note\n2026-11-20,good,2,fine\n2026-11-21,terrible,0,\n")
        let destination = RecordingDestination()
        let reports = try run([path], into: destination)
        let first = try #require(LocalDay(year: 2026, month: 11, day: 20))
        let second = try #require(LocalDay(year: 2026, month: 11, day: 21))
        #expect(destination.events == [
            .begin, .mood(Mood(day: first, level: .good, note: "fine")), .mood(Mood(day: second, level: .terrible)), .finish,
        ])
        #expect(reports.map(\.added) == [2])
    }

    /// The destination decides what is a duplicate; the importer reports its counts per file.
    @Test func theDestinationsCountsAreEachFilesReport() throws {
        let text = Self.header + "1,2026-11-01T07:00:00Z,run,a,,5000,1800,0\n" + "2,2026-11-01T07:00:30Z,run,b,,5000,1800,0\n"
        let first = file("first.csv", text)
        let second = file("second.csv", text + "3,2026-11-03T07:00:00Z,walk,c,,1000,600,0\n")
        let destination = RecordingDestination()
        let reports = try run([first, second], into: destination)
        #expect(reports.map(\.added) == [1, 1])
        #expect(reports.map(\.duplicates) == [1, 2])
        #expect(destination.events.filter { $0 == .begin }.count == 2)
        #expect(destination.events.filter { $0 == .finish }.count == 2)
        #expect(destination.kept.map(\.sourceID) == ["1", "3"])
    }

    /// A file the reader rejects half-way is discarded as a whole; the next file is still written.
    @Test func aRejectedFileIsDiscardedAndTheNextStillWritten() throws {
        let bad = file("bad.csv", Self.header + "1,2026-11-01T07:00:00Z,run,ok,,5000,1800,0\n" + "2,2026-11-02T07:00:00Z,run,x,,five km,1800,0\n")
        let good = file("good.csv", Self.header + "1,2026-11-05T07:00:00Z,run,ok,,5000,1800,0\n")
        let destination = RecordingDestination()
        let reports = try run([bad, good], into: destination)
        #expect(reports[0].error?.location == .line(3))
        #expect(reports[0].added == 0 && reports[0].duplicates == 0)
        #expect(reports[1].added == 1 && !reports[1].isRejected)
        let discard = try #require(destination.events.firstIndex(of: .discard))
        #expect(destination.events.first == .begin)
        #expect(destination.events[(discard + 1)...].first == .begin)
        #expect(destination.events.last == .finish)
        #expect(destination.kept.map(\.activity.start.secondsSince1970) == [1_793_862_000])
    }

    /// A value the destination refuses is reported against its file; a failure of the
    /// destination itself stops the import.
    @Test func refusalsAreReportedAndFailuresStopTheImport() throws {
        let walks = file("walks.csv", Self.header + "1,2026-11-01T07:00:00Z,run,ok,,5000,1800,0\n" + "2,2026-11-02T07:00:00Z,walk,no,,1000,600,0\n")
        let runs = file("runs.csv", Self.header + "1,2026-11-05T07:00:00Z,run,ok,,5000,1800,0\n")
        let destination = RecordingDestination()
        destination.refusedType = .walk
        let reports = try run([walks, runs], into: destination)
        #expect(reports[0].error?.reason == "no walk here")
        #expect(reports[0].error?.file == walks)
        #expect(reports[1].added == 1)
        #expect(destination.kept.count == 1)

        let failing = RecordingDestination()
        failing.isOut = true
        #expect(throws: RecordingDestination.Outage.self) { try run([runs, walks], into: failing) }
        #expect(failing.events.filter { $0 == .begin }.count == 1)
        #expect(failing.kept.isEmpty)
    }
}
