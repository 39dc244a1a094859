import Foundation
import Testing
@testable import TrackerCLI
import TrackerCore
import TrackerTestSupport
import TrackerTime

@Suite struct ActivityPageTests {
    static let start = LocalInstant(secondsSince1970: 1_795_933_800, utcOffset: 3_600) // Sun 29 Nov 2026 07:30 +01:00

    func page(type: ActivityType = .run, stream: ActivityStream?, name: String? = "Castle loop", source: String? = "gpx",
              sourceID: String? = "castle.gpx", efforts: [BestEffort]? = nil) -> ActivityPage {
        let distance = stream?.cumulativeDistance.map { $0[$0.count - 1] } ?? 5_000
        let activity = Activity(id: 12, start: Self.start, type: type, name: name, distance: distance,
                                duration: stream?.movingTime() ?? 1_500, elevationGain: stream?.elevationChange()?.climb ?? 40)
        return ActivityPage(activity: activity, source: source, sourceID: sourceID, stream: stream,
                            bestEfforts: efforts ?? (stream?.bestEfforts(for: type) ?? []))
    }

    @Test func aRunWithSamplesShowsItsFiguresSplitsLapsAndEfforts() throws {
        let stream = try SampleStreams.hillyLoop()
        let text = page(stream: stream).text(DisplayFormatter(units: .metric))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Run #12  Castle loop")
        #expect(lines[1] == "Sun 29 Nov 2026 07:30 (UTC+01:00)  from castle.gpx (GPX)")
        for label in ["Distance", "Moving time", "Elapsed time", "Pace", "Climb", "Elevation", "Heart rate", "Cadence", "Profile"] {
            #expect(lines.contains { $0.hasPrefix(label + " ") }, "no \(label) line in\n\(text)")
        }
        #expect(!lines.contains { $0.hasPrefix("Power") }, "a run without power shows none")
        let cadence = try #require(lines.first { $0.hasPrefix("Cadence") })
        #expect(cadence.hasSuffix("168 spm average"), "one foot's 84 a minute is 168 steps: \(cadence)")
        // Eight whole kilometres and 0.30 of one.
        let splitsStart = try #require(lines.firstIndex(of: "SPLITS"))
        #expect(lines[splitsStart + 1].split(separator: " ") == ["KM", "TIME", "PACE", "ELEV", "HR"])
        let splitRows = lines[(splitsStart + 2)...].prefix { !$0.isEmpty }
        #expect(splitRows.count == stream.splits(every: 1_000).count)
        #expect(splitRows.count == 9)
        #expect(splitRows.first?.hasPrefix("   1  ") == true)
        #expect(splitRows.last?.hasPrefix("0.30  ") == true)
        #expect(text.contains("\nLAPS\n") && text.contains("\nBEST EFFORTS\n"))
        #expect(text.contains("400 m") && text.contains("5 km") && !text.contains("10 km"))
        #expect(!text.contains("No recorded samples"))
    }

    @Test func theProfileRisesToTheHillAndBack() throws {
        let stream = try SampleStreams.hillyLoop()
        let profile = try #require(page(stream: stream).elevationSparkline)
        #expect(profile.count == ActivityPage.sparklineWidth)
        let blocks = profile.map { Sparkline.blocks.firstIndex(of: $0) ?? -1 }
        // The loop's high point is halfway round; it starts and ends low.
        #expect(blocks.max() == 7 && blocks.firstIndex(of: 7).map { (16...32).contains($0) } == true)
        #expect(blocks.first! <= 1 && blocks.last! <= 1)
    }

    @Test func splitsArePerMileInImperialUnitsWithAPartialLast() throws {
        let stream = try SampleStreams.hillyLoop()
        let text = page(stream: stream).text(DisplayFormatter(units: .imperial))
        let lines = text.split(separator: "\n").map(String.init)
        let header = try #require(lines.firstIndex(of: "SPLITS"))
        #expect(lines[header + 1].hasPrefix("  MI  TIME"))
        // 8.3 km is 5.16 miles: five whole miles and 0.16 of one.
        #expect(lines[header + 7].hasPrefix("0.16  "))
        #expect(lines.contains { $0.hasPrefix("Distance") && $0.hasSuffix("mi") })
        #expect(lines.contains { $0.hasPrefix("Pace") && $0.contains("/mi") })
    }

