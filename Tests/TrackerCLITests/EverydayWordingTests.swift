import Foundation
import Testing
@testable import TrackerCLI
import TrackerCore
import TrackerTime
import TrackerImport
import TrackerTestSupport

/// The words a week of real use found wanting: a speed is called SPEED, a swim is split as
/// swimmers count, a strength session shows no distance, and the families are named apart
/// from the training load's fitness.
@Suite struct EverydayWordingTests {
    let tracker = TrackerHarness(now: "2026-11-29T19:00:00Z")

    static func page(_ type: ActivityType, _ stream: ActivityStream) -> ActivityPage {
        let distance = stream.cumulativeDistance.map { $0[$0.count - 1] } ?? 0
        let activity = Activity(id: 3, start: LocalInstant(secondsSince1970: 1_795_933_800, utcOffset: 0), type: type,
                                distance: distance, duration: stream.movingTime())
        return ActivityPage(activity: activity, source: "gpx", sourceID: "a.gpx", stream: stream, bestEfforts: [])
    }

    @Test func aRidesSplitsAndLapsSaySpeedARunsSayPace() throws {
        let stream = try SampleStreams.hillyLoop(kilometres: 12)
        let ride = Self.page(.ride, stream).text(DisplayFormatter(units: .metric))
        let headers = ride.split(separator: "\n").filter { $0.hasPrefix("KM ") || $0.hasPrefix("  KM") || $0.contains("TIME") }
        #expect(!headers.isEmpty && headers.allSatisfy { $0.contains("SPEED") && !$0.contains("PACE") }, "\(ride)")
        let run = Self.page(.run, stream).text(DisplayFormatter(units: .metric))
        #expect(run.contains("PACE") && !run.contains("SPEED"))
    }

    @Test func aSwimIsSplitPerHundredMetresNamedByTheDistanceSwum() throws {
        // 2606 m at an even pace: 26 splits of 100 m and the last 6 m folded in or shown as 2606.
        let seconds = Array(stride(from: 0.0, through: 2606 / 1.2, by: 1))
        let stream = try ActivityStream(time: seconds, distance: seconds.map { min(2606, $0 * 1.2) })
        let text = Self.page(.swim, stream).text(DisplayFormatter(units: .metric))
        let lines = text.split(separator: "\n").map(String.init)
        let header = try #require(lines.firstIndex { $0.contains("TIME") && $0.contains("PACE") })
        #expect(lines[header].trimmingCharacters(in: .whitespaces).hasPrefix("M "), "\(text)")
        #expect(lines[header + 1].trimmingCharacters(in: .whitespaces).hasPrefix("100 "))
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("2606 ") || $0.trimmingCharacters(in: .whitespaces).hasPrefix("2600 ") }, "\(text)")
        #expect(!lines.contains { $0.hasPrefix("0.") } && !text.contains("KM"), "\(text)")
    }

    @Test func recordsOfARideSaySpeed() throws {
        for (type, start) in [(ActivityType.ride, Int64(1_795_933_800)), (.run, 1_795_020_000)] {
            let stream = try SampleStreams.hillyLoop(kilometres: 12)
            let activity = Activity(start: LocalInstant(secondsSince1970: start, utcOffset: 0), type: type, distance: 12_000, duration: stream.elapsedTime)
            let path = tracker.directory.file("\(type.rawValue).gpx")
            try Data(try #require(GPXWriter.document(activity, stream: stream)).utf8).write(to: URL(fileURLWithPath: path))
            #expect(tracker.run(["import", path]).status == 0)
        }
        let text = tracker.run("records").output
        let blocks = text.components(separatedBy: "\n\n")
        #expect(blocks.first { $0.hasPrefix("RIDE") }?.contains("SPEED") == true, "\(text)")
        #expect(blocks.first { $0.hasPrefix("RUN") }?.contains("PACE") == true, "\(text)")
    }

    @Test func aStrengthSessionShowsNoDistanceOrClimb() {
        let added = tracker.run("add -t strength --duration 45m --date 2026-11-20T18:00")
        #expect(added.output == "Added #1  Strength  45:00  Fri 20 Nov 2026 18:00\n", "\(added.output)")
        let list = tracker.run("list").output
        let row = list.split(separator: "\n").first { $0.contains("Strength") } ?? ""
        #expect(!row.contains("0.00 km") && !row.contains("+0 m") && row.contains("45:00"), "\(list)")
        let show = tracker.run("show 1").output
        #expect(!show.contains("Distance") && !show.contains("Climb") && show.contains("Moving time  45:00"), "\(show)")
        // One with a distance (an elliptical's) keeps it.
        #expect(tracker.run("add -t elliptical --distance 5 --duration 30m --date 2026-11-21T18:00").output.contains("5.00 km"))
    }

    @Test func theGymFamilyIsNotCalledFitness() {
        tracker.run("add -t yoga --duration 1h --date 2026-11-27T18:00")
        tracker.run("add --distance 5 --duration 30m --date 2026-11-28T08:00")
        let weeks = tracker.run("weeks").output
        #expect(weeks.contains("Gym and studio") && !weeks.contains("Fitness"), "\(weeks)")
        #expect(tracker.run("load").output.contains("Fitness"))
        #expect(tracker.run("list --type studio").status == 0)
    }

    // MARK: - The terminal

    @Test func listDropsElevationBeforeCuttingNamesShort() {
        tracker.run(["add", "--type", "ride", "--distance", "40", "--duration", "1:25:00", "--elevation", "265", "--date", "2026-11-24T09:00", "--name", "Coast road to the lighthouse"])
        let list = tracker.run("list", columns: 80).output
        #expect(list.contains("Coast road to t…") || list.contains("Coast road to the lighthouse"), "\(list)")
        #expect(!list.contains("ELEV") && list.contains("PACE"), "\(list)")
        #expect(tracker.run("list", columns: 120).output.contains("ELEV"))
    }

    @Test func recordsGoThroughThePagerOnATerminal() {
        for day in 1...20 { tracker.run(["add", "--distance", "\(day)", "--duration", "\(day * 5)m", "--date", "2026-10-\(10 + day)T08:00"]) }
        tracker.run("add --type ride --distance 30 --duration 1h --date 2026-11-20T08:00")
        let io = CapturedIO(terminal: true, size: TerminalSize(columns: 80, rows: 10))
        tracker.run(["records"], io: io)
        #expect(io.pagers == ["less -FRX"])
    }

    @Test func perSportGoalGaugesFitSixtyColumns() {
        tracker.run("add --type ride --distance 38 --duration 1:23:00 --date 2026-11-26T09:00")
        tracker.run("add --distance 15.4 --duration 1:20:00 --date 2026-11-27T09:00")
        tracker.run("goal --type ride --distance 100km --duration 4h")
        tracker.run("goal --type run --distance 30km")
        for command in ["weeks", "goal"] {
            let output = tracker.run(command, columns: 60).output
            let gauges = output.split(separator: "\n").filter { $0.contains("goal") && $0.contains("%") }
            #expect(gauges.count >= 3 && gauges.allSatisfy { TrackerHarness.displayWidth(String($0)) <= 60 }, "\(output)")
        }
        let footer = tracker.run("list --limit 1", terminal: true, columns: 60)
        #expect(footer.output.split(separator: "\n").allSatisfy { TrackerHarness.displayWidth(String($0)) <= 60 }, "\(footer.output)")
    }
}
