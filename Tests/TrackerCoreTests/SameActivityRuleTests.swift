import Testing
@testable import TrackerCore
import TrackerTime

@Suite struct SameActivityRuleTests {
    /// 2026-11-28T08:00:00Z.
    static let eight = 1_795_852_800.0

    struct Case: CustomTestStringConvertible, Sendable {
        let label: String
        let first: ActivityFootprint
        let second: ActivityFootprint
        let verdict: SameActivityVerdict
        var testDescription: String { label }
    }

    static func footprint(
        _ startMinutes: Double, _ minutes: Double, _ kilometres: Double, _ type: ActivityType = .run, strava: String? = nil
    ) -> ActivityFootprint {
        ActivityFootprint(start: eight + startMinutes * 60, duration: minutes * 60, distance: kilometres * 1_000, type: type, stravaID: strava)
    }

    static let cases: [Case] = [
        Case(label: "typed at 08:00, watch at 08:01:40",
             first: footprint(0, 25, 5), second: footprint(1 + 40.0 / 60, 24.5, 5.04), verdict: .overlapping),
        Case(label: "typed with a rounded distance and duration",
             first: footprint(0, 30, 6), second: footprint(2, 27.2, 5.83), verdict: .overlapping),
        Case(label: "a 27 s activity 34 s before a 5 km run",
             first: footprint(0, 0.45, 0.05), second: footprint(34.0 / 60, 25, 5), verdict: .timesApart),
        Case(label: "a 27 s activity inside the first minute of a 5 km run",
             first: footprint(0.5, 0.45, 0.05), second: footprint(0, 25, 5), verdict: .distancesDiffer),
        Case(label: "different Strava ids, even when everything else agrees",
             first: footprint(0, 25, 5, strava: "101"), second: footprint(0, 25, 5, strava: "102"),
             verdict: .differentStravaActivities),
        Case(label: "the same Strava id",
             first: footprint(0, 25, 5, strava: "101"), second: footprint(3, 20, 4, .other, strava: "101"),
             verdict: .sameStravaActivity),
        Case(label: "a FIT ride and the same ride as a GPX stored as other",
             first: footprint(0, 90, 42, .ride), second: footprint(0, 90, 41.8, .other), verdict: .overlapping),
        Case(label: "a walk and a hike are one family",
             first: footprint(0, 120, 8, .walk), second: footprint(1, 118, 8.3, .hike), verdict: .overlapping),
        Case(label: "a run and a ride at the same time",
             first: footprint(0, 60, 10, .run), second: footprint(0, 60, 10, .ride), verdict: .incompatibleTypes),
        Case(label: "one run after the other",
             first: footprint(0, 30, 6), second: footprint(30, 30, 6), verdict: .timesApart),
        Case(label: "overlapping for less than half of the shorter",
             first: footprint(0, 30, 6), second: footprint(16, 30, 6), verdict: .timesApart),
        Case(label: "overlapping for exactly half of the shorter",
             first: footprint(0, 30, 6), second: footprint(15, 30, 6), verdict: .overlapping),
        Case(label: "a warm-up inside a longer session",
             first: footprint(0, 12, 2), second: footprint(0, 60, 10), verdict: .distancesDiffer),
        Case(label: "short activities within 200 m",
             first: footprint(0, 10, 1.0), second: footprint(0.5, 10, 1.19), verdict: .overlapping),
        Case(label: "long activities 10% apart at most",
             first: footprint(0, 200, 42), second: footprint(0, 200, 37), verdict: .distancesDiffer),
        Case(label: "a manual entry of no duration inside the watch's span",
             first: footprint(5, 0, 5), second: footprint(0, 25, 5), verdict: .overlapping),
        Case(label: "a manual entry of no duration outside it",
             first: footprint(40, 0, 5), second: footprint(0, 25, 5), verdict: .timesApart),
        Case(label: "swims without distance at the same time",
             first: footprint(0, 45, 0, .swim), second: footprint(1, 44, 0, .other), verdict: .overlapping),
    ]

    @Test(arguments: cases)
    func verdict(_ testCase: Case) {
        let rule = SameActivityRule.standard
        #expect(rule.verdict(testCase.first, testCase.second) == testCase.verdict)
        // The rule does not care which of the two is given first.
        #expect(rule.verdict(testCase.second, testCase.first) == testCase.verdict)
        #expect(rule.isSame(testCase.first, testCase.second) == testCase.verdict.isSame)
    }

    @Test func overlapShareIsOfTheShorterSpan() {
        let rule = SameActivityRule.standard
        #expect(rule.overlapShare(Self.footprint(0, 60, 10), Self.footprint(50, 20, 3)) == 0.5)
        #expect(rule.overlapShare(Self.footprint(0, 60, 10), Self.footprint(70, 20, 3)) == 0)
    }

    @Test func familiesOfTypes() {
        #expect(ActivityType.walk.family == ActivityType.hike.family)
        #expect(ActivityType.trailRun.family == ActivityType.treadmillRun.family)
        #expect(ActivityType.allCases.allSatisfy { $0.isCompatible(with: .other) && $0.isCompatible(with: $0) })
        #expect(!ActivityType.swim.isCompatible(with: .run))
        #expect(ActivityType.gravelRide.isCompatible(with: .ride))
        #expect(!ActivityType.virtualRide.isCompatible(with: .virtualRun))
    }

    @Test func footprintOfAnActivity() {
        let activity = Activity(start: LocalInstant(secondsSince1970: 1_795_852_800, utcOffset: 3_600), type: .ride, distance: 20_000, duration: 3_600)
        let footprint = ActivityFootprint(activity, stravaID: "9")
        #expect(footprint == ActivityFootprint(start: Self.eight, duration: 3_600, distance: 20_000, type: .ride, stravaID: "9"))
        #expect(footprint.end == Self.eight + 3_600)
    }
}
