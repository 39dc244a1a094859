import Foundation
import Testing
import TrackerCore
import TrackerTestSupport

/// The lines a heatmap draws of one stream: the pause rule lifts the pen.
@Suite struct MovingTrackTests {
    /// A 1 Hz walk due east from 48° N at 3 m/s, standing for `stop` seconds after `before` seconds, then
    /// going on for `after` seconds. Standing, the fixes wander a metre north and south, in turn, but the
    /// first and (with a `stop` of 3n + 1 seconds) the last stay on the line: they end and begin the lines
    /// drawn.
    func walk(before: Int, stop: Int, after: Int) throws -> ActivityStream {
        let perDegree = SyntheticStreams.metresPerDegree * cos(48 * Double.pi / 180)
        var east = 0.0, time: [Double] = [], latitude: [Double] = [], longitude: [Double] = []
        for second in 0..<(before + stop + after) {
            let standing = second >= before && second < before + stop
            if !standing, second > 0 { east += 3 }
            time.append(Double(second))
            let wander = standing ? [0.0, 1, -1][(second - before) % 3] : 0
            latitude.append(48 + wander / SyntheticStreams.metresPerDegree)
            longitude.append(11 + east / perDegree)
        }
        return try ActivityStream(time: time, latitude: latitude, longitude: longitude)
    }

    @Test func aStopSplitsTheTrackAndItsFixesAreLeftOut() throws {
        let stream = try walk(before: 100, stop: 121, after: 100)
        let track = MovingTrack(stream: stream)
        #expect(track.lines.count == 2)
        // The standing fixes wander north and south of the line; none of them is drawn.
        let drawn = track.lines.joined()
        let onTheLine = try #require(MercatorPoint(latitude: 48, longitude: 11)).y
        #expect(drawn.allSatisfy { abs($0.y - onTheLine) < 1e-12 })
        #expect(drawn.count <= 201)
        // Without the stop, one line of every fix.
        let straight = MovingTrack(stream: try walk(before: 320, stop: 0, after: 0))
        #expect(straight.lines.count == 1 && straight.lines[0].count == 320)
    }

    @Test func aShortWaitIsNoPause() throws {
        // Ten seconds at a crossing are less than the rule's twenty: the line goes on.
        let track = MovingTrack(stream: try walk(before: 100, stop: 10, after: 100))
        #expect(track.lines.count == 1)
    }

    @Test func spacingDropsFixesCloserThanItButKeepsTheEnds() throws {
        let stream = try walk(before: 301, stop: 0, after: 0)
        let every = MovingTrack(stream: stream)
        // 3 m a second; 10 m of spacing keeps every fourth fix, and the last.
        let metre = 1 / MercatorPoint.metresPerUnit(atLatitude: 48)
        let sparse = MovingTrack(stream: stream, spacing: 10 * metre)
        #expect(sparse.lines.count == 1)
        #expect(sparse.lines[0].first == every.lines[0].first && sparse.lines[0].last == every.lines[0].last)
        #expect(sparse.lines[0].count == 76 || sparse.lines[0].count == 77)
    }

    @Test func positionsOutsideTheProjectionLiftThePen() throws {
        let stream = try ActivityStream(time: [0, 1, 2, 3, 4, 5], latitude: [85, 85.01, 86, 85.02, 85.03, 85.04], longitude: [0, 0.01, 0.02, 0.03, 0.04, 0.05])
        let track = MovingTrack(stream: stream)
        #expect(track.lines.map(\.count) == [2, 3])
        #expect(MovingTrack(stream: try ActivityStream(time: [0, 1])).isEmpty)
    }

    @Test func positionBoundsHoldEveryFixThatProjects() throws {
        let stream = try walk(before: 100, stop: 61, after: 50)
        let bounds = try #require(MovingTrack.positionBounds(of: stream))
        let lines = try #require(MovingTrack(stream: stream).bounds)
        // The standing fixes wander a metre off the line: the box of positions holds the lines' box.
        #expect(bounds.minX <= lines.minX && bounds.maxX >= lines.maxX && bounds.minY < lines.minY && bounds.maxY > lines.maxY)
    }
}
