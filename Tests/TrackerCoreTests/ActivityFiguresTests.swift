import Testing
import TrackerCore
import TrackerTime

@Suite struct ActivityFiguresTests {
    @Test func elapsedTimeIsNeverShorterThanMovingTime() throws {
        // A FIT session's timer says 3,424 s while the samples span 3,423 s.
        let stream = try ActivityStream(time: (0...3423).map(Double.init), distance: (0...3423).map { Double($0) * 2 })
        let activity = Activity(start: LocalInstant(secondsSince1970: 0, utcOffset: 0), distance: 6846, duration: 3424)
        let figures = ActivityFigures(activity: activity, stream: stream)
        #expect(figures.movingTime == 3424)
        #expect(figures.elapsedTime == 3424)
        // A longer span (a pause) stays what the samples say.
        let paused = Activity(start: LocalInstant(secondsSince1970: 0, utcOffset: 0), distance: 6846, duration: 3000)
        #expect(ActivityFigures(activity: paused, stream: stream).elapsedTime == 3423)
    }
}