    @Test func aRideShowsSpeedAndPowerAndAnActivityWithoutSamplesSaysSo() throws {
        let ride = page(type: .ride, stream: try SampleStreams.hillyLoop(kilometres: 20, power: true))
        let text = ride.text(DisplayFormatter(units: .metric))
        #expect(text.contains("\nSpeed ") && text.contains("km/h  (best ") && text.contains("over 1 km)"))
        #expect(text.contains("\nPower ") && text.contains("W average"))
        #expect(text.contains(" rpm average"))
        #expect(text.contains("5 min power"))

        let typed = page(stream: nil, name: nil, source: nil, sourceID: nil).text(DisplayFormatter(units: .metric))
        #expect(typed.hasPrefix("Run #12\nSun 29 Nov 2026 07:30 (UTC+01:00)  typed in\n"))
        #expect(typed.contains("Distance     5.00 km\nMoving time  25:00\nPace         5:00 /km\nClimb        +40 m\n"))
        #expect(typed.hasSuffix("No recorded samples: only the totals are stored, so there are no splits, laps or best efforts.\n"))
        #expect(!typed.contains("Elapsed") && !typed.contains("SPLITS"))
    }

    @Test func aSwimShowsPacePerHundredMetresAndNamesAreEscaped() {
        let swim = page(type: .swim, stream: nil, name: "Lake\u{1B}[31m", source: "strava", sourceID: "123")
        let text = swim.text(DisplayFormatter(units: .metric))
        #expect(text.contains("Pace         0:30 /100m"))
        #expect(text.hasPrefix("Swim #12  Lake\\u{1B}[31m\n"))
        #expect(text.contains("from Strava (activity 123)"))
    }

    @Test func jsonHasSIFieldsWhateverTheUnits() throws {
        let stream = try SampleStreams.hillyLoop()
        let json = page(stream: stream).json.serialized()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["id"] as? Int == 12 && object["has_samples"] as? Bool == true)
        #expect(object["start"] as? String == "2026-11-29T07:30:00+01:00")
        let elapsed = try #require(object["elapsed_s"] as? Double)
        #expect(elapsed == stream.elapsedTime)
        let splits = try #require(object["splits"] as? [[String: Any]])
        #expect(splits.count == 9 && splits[0]["distance_m"] as? Double == 1_000)
        let total = splits.compactMap { $0["elapsed_s"] as? Double }.reduce(0, +)
        #expect(abs(total - elapsed) < 1e-6)
        #expect((object["laps"] as? [Any])?.count == stream.laps.count)
        let efforts = try #require(object["best_efforts"] as? [[String: Any]])
        #expect(efforts.map { $0["effort"] as? String } == ["400 m", "1 km", "1 mile", "5 km"])
        let average = try #require(object["heart_rate_average_bpm"] as? Double)
        #expect((120...190).contains(average))

        let bare = try #require(try JSONSerialization.jsonObject(with: Data(page(stream: nil).json.serialized().utf8)) as? [String: Any])
        #expect(bare["has_samples"] as? Bool == false && bare["elapsed_s"] is NSNull && (bare["splits"] as? [Any])?.isEmpty == true)
    }

    @Test func sparklineAveragesStretchesAndRepeatsEmptyOnes() {
        #expect(Sparkline.line([0, 1, 2, 3, 4, 5, 6, 7], at: [0, 1, 2, 3, 4, 5, 6, 7], width: 8) == "▁▂▃▄▅▆▇█")
        #expect(Sparkline.line([0, 10, 0], at: [0, 1, 2], width: 3) == "▁█▁")
        // Positions 0 and 10: the middle stretches have no sample and repeat the first.
        #expect(Sparkline.line([5, 9], at: [0, 10], width: 4) == "▁▁▁█")
        #expect(Sparkline.line([3, 3, 3], at: [0, 1, 2], width: 5) == "▁▁▁▁▁")
        #expect(Sparkline.line([1, 2], at: [4, 4], width: 5) == "")
    }
}
