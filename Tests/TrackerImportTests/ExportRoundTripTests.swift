import Foundation
import Testing
import TrackerCore
import TrackerRandom
import TrackerStore
import TrackerTestSupport
import TrackerTime

/// Whatever tracker accepts (`AcceptedDates`, `ActivityLimits`) survives `export` and then
/// `import` into an empty database unchanged, in CSV and JSON.
@Suite struct ExportRoundTripTests {
    /// The harnesses' clock: 2026-11-29T09:00:00Z.
    static let now: Int64 = 1_795_942_800
    static let words = ["Morning", "loop, with commas", "say \"hi\"", "two\nlines", "😀🏃‍♀️", "Über", "", "tab\there", "\r\nCRLF"]

    static func text(_ random: inout SeededRandom) -> String? {
        let text = words[random.int(0...(words.count - 1))] + words[random.int(0...(words.count - 1))]
        return text.isEmpty ? nil : text
    }

    /// A value in `0...maximum`: now and then exactly 0 or the maximum, else anything between.
    static func value(_ random: inout SeededRandom, maximum: Double) -> Double {
        switch random.int(0...9) {
        case 0: return 0
        case 1: return maximum
        default: return random.unit() * maximum
        }
    }

    /// Activities anywhere in the accepted range, at any offset to the second (a third of them
    /// whole quarter hours, as most zones have), the first and last possible starts among them, and
    /// every fifth one a near copy of the one before (a minute later, a compatible type, about the
    /// same distance): separate rows that the same-activity rule would take for one.
    static func activities(seed: UInt64, count: Int) -> [Activity] {
        var random = SeededRandom(seed: seed)
        let latest = now + AcceptedDates.allowanceAhead
        var activities: [Activity] = []
        for index in 0..<count {
            if index > 2 && index % 5 == 0, let previous = activities.last {
                var twin = previous
                twin.start = LocalInstant(
                    secondsSince1970: min(latest, previous.start.secondsSince1970 + Int64(random.int(0...120))),
                    utcOffset: previous.start.utcOffset)
                twin.distance = min(ActivityLimits.maximumDistance, previous.distance * (1 + random.unit() * 0.05))
                twin.name = text(&random)
                activities.append(twin)
                continue
            }
            var offset = random.int(-ActivityLimits.maximumUTCOffset...ActivityLimits.maximumUTCOffset)
            if index % 3 == 0 { offset = offset / 900 * 900 }
            // The earliest start is the first accepted day's midnight on its own clock.
            let earliest = Int64(AcceptedDates.firstDay.daysSince1970) * 86_400 - Int64(offset)
            let start: Int64
            switch index {
            case 0: start = earliest
            case 1: start = latest
            default: start = earliest + Int64(random.unit() * Double(latest - earliest))
            }
            let duration = max(1, value(&random, maximum: ActivityLimits.maximumDuration))
            activities.append(Activity(
                start: LocalInstant(secondsSince1970: start, utcOffset: offset),
                type: ActivityType.allCases[random.int(0...(ActivityType.allCases.count - 1))],
                name: text(&random), notes: random.int(0...1) == 0 ? nil : text(&random),
                distance: value(&random, maximum: ActivityLimits.maximumDistance),
                duration: duration,
                elevationGain: value(&random, maximum: ActivityLimits.maximumElevationGain),
                effort: random.int(0...2) == 0 ? nil : random.int(1...10)))
        }
        return activities
    }

    /// Moods on distinct days from 1970-01-01 to tomorrow, the first and last among them.
    static func moods(seed: UInt64, count: Int) -> [Mood] {
        var random = SeededRandom(seed: seed)
        let tomorrow = LocalDay.daysSince1970(containing: now) + 1
        var days: Set<Int> = [0, tomorrow]
        while days.count < count { days.insert(random.int(0...tomorrow)) }
        return days.sorted().map { number in
            Mood(day: LocalDay(daysSince1970: number), level: MoodLevel.allCases[random.int(0...(MoodLevel.allCases.count - 1))],
                 note: random.int(0...2) == 0 ? text(&random) : nil)
        }
    }

