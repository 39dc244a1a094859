import Foundation
import Testing
@testable import TrackerCore
import TrackerTestSupport

@Suite struct ActivityStreamTests {
    // MARK: - Checks

    @Test func refusesColumnsOfAnotherLength() {
        #expect(throws: StreamError.columnLength(column: "heart rate", count: 2, expected: 3)) {
            try ActivityStream(time: [0, 1, 2], heartRate: [120, 121])
        }
    }

    @Test func refusesTimeRunningBackwards() {
        #expect(throws: StreamError.timeRunsBackwards(index: 2)) { try ActivityStream(time: [0, 5, 4]) }
    }

    @Test func refusesValuesOutOfRange() {
        #expect(throws: StreamError.invalidValue(column: "latitude", index: 1, value: 300)) {
            try ActivityStream(time: [0, 1], latitude: [0, 300], longitude: [0, 0])
        }
        #expect(throws: StreamError.invalidValue(column: "time", index: 0, value: .infinity)) {
            try ActivityStream(time: [.infinity])
        }
        #expect(throws: StreamError.invalidValue(column: "power", index: 0, value: -5)) {
            try ActivityStream(time: [0], power: [-5])
        }
    }

    @Test func refusesHalfAPositionAndMisplacedSegmentsAndLaps() {
        #expect(throws: StreamError.unpairedPosition) { try ActivityStream(time: [0], latitude: [1]) }
        #expect(throws: StreamError.invalidSegmentStart(0)) { try ActivityStream(time: [0, 1], segmentStarts: [0]) }
        #expect(throws: StreamError.invalidSegmentStart(2)) { try ActivityStream(time: [0, 1, 2], segmentStarts: [2, 2]) }
        #expect(throws: StreamError.invalidLap(index: 0)) {
            try ActivityStream(time: [0], laps: [Lap(startOffset: 0, duration: -1, distance: 0)])
        }
    }

    @Test func errorsReadAsOneSentence() {
        #expect(StreamError.timeRunsBackwards(index: 7).description
            == "sample 7 is earlier than the sample before it; time offsets must never decrease")
    }

    // MARK: - Distance

    @Test func oneDegreeOfLatitudeIsAboutOneHundredAndElevenKilometres() {
        let metres = ActivityStream.haversineDistance(latitude1: 0, longitude1: 0, latitude2: 1, longitude2: 0)
        #expect(abs(metres - 111_195.08) < 0.1)
        // Lisbon to Porto, about 274 km on the sphere.
        let lisbonPorto = ActivityStream.haversineDistance(latitude1: 38.7223, longitude1: -9.1393, latitude2: 41.1579, longitude2: -8.6291)
        #expect(abs(lisbonPorto - 274_000) < 1_500)
    }

    @Test func computedDistanceDoesNotCrossTheGapBetweenSegments() throws {
        let degree = SyntheticStreams.metresPerDegree
        let stream = try ActivityStream(
            time: [0, 10, 400, 410], latitude: [0, 100 / degree, 600 / degree, 700 / degree], longitude: [0, 0, 0, 0],
            segmentStarts: [2])
        let distance = try #require(stream.cumulativeDistance)
        #expect(abs(distance[1] - 100) < 1e-6)
        #expect(abs(distance[2] - 100) < 1e-6)
        #expect(abs(distance[3] - 200) < 1e-6)
        #expect(stream.positionDistance == distance)
    }

    @Test func aRecordedDistanceWinsAndNeverDecreases() throws {
        let stream = try ActivityStream(time: [0, 1, 2, 3], latitude: [0, 0, 0, 0], longitude: [0, 0, 0, 0], distance: [0, 5, 4, 9])
        #expect(stream.cumulativeDistance == [0, 5, 5, 9])
        #expect(stream.totalDistance == 9)
        #expect(try ActivityStream(time: [0]).cumulativeDistance == nil)
    }

    // MARK: - Moving time

    @Test func movingTimeLeavesOutStopsAndGapsBetweenSegments() throws {
        // 100 s at 3 m/s, 60 s standing, 100 s at 3 m/s, a 300 s gap, then 50 s at 3 m/s.
        var time: [Double] = [], distance: [Double] = []
        var travelled = 0.0, clock = 0.0
        func move(_ seconds: Int, speed: Double) {
            for _ in 0..<seconds {
                clock += 1
                travelled += speed
                time.append(clock)
                distance.append(travelled)
            }
        }
        time.append(0)
        distance.append(0)
        move(100, speed: 3)
        move(60, speed: 0)
        move(100, speed: 3)
        clock += 300
        let gapStart = time.count
        move(50, speed: 3)
        let stream = try ActivityStream(time: time, distance: distance, segmentStarts: [gapStart])
        // The stop is a pause, with the last second before it (3 m away, inside the 5 m radius); the
        // interval across the gap is never moving: 309 - 61.
        #expect(stream.movingTime() == 248)
        #expect(stream.elapsedTime == 610)
        // With pauses only from 100 s on, the 60 s stop counts as moving.
        #expect(stream.movingTime(rule: PauseRule(slowestProgress: 0.05, shortestPause: 100)) == 309)
    }

    @Test func movingTimeFallsBackOnSpeedThenOnEverySample() throws {
        // The speed column gives the progress: 20 s at 0 m/s is a pause.
        let bySpeed = try ActivityStream(time: [0, 10, 20, 30, 40], speed: [3, 3, 0, 0, 0])
        #expect(bySpeed.movingTime() == 20)
        let bare = try ActivityStream(time: [0, 10, 20, 30], segmentStarts: [2])
        #expect(bare.movingTime() == 20)
    }

    // MARK: - Elevation

    @Test(arguments: [
        ([100.0, 101, 102, 103, 110, 120, 150], 50.0, 0.0),
        // Jitter inside the 5 m band adds only the net change from the first sample to the last.
        ([100.0, 101, 99, 101, 99, 100, 101, 99], 0.0, 1.0),
        ([0.0, 50, 100, 80, 50], 100.0, 50.0),
        ([0.0, 5, 0, 5, 0], 0.0, 0.0),
        ([0.0, 10, 8, 10, 12], 12.0, 0.0),
        // The first climb counts from the lowest point before it, not from the first sample.
        ([100.0, 96, 110], 14.0, 4.0),
        // The drop after the last top counts, though it is less than the band.
        ([0.0, 20, 17], 20.0, 3.0),
    ])
    func climbAndDescentWithHysteresis(_ elevation: [Double], _ climb: Double, _ descent: Double) throws {
        let stream = try ActivityStream(time: elevation.indices.map(Double.init), elevation: elevation)
        #expect(stream.elevationChange() == ElevationChange(climb: climb, descent: descent))
    }

    @Test func elevationRangeAndNoElevation() throws {
        let stream = try ActivityStream(time: [0, 1, 2], elevation: [12, -3, 40])
        #expect(stream.elevationRange == -3...40)
        #expect(try ActivityStream(time: [0]).elevationChange() == nil)
        #expect(try ActivityStream(time: [0]).elevationRange == nil)
    }

    // MARK: - Averages

    @Test func averagesWeighEachSampleByTheTimeBeforeIt() throws {
        // 130 bpm held for 10 s, then 160 bpm for 30 s; the gap before the last sample weighs nothing.
        let stream = try ActivityStream(time: [0, 10, 40, 100], heartRate: [100, 130, 160, 60], segmentStarts: [3])
        let expected: Double = (130 * 10 + 160 * 30) / 40
        #expect(stream.average(of: .heartRate) == expected)
        #expect(stream.maximum(of: .heartRate) == 160)
        #expect(stream.average(of: .power) == nil)
        #expect(try ActivityStream(time: [5, 5], cadence: [80, 90]).average(of: .cadence) == 85)
    }

    @Test func aRealisticRunAddsUp() throws {
        let stream = try SyntheticStreams.run(seconds: 1_800, seed: 4)
        let distance = try #require(stream.totalDistance)
        // Pace stays within 2.5-4.5 m/s; GPS noise adds a little.
        #expect(distance > 2.5 * 1_799 && distance < 5.5 * 1_799)
        // White GPS noise of 2 m now and then makes a second look slower than 0.5 m/s, never many.
        #expect(stream.movingTime() > 0.97 * 1_799 && stream.movingTime() <= 1_799)
        let change = try #require(stream.elevationChange())
        // Hills of ±25 m over 30 minutes: about three crests' worth, not inflated by the 0.3 m noise.
        #expect(change.climb > 40 && change.climb < 160)
        #expect(abs(change.climb - change.descent) < 55)
    }
}
