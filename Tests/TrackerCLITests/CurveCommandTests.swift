import Foundation
import Testing
import TrackerCore
@testable import TrackerCLI
import TrackerImport
import TrackerStore
import TrackerTestSupport
import TrackerTime

@Suite struct CurveCommandTests {
    let tracker = TrackerHarness(now: "2026-11-29T07:30:00Z")

    /// A ride along a meridian: `surge` watts for the first `surgeSeconds`, then `watts`, one sample a second.
    static func ride(seconds: Int, watts: Double, surge: Double, surgeSeconds: Int) throws -> ActivityStream {
        let time = (0...seconds).map(Double.init)
        return try ActivityStream(
            time: time, latitude: time.map { 46 + $0 * 8 / 111_195 }, longitude: time.map { _ in 14 },
            heartRate: time.map { 130 + $0 / 100 }, power: time.map { $0 <= Double(surgeSeconds) ? surge : watts })
    }

    func importRide(_ stream: ActivityStream, start: Int64, name: String) throws {
        let activity = Activity(start: LocalInstant(secondsSince1970: start, utcOffset: 0), type: .ride, distance: 0, duration: stream.elapsedTime)
        let path = tracker.directory.file("\(name).gpx")
        try Data(try #require(GPXWriter.document(activity, stream: stream)).utf8).write(to: URL(fileURLWithPath: path))
        let result = tracker.run(["import", path])
        #expect(result.status == 0, "\(result.error)")
    }

    @Test func theTableNamesTheActivityOfEachDurationAndTheChange() throws {
        // Ride 1 (2025): 300 W for an hour. Ride 2 (2026): 5 minutes at 400 W, then 250 W.
        try importRide(try Self.ride(seconds: 3_600, watts: 300, surge: 300, surgeSeconds: 0), start: 1_750_000_000, name: "a")
        try importRide(try Self.ride(seconds: 3_600, watts: 250, surge: 400, surgeSeconds: 300), start: 1_795_000_000, name: "b")
        let all = tracker.run("curve power")
        #expect(all.status == 0, "\(all.error)")
        let lines = all.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Best power, all time")
        let fiveMinutes = try #require(lines.first { $0.hasPrefix(" 5 min") })
        #expect(fiveMinutes.contains("400 W") && fiveMinutes.hasSuffix(" 2"), "\(fiveMinutes)")
        let hour = try #require(lines.first { $0.hasPrefix("60 min") })
        #expect(hour.contains("300 W") && hour.hasSuffix(" 1"), "\(hour)")

        let compared = tracker.run("curve power --year 2026 --compare 2025")
        #expect(compared.status == 0, "\(compared.error)")
        let row = try #require(compared.output.split(separator: "\n").first { $0.hasPrefix(" 5 min") })
        #expect(row.contains("400 W") && row.contains("300 W") && row.hasSuffix("+33.3%"), "\(row)")

        let json = try #require(try JSONSerialization.jsonObject(with: Data(tracker.run("curve power --year 2026 --compare 2025 --json").standardOutput)) as? [String: Any])
        let points = try #require(json["points"] as? [[String: Any]])
        #expect(points.first { $0["duration_s"] as? Int == 300 }?["activity_id"] as? Int == 2)
        #expect((json["compared_points"] as? [[String: Any]])?.count == CurveDurations.quoted.count - 1)
        let csv = tracker.run("curve power --csv").output.split(whereSeparator: \.isNewline)
        #expect(csv.first == "duration_s,value,activity_id,start" && csv.contains { $0.hasPrefix("300,400,2,") })

        // The ride's own curve is on its page.
        let page = tracker.run("show 2").output
        #expect(page.contains("POWER CURVE") && page.contains(" 5 min  400 W"), "\(page)")
    }

    @Test func aPeriodWithoutPowerSaysSoAndBadValuesAreRefused() throws {
        try importRide(try Self.ride(seconds: 900, watts: 200, surge: 200, surgeSeconds: 0), start: 1_795_000_000, name: "a")
        let none = tracker.run("curve power --year 2024")
        #expect(none.status == 0 && none.output == "no power recorded in this period\n")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(tracker.run("curve power --year 2024 --compare 2023 --json").standardOutput)) as? [String: Any])
        #expect((json["points"] as? [Any])?.isEmpty == true && (json["compared_points"] as? [Any])?.isEmpty == true)
        let before = tracker.databaseBytes()
        for (line, message) in [
            ("curve watts", "'watts' is not a curve; use power, pace or heart-rate"),
            ("curve power --last 90x", "--last: '90x' is not a span; use a number of days or weeks, such as 42d, 90d or 12w"),
            ("curve power --compare spring", "--compare: 'spring' is not a period to compare with; use previous or a year such as 2025"),
            ("curve power --compare previous", "--compare previous needs a period with both ends"),
            ("curve power --last 90d --year 2026", "--last is a period of its own"),
            ("curve", "missing"),
        ] {
            let result = tracker.run(line)
            #expect(result.status == 64 && result.error.contains(message), "\(line): \(result.error)")
        }
        #expect(tracker.databaseBytes() == before)
    }

    @Test func fitnessFitsTheModelAndRefusesWhatCannotSupportIt() throws {
        // A ride whose every best window from 2 minutes on starts at its start: 120 s at
        // CP + W′/120, then CP, so its curve is W′/t + CP from 2 to 20 minutes.
        let (cp, wPrime) = (250.0, 18_000.0)
        let short = tracker.run("fitness")
        #expect(short.status == 0 && short.output.contains("Critical power  not fitted: 0 of the 11 durations"), "\(short.output)")
        try importRide(try Self.ride(seconds: 1_800, watts: cp, surge: cp + wPrime / 120, surgeSeconds: 120), start: 1_795_000_000, name: "m")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(tracker.run("fitness --json").standardOutput)) as? [String: Any])
        let power = try #require(json["critical_power"] as? [String: Any])
        let fitted = try #require(power["cp_w"] as? Double), reserve = try #require(power["w_prime_j"] as? Double)
        #expect(abs(fitted - cp) < 0.02 * cp && abs(reserve - wPrime) < 0.02 * wPrime, "\(power)")
        let ftp = try #require((json["estimated_ftp"] as? [String: Any])?["ftp_w"] as? Double)
        #expect(abs(ftp - 0.95 * (cp + wPrime / 1_200)) < 2)
        // The ride is no run: critical speed is refused, with the reason.
        #expect((json["critical_speed"] as? [String: Any])?["refused"] as? String != nil)
        let text = tracker.run("fitness").output
        #expect(text.contains("Critical power  250 W") && text.contains("Critical speed  not fitted"), "\(text)")
    }
}