    /// The rows without their ids, their gear given by name (a gear's id is its database's own).
    static func storedActivities(_ harness: TrackerHarness) throws -> [Activity] {
        try storedActivitiesWithGear(harness).map(\.activity)
    }

    /// Each row's gear's name, in `storedActivities`' order.
    static func storedGear(_ harness: TrackerHarness) throws -> [String?] {
        try storedActivitiesWithGear(harness).map(\.gear)
    }

    private static func storedActivitiesWithGear(_ harness: TrackerHarness) throws -> [(activity: Activity, gear: String?)] {
        let database = try Database(path: harness.databasePath)
        let names = try GearStore(database: database).names()
        return try ActivityStore(database: database).fetch()
            .map { var copy = $0; copy.id = nil; copy.gearID = nil; return (copy, $0.gearName(names)) }
            .sorted {
                let (a, b) = ($0.activity, $1.activity)
                return (a.start.secondsSince1970, a.type.rawValue, a.distance, a.name ?? "", a.duration)
                    < (b.start.secondsSince1970, b.type.rawValue, b.distance, b.name ?? "", b.duration)
            }
    }

    static func storedMoods(_ harness: TrackerHarness) throws -> [Mood] {
        try MoodStore(database: Database(path: harness.databasePath)).fetch().sorted { $0.day < $1.day }
    }

    /// Exports `harness`'s rows (`--moods` among `extra` for moods) and imports them into an empty database.
    static func roundTrip(_ harness: TrackerHarness, format: String, extra: [String] = [], into given: TrackerHarness? = nil) -> TrackerHarness {
        let file = harness.directory.file("export-\(extra.count).\(format)")
        let export = harness.run(["export", "--format", format, "-o", file] + extra)
        #expect(export.status == 0, "\(export.error)")
        let target = given ?? TrackerHarness()
        let result = target.run(["import", file])
        #expect(result.status == 0, "\(result.error)")
        return target
    }

    // MARK: - Property

    /// Pairs of rows the same-activity rule takes for one activity.
    static func sameByTheRule(_ activities: [Activity]) -> Int {
        var pairs = 0
        for (index, activity) in activities.enumerated() {
            for other in activities[(index + 1)...].prefix(8) where SameActivityRule.standard.isSame(ActivityFootprint(activity), ActivityFootprint(other)) {
                pairs += 1
            }
        }
        return pairs
    }

    static let count = 300

