import Foundation
import Testing
import TrackerCore
import TrackerStore
import TrackerTestSupport
import TrackerTime

@Suite struct ZonesCommandTests {
    let tracker = TrackerHarness(now: "2026-11-29T21:00:00Z", timeZone: "UTC")

    func json(_ result: CommandResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput)) as? [String: Any])
    }

    /// Twenty minutes of riding on 2026-11-27, a sample a second: 10 minutes at 130 bpm and
    /// 200 W, then 10 at 185 bpm and 300 W.
    func importRide(type: ActivityType = .ride) throws {
        let time = (0...1200).map(Double.init)
        let stream = try ActivityStream(
            time: time, distance: time.map { $0 * 8 }, heartRate: time.map { $0 <= 600 ? 130 : 185 },
            power: time.map { $0 <= 600 ? 200 : 300 })
        let database = try Database(path: tracker.databasePath)
        let writer = try ImportWriter(database: database, createdAt: 0)
        try writer.writeFile {
            try writer.add(
                Activity(start: LocalInstant(secondsSince1970: 1_795_770_000, utcOffset: 0), type: type, distance: 9600, duration: 1200),
                stream: stream, source: "gpx", sourceID: nil)
        }
    }

    /// Max 200: zones start at 120, 140, 160, 180 bpm. 130 bpm is Z2, 185 is Z5.
    @Test func weeklyTimeInZonesWithThePolarizationIndex() throws {
        try importRide()
        #expect(tracker.run("config max-heart-rate 200").status == 0)
        let result = tracker.run("zones --json --weeks 2")
        #expect(result.status == 0, "\(result.error)")
        let object = try json(result)
        #expect(object["kind"] as? String == "heart_rate" && object["model"] as? String == "max")
        let weeks = try #require(object["weeks"] as? [[String: Any]])
        #expect(weeks.count == 2)
        #expect(weeks[1]["seconds"] as? [Double] == [0, 600, 0, 0, 600])
        #expect(weeks[1]["bands_s"] as? [Double] == [600, 0, 600])
        // Half easy, half hard, Z2 taken as 0.01: log10(0.5 / 0.01 x 0.5 x 100) = log10(2500).
        let index = try #require(weeks[1]["polarization_index"] as? Double)
        #expect(abs(index - log10(2500)) < 1e-3)
        #expect(weeks[0]["polarization_index"] is NSNull)

        let text = tracker.run("zones --weeks 2").output
        #expect(text.contains("10m") && text.contains("3.40") && text.contains("Z5 Maximum: 180 bpm and up"), "\(text)")
        let csv = tracker.run("zones --weeks 2 --csv").output.split(separator: "\r\n").map(String.init)
        #expect(csv[0] == "first_day,last_day,z1_s,z2_s,z3_s,z4_s,z5_s,total_s,polarization_index")
        #expect(csv[2].hasSuffix(",0,600,0,0,600,1200,3.398"))
    }

    /// FTP 250: 200 W is Z3 (187.5-225), 300 W is Z6 (300-375).
    @Test func powerZonesAndTheRideLoadFromPower() throws {
        #expect(tracker.run("config ftp 250").status == 0)
        try importRide()
        let object = try json(tracker.run("zones --power --json --weeks 1"))
        let weeks = try #require(object["weeks"] as? [[String: Any]])
        #expect(weeks[0]["seconds"] as? [Double] == [0, 0, 600, 0, 0, 600, 0])
        let show = try json(tracker.run("show 1 --json"))
        let normalized = try #require(show["normalized_power_w"] as? Double)
        #expect(normalized > 250 && normalized < 300)
        let zones = try #require(show["zones"] as? [[String: Any]])
        #expect(zones.map { $0["kind"] as? String } == ["power"])
        let stored = try #require(try ActivityStore(database: Database(path: tracker.databasePath)).fetch(id: 1)?.load)
        #expect(stored.method == .power)
        #expect(abs(stored.value - (try #require(show["training_stress_score"] as? Double))) < 1e-9)
        #expect(tracker.run("show 1").output.contains("POWER ZONES"))
        #expect(tracker.run("load --days 7").output.contains("1 from power (TSS)"))
    }

    @Test func badInputIsRefusedAndChangesNothing() throws {
        // No heart rate recorded at all.
        #expect(tracker.run("config max-heart-rate 190").status == 0)
        let none = tracker.run("zones")
        #expect(none.status == 64)
        #expect(none.error.hasPrefix("tracker: error: no heart rate recorded in the 12 weeks to"), "\(none.error)")
        try importRide()
        // A threshold above the maximum.
        let above = tracker.run("config threshold-heart-rate 195")
        #expect(above.status == 64)
        #expect(above.error.contains("threshold-heart-rate 195 must be below the stored max-heart-rate 190"), "\(above.error)")
        #expect(tracker.run("config threshold-heart-rate").output == "none\n")
        #expect(tracker.run("config max-heart-rate 150").status == 0)
        let below = tracker.run("config threshold-heart-rate 150")
        #expect(below.status == 64)
        // An unknown zone model, and bounds out of order.
        let model = tracker.run("config heart-rate-zones lactate")
        #expect(model.status == 64 && model.error.contains("'lactate' is not a heart-rate zone model; use max, reserve, threshold"), "\(model.error)")
        #expect(tracker.run("config heart-rate-zone-bounds 70,60,80,90").status == 64)
        #expect(tracker.run("config heart-rate-zones").output == "max\n")
        // The model needs a setting that is unset.
        #expect(tracker.run("config heart-rate-zones threshold").status == 0)
        let missing = tracker.run("zones")
        #expect(missing.status == 64 && missing.error.contains("'threshold-heart-rate' is not set"), "\(missing.error)")
        // Pace zones are a runner's.
        #expect(tracker.run("config threshold-pace 4:30").status == 0)
        #expect(tracker.run("zones --pace --type ride").status == 64)
        #expect(tracker.run("zones --pace --hr").status == 64)
        #expect(tracker.run("config threshold-pace 1:00").status == 64)
        #expect(tracker.run("config ftp 2000").status == 64)
    }

    @Test func zoneSettingsChangeNoStoredLoadButThresholdsDo() throws {
        #expect(tracker.run("config resting-heart-rate 50").status == 0)
        #expect(tracker.run("config max-heart-rate 200").status == 0)
        try importRide()
        let store = ActivityStore(database: try Database(path: tracker.databasePath))
        let first = try #require(try store.fetch(id: 1)?.load)
        #expect(first.method == .heartRate && first.isEstimated)
        #expect(tracker.run("config heart-rate-zones reserve").status == 0)
        #expect(try store.fetch(id: 1)?.load == first)
        #expect(tracker.run("config threshold-heart-rate 170").status == 0)
        let second = try #require(try store.fetch(id: 1)?.load)
        #expect(second.method == .heartRate && !second.isEstimated && second.value > first.value)
    }
}
