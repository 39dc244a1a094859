import Foundation
import Testing
import TrackerRandom
@testable import TrackerCore

@Suite struct ZoneHistogramTests {
    /// Samples at 0, 1, 2, 3 s (1 s each), a 40 s gap, then 45, 46 s; a segment starts at 46.
    /// Heart rates 100, 120, 120, 300, 130, 140: the 300 is implausible, the gap and the segment
    /// start count nowhere. Counted: 1 s at 120 (sample 1), 1 s at 120 (sample 2); the interval
    /// 43 to 45 (2 s at 130) counts; 45 to 46 starts a segment.
    @Test func countsElapsedTimeBetweenSamplesWithoutGapsOrImplausibleValues() throws {
        let stream = try ActivityStream(
            time: [0, 1, 2, 3, 43, 45, 46], heartRate: [100, 120, 120, 300, 125, 130, 140], segmentStarts: [6])
        let histogram = try #require(ZoneHistogram(.heartRate, of: stream))
        #expect(histogram.firstBucket == 120)
        #expect(histogram.tenths == [20] + Array(repeating: 0, count: 9) + [20])
        #expect(histogram.totalSeconds == 4)
        #expect(ZoneHistogram(.power, of: stream) == nil)
        #expect(ZoneHistogram(.pace, of: stream) == nil)
    }

    /// Distance updated every other second: the speed is read over the trailing 10 s, so a steady
    /// 4 m/s does not alternate between 0 and 8 (once 10 s are recorded; before, over what there is).
    @Test func paceFromADistanceColumnIsReadOverTenSeconds() throws {
        let time = (0...120).map(Double.init)
        let distance = time.map { (($0 / 2).rounded(.down)) * 8 }
        let stream = try ActivityStream(time: time, distance: distance)
        let speeds = ZoneHistogram.trailingSpeeds(time: time, distance: distance, segmentStarts: [])
        #expect(speeds[10...].allSatisfy { (3.6...4.4).contains($0) }, "\(speeds)")
        let histogram = try #require(ZoneHistogram(.pace, of: stream))
        #expect(histogram.totalSeconds == 120)
    }

    /// The histogram's time in zones equals each counted interval classified one by one, on random
    /// streams with gaps, dropouts and random boundaries in whole bpm.
    @Test func timeInZonesMatchesClassifyingEverySample() throws {
        var random = SeededRandom(seed: 23)
        for _ in 0..<40 {
            var time: [Double] = [0], beats: [Double] = [120]
            for _ in 0..<500 {
                let step = Int.random(in: 0..<20, using: &random) == 0 ? Double(Int.random(in: 31..<200, using: &random)) : Double(Int.random(in: 1..<6, using: &random))
                time.append(time[time.count - 1] + step)
                beats.append(Int.random(in: 0..<30, using: &random) == 0 ? 0 : Double(Int.random(in: 90..<200, using: &random)))
            }
            let stream = try ActivityStream(time: time, heartRate: beats)
            let maximum = Double(Int.random(in: 170..<210, using: &random))
            let scheme = try ZoneScheme.heartRate(Thresholds(maximumHeartRate: Threshold(maximum)))
            var expected = [Double](repeating: 0, count: scheme.zones.count)
            for index in 1..<time.count {
                let seconds = time[index] - time[index - 1]
                guard seconds <= 30, (25...250).contains(beats[index]) else { continue }
                expected[scheme.zoneIndex(of: beats[index])] += seconds
            }
            let histogram = try #require(ZoneHistogram(.heartRate, of: stream))
            #expect(histogram.secondsInZones(scheme) == expected)
            // The stored bytes give the same histogram back.
            #expect(ZoneHistogram(kind: .heartRate, bytes: histogram.bytes) == histogram)
        }
    }

    @Test func addingHistogramsAddsBucketByBucket() {
        var sum = ZoneHistogram(kind: .power)
        sum.add(ZoneHistogram(kind: .power, firstBucket: 200, tenths: [10, 20]))
        sum.add(ZoneHistogram(kind: .power, firstBucket: 198, tenths: [5, 0, 1]))
        sum.add(ZoneHistogram(kind: .power, firstBucket: 203, tenths: [7]))
        #expect(sum.firstBucket == 198)
        #expect(sum.tenths == [5, 0, 11, 20, 0, 7])
        #expect(ZoneHistogram(kind: .power, bytes: [1, 5, 1]) == nil)
    }

