import Foundation
import Testing
@testable import TrackerCLI
import TrackerCore
import TrackerTestSupport
import TrackerTime

@Suite struct RecordsPageTests {
    static func activity(_ id: Int64, day: Int, type: ActivityType = .run, distance: Double, duration: Double, climb: Double = 0, year: Int = 2026) -> Activity {
        let midnight = Int64(LocalDay(year: year, month: 11, day: day)!.daysSince1970) * 86_400
        return Activity(id: id, start: LocalInstant(secondsSince1970: midnight + 7 * 3_600, utcOffset: 0), type: type,
                        distance: distance, duration: duration, elevationGain: climb)
    }

    @Test func theBestThreeOfEachRecordWithTheEarlierFirstOnATie() throws {
        let runs = [
            Self.activity(1, day: 1, distance: 5_000, duration: 1_500, climb: 40),
            Self.activity(2, day: 2, distance: 10_000, duration: 3_100, climb: 90),
            Self.activity(3, day: 3, distance: 21_100, duration: 6_900, climb: 90),
            Self.activity(4, day: 4, distance: 8_000, duration: 2_500, climb: 150),
        ]
        let ride = Self.activity(5, day: 5, type: .ride, distance: 40_000, duration: 5_400, climb: 600)
        var entries = (runs + [ride]).flatMap(RecordEntry.totals)
        // Best efforts for a 5 km: 22:13 (run 2), 22:40 (run 3), 24:00 (run 4), 25:00 (run 1).
        for (activity, seconds) in zip(runs, [1_500.0, 1_333, 1_360, 1_440]) {
            entries += RecordEntry.efforts([BestEffort(target: .distance(5_000), startOffset: 0, elapsedTime: seconds, distance: 5_000)], of: activity)
        }
        let page = RecordsPage(entries: entries)
        #expect(page.sections.map(\.type) == [.run, .ride])
        let run = try #require(page.sections.first?.records)
        #expect(run.map(\.kind) == [.effort(.distance(5_000)), .longestDistance, .longestTime, .biggestClimb])
        #expect(run[0].top.map(\.activityID) == [2, 3, 4])
        #expect(run[1].top.map(\.activityID) == [3, 2, 4])
        // 90 m twice: the earlier activity ranks first.
        #expect(run[3].top.map(\.activityID) == [4, 2, 3])

        let text = page.text(DisplayFormatter(units: .metric))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "RUN")
        #expect(lines[1].split(separator: " ") == ["RECORD", "#", "RESULT", "PACE", "DATE", "ACTIVITY"])
        #expect(lines[2].hasPrefix("5 km") && lines[2].contains("22:13") && lines[2].contains("4:27 /km") && lines[2].contains("Mon 2 Nov 2026") && lines[2].hasSuffix("#2"))
        #expect(lines[3].hasPrefix("     ") && lines[3].contains(" 2 ") && lines[3].contains("22:40"))
        #expect(lines.contains { $0.hasPrefix("longest distance") && $0.contains("21.10 km") && $0.hasSuffix("#3") })
        #expect(lines.contains { $0.hasPrefix("biggest climb") && $0.contains("+150 m") })
        #expect(text.contains("\nRIDE\n") && text.contains("40.00 km") && text.contains("26.7 km/h"))
    }

    @Test func typeAndYearFilterAndEmptyTotalsAreNoRecords() throws {
        let entries = [
            Self.activity(1, day: 1, distance: 5_000, duration: 1_500, year: 2025),
            Self.activity(2, day: 2, distance: 3_000, duration: 900),
            Self.activity(3, day: 3, type: .other, distance: 0, duration: 2_700),
        ].flatMap(RecordEntry.totals)
        let year = RecordsPage(entries: entries, year: 2026)
        #expect(year.sections.first?.records.first?.top.map(\.activityID) == [2])
        // An indoor session: its time is a record, its zero distance and climb are not.
        let other = try #require(RecordsPage(entries: entries, types: [.other]).sections.first)
        #expect(other.type == .other && other.records.map(\.kind) == [.longestTime])
        #expect(RecordsPage(entries: entries, types: [.swim]).isEmpty)
        #expect(RecordsPage(entries: []).text(DisplayFormatter(units: .metric)).hasPrefix("No records yet."))
    }

    @Test func powerRanksByWattsAndJSONIsSI() throws {
        let ride = Self.activity(7, day: 9, type: .ride, distance: 30_000, duration: 3_600)
        let other = Self.activity(8, day: 10, type: .ride, distance: 20_000, duration: 3_000)
        let entries = RecordEntry.efforts([BestEffort(target: .duration(1_200), startOffset: 60, elapsedTime: 1_200, distance: 9_000, averagePower: 231)], of: ride)
            + RecordEntry.efforts([BestEffort(target: .duration(1_200), startOffset: 0, elapsedTime: 1_200, distance: 8_000, averagePower: 254)], of: other)
        let page = RecordsPage(entries: entries)
        #expect(page.sections[0].records[0].top.map(\.activityID) == [8, 7])
        #expect(page.text(DisplayFormatter(units: .imperial)).contains("20 min power  1   254 W"))
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(page.json.serialized().utf8)) as? [[String: Any]])
        #expect(rows.count == 2)
        #expect(rows[0]["record"] as? String == "20 min power" && rows[0]["rank"] as? Int == 1 && rows[0]["activity_id"] as? Int == 8)
        #expect(rows[0]["power_average_w"] as? Int == 254 && rows[0]["duration_s"] as? Int == 1_200 && rows[0]["type"] as? String == "ride")
        #expect(rows[1]["start"] as? String == "2026-11-09T07:00:00+00:00")
    }

    @Test func theSampleRunsEffortsRankAgainstEachOther() throws {
        // Two loops, the second faster: every effort both have goes to the second.
        let slow = try SampleStreams.hillyLoop(seed: 1), fast = try SampleStreams.hillyLoop(kilometres: 10.5, seed: 2, power: true)
        let first = Self.activity(1, day: 1, distance: 8_300, duration: slow.elapsedTime)
        let second = Self.activity(2, day: 2, distance: 10_000, duration: fast.elapsedTime)
        let entries = RecordEntry.efforts(slow.bestEfforts(for: .run), of: first) + RecordEntry.efforts(fast.bestEfforts(for: .run), of: second)
        let page = RecordsPage(entries: entries)
        for (kind, top) in try #require(page.sections.first).records {
            #expect(top.first?.activityID == 2, "\(kind.name)")
        }
        #expect(page.sections[0].records.map { $0.kind.name } == ["400 m", "1 km", "1 mile", "5 km", "10 km"])
    }
}