    @Test(arguments: [("csv", 21 as UInt64), ("json", 22), ("csv", 23), ("json", 24)])
    func randomActivitiesAndMoodsComeBackUnchanged(format: String, seed: UInt64) throws {
        let source = TrackerHarness()
        var activities = Self.activities(seed: seed, count: Self.count)
        let moods = Self.moods(seed: seed, count: 200)
        let database = try Database(path: source.databasePath)
        // Most of them on one of a few gear with awkward names, which come back by name.
        let gear = GearStore(database: database)
        let gearIDs = try ["Pegasus 40", "loop, with commas", "say \"hi\"", "Über 😀"].enumerated().map { index, name in
            try gear.insert(Gear(name: name, kind: GearKind.allCases[index % 3]), createdAt: Self.now).id
        }
        var random = SeededRandom(seed: seed + 100)
        for index in activities.indices where random.int(0...3) > 0 { activities[index].gearID = gearIDs[random.int(0...3)] }
        let activityStore = ActivityStore(database: database)
        let moodStore = MoodStore(database: database)
        for activity in activities {
            // Each is one the typing path accepts too.
            #expect(ActivityLimits.problem(with: activity, now: Double(Self.now)) == nil)
            _ = try activityStore.insert(activity, createdAt: Self.now)
        }
        for mood in moods {
            #expect(AcceptedDates.problem(withMoodDay: mood.day, today: LocalDay(daysSince1970: LocalDay.daysSince1970(containing: Self.now))) == nil)
            _ = try moodStore.upsert(mood, updatedAt: Self.now)
        }

        let original = try Self.storedActivities(source)
        #expect(original.count == activities.count)
        let overlapping = Self.sameByTheRule(original)
        #expect(overlapping > Self.count / 10, "the history has rows the same-activity rule takes for one")
        let target = Self.roundTrip(source, format: format)
        let imported = try Self.storedActivities(target)
        #expect(imported.count == original.count)
        for (left, right) in zip(original, imported) { #expect(left == right) }
        let originalGear = try Self.storedGear(source)
        #expect(try Self.storedGear(target) == originalGear)
        #expect(originalGear.compactMap { $0 }.count > Self.count / 2)
        // The same export again adds nothing.
        let again = target.run(["import", source.directory.file("export-0.\(format)")])
        #expect(again.status == 0, "\(again.error)")
        #expect(again.output.contains(": 0 added, \(original.count) duplicates skipped"), "\(again.output)")
        #expect(try Self.storedActivities(target) == imported)
        // An export of the restored database names its rows as the first did: into the first, nothing new.
        let back = Self.roundTrip(target, format: format, into: source)
        #expect(try Self.storedActivities(back) == original)

        let moodTarget = Self.roundTrip(source, format: format, extra: ["--moods"])
        #expect(try Self.storedMoods(moodTarget) == moods)
    }

    // MARK: - Regressions

    /// 00:30 on the first day an hour east of UTC is still 1969 in UTC: typed, it is stored,
    /// and its export imports again.
    @Test(arguments: ["csv", "json"])
    func aStartOnTheFirstDayEastOfUTCRoundTrips(format: String) throws {
        let source = TrackerHarness()
        let add = source.run(["add", "--duration", "30m", "--distance", "5km", "--date", "1970-01-01T00:30+01:00"])
        #expect(add.status == 0, "\(add.error)")
        let target = Self.roundTrip(source, format: format)
        let imported = try Self.storedActivities(target)
        #expect(imported == (try Self.storedActivities(source)))
        #expect(imported.map(\.start) == [LocalInstant(secondsSince1970: -1800, utcOffset: 3600)])
    }

    /// A mood before 1970 is refused when typed, as it is when imported; the first day is accepted by both.
    @Test(arguments: ["csv", "json"])
    func moodsFromTheFirstDayRoundTripAndEarlierOnesAreRefused(format: String) throws {
        let source = TrackerHarness()
        let refused = source.run(["mood", "good", "--date", "1969-12-31"])
        #expect(refused.status == 64)
        #expect(refused.error.contains("'1969-12-31' is before 1970; use a date from 1970 on"))
        #expect(source.run(["mood", "good", "--date", "1970-01-01"]).status == 0)
        let target = Self.roundTrip(source, format: format, extra: ["--moods"])
        #expect(try Self.storedMoods(target) == (try Self.storedMoods(source)))
        #expect(try Self.storedMoods(target).map(\.day.iso) == ["1970-01-01"])
    }

    /// Offsets of before 1972 were not always whole minutes (Liberia: -00:44:30); the export
    /// keeps the seconds, so the start comes back to the second.
    @Test(arguments: ["csv", "json"])
    func anOffsetWithSecondsRoundTrips(format: String) throws {
        let source = TrackerHarness(timeZone: "Africa/Monrovia")
        #expect(source.run(["add", "--duration", "30m", "--date", "1971-06-01T10:00"]).status == 0)
        let stored = try Self.storedActivities(source)
        #expect(stored.map(\.start.utcOffset) == [-2670])
        #expect(try Self.storedActivities(Self.roundTrip(source, format: format)) == stored)
    }

    /// Importing follows the same range: a mood file's day after tomorrow is refused, naming the line.
    @Test func importedMoodsBeyondTomorrowAreRefused() throws {
        let harness = TrackerHarness()
        let file = harness.directory.file("moods.csv")
        Fixtures.write("date,level,value,note\r\n2026-11-30,good,2,\r\n2026-12-01,good,2,\r\n", to: file)
        let result = harness.run(["import", file])
        #expect(result.status != 0)
        let report = result.output + result.error
        #expect(report.contains("moods.csv:3"), "\(report)")
        #expect(report.contains("date '2026-12-01' is more than a day in the future"), "\(report)")
        #expect(try Self.storedMoods(harness).isEmpty)
    }
}