    /// Coggan's levels for FTP 250: 137.5, 187.5, 225, 262.5, 300 and 375 W.
    @Test func schemesFromThresholds() throws {
        let power = try ZoneScheme.power(Thresholds(functionalThresholdPower: Threshold(250)))
        #expect(power.zones.map(\.lowerBound) == [0, 137.5, 187.5, 225, 262.5, 300, 375])
        #expect(power.zones.map(\.band) == [1, 1, 2, 2, 3, 3, 3])
        let maximum = try ZoneScheme.heartRate(Thresholds(maximumHeartRate: Threshold(200)))
        #expect(maximum.zones.map(\.lowerBound) == [0, 120, 140, 160, 180])
        #expect(maximum.zones.map(\.band) == [1, 1, 2, 2, 3])
        // Karvonen: 50 + 140 x 60% = 134, ...
        let reserve = try ZoneScheme.heartRate(Thresholds(
            restingHeartRate: Threshold(50), maximumHeartRate: Threshold(190), heartRateZoneModel: .reserve))
        #expect(reserve.zones.map(\.lowerBound) == [0, 134, 148, 162, 176])
        let threshold = try ZoneScheme.heartRate(Thresholds(thresholdHeartRate: Threshold(100), heartRateZoneModel: .threshold))
        #expect(threshold.zones.map(\.lowerBound) == [0, 69, 84, 95, 106])
        // 4:00/km is 1000/240 m/s; zone 5 starts at 99% of that pace, a speed of 100/99 of it.
        let pace = try ZoneScheme.pace(Thresholds(thresholdSpeed: Threshold(1000.0 / 240)))
        #expect(abs(pace.zones[4].lowerBound - 1000.0 / 240 * 100 / 99) < 1e-12)
        #expect(abs(pace.zones[1].lowerBound - 1000.0 / 240 * 100 / 129) < 1e-12)
        #expect(maximum.zoneIndex(of: 119.9) == 0 && maximum.zoneIndex(of: 120) == 1 && maximum.zoneIndex(of: 250) == 4)
    }

    @Test func contradictoryOrMissingSettingsAreRefused() {
        #expect(throws: ValueParseError.thresholdAboveMaximum(threshold: 190, maximum: 185)) {
            try ZoneScheme.heartRate(Thresholds(maximumHeartRate: Threshold(185), thresholdHeartRate: Threshold(190)))
        }
        #expect(throws: ValueParseError.missingSetting("max-heart-rate", for: .maximum)) {
            try ZoneScheme.heartRate(Thresholds())
        }
        #expect(throws: ValueParseError.missingSetting("resting-heart-rate", for: .reserve)) {
            try ZoneScheme.heartRate(Thresholds(maximumHeartRate: Threshold(185), heartRateZoneModel: .reserve))
        }
        #expect(throws: ValueParseError.zoneBounds([70, 60, 80, 90])) {
            try ZoneScheme.heartRate(Thresholds(maximumHeartRate: Threshold(185), heartRateZoneBounds: [70, 60, 80, 90]))
        }
        #expect(throws: ValueParseError.missingSetting("ftp", for: nil)) { try ZoneScheme.power(Thresholds()) }
        #expect("\(ValueParseError.thresholdAboveMaximum(threshold: 190, maximum: 185))"
            == "'threshold-heart-rate 190' is not below max-heart-rate 185; give a threshold below the maximum")
    }

    /// Treff et al.: 80/5/15 gives log10(0.8 / 0.05 x 0.15 x 100) = log10(240) = 2.380211.
    @Test func polarizationIndex() throws {
        #expect(abs(try #require(PolarizationIndex.value(bands: [80, 5, 15])) - 2.380211) < 1e-6)
        #expect(PolarizationIndex.isPolarized(bands: [80, 5, 15]))
        // Pyramidal 75/20/5: log10(0.75 / 0.2 x 0.05 x 100) = log10(18.75) = 1.273001.
        #expect(abs(try #require(PolarizationIndex.value(bands: [75, 20, 5])) - 1.273001) < 1e-6)
        #expect(!PolarizationIndex.isPolarized(bands: [75, 20, 5]))
        // No middle: Z2 taken as 0.01, log10(0.9 / 0.01 x 0.1 x 100) = log10(900) = 2.954243.
        #expect(abs(try #require(PolarizationIndex.value(bands: [90, 0, 10])) - 2.954243) < 1e-6)
        // No high-intensity time: 0.
        #expect(PolarizationIndex.value(bands: [90, 10, 0]) == 0)
        #expect(PolarizationIndex.value(bands: [0, 0, 0]) == nil)
    }

    @Test func thresholdPaceParsing() throws {
        #expect(try ThresholdPace(parsing: "4:30").secondsPerKilometre == 270)
        #expect(try ThresholdPace(parsing: " 4:30/km").text == "4:30/km")
        #expect(abs(try ThresholdPace(parsing: "7:15/mi").secondsPerKilometre - 435 * 1000 / 1609.344) < 1e-9)
        for bad in ["4:3", "430", "1:30", "20:00", "4:60", "fast"] {
            #expect(throws: ValueParseError.self) { try ThresholdPace(parsing: bad) }
        }
    }
}
