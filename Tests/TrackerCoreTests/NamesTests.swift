import Testing
@testable import TrackerCore

@Suite struct NamesTests {
    @Test(arguments: [("run", ActivityType.run), ("Cycling", .ride), ("bike", .ride), ("hiking", .hike),
                      ("SWIM", .swim), ("walking", .walk), ("other", .other), ("trail-run", .trailRun),
                      ("Trail Run", .trailRun), ("trail_run", .trailRun), ("TrailRun", .trailRun),
                      ("open water swim", .openWaterSwim), ("e-bike", .eBike), ("ebike", .eBike), ("MTB", .mountainBike),
                      ("weight training", .strength), ("nordic ski", .nordicSki), ("sup", .paddleboard)])
    func activityTypesAndAliases(_ text: String, _ type: ActivityType) {
        #expect(ActivityType(parsing: text) == type)
    }

    @Test(arguments: ["golf", "", "runs", "trail-runs"])
    func unknownActivityTypes(_ text: String) {
        #expect(ActivityType(parsing: text) == nil)
    }

    @Test(arguments: [("terrible", MoodLevel.terrible), ("Usual", .usual), ("good", .good), ("3", .excellent), ("0", .terrible)])
    func moodLevels(_ text: String, _ level: MoodLevel) {
        #expect(MoodLevel(parsing: text) == level)
    }

    @Test(arguments: ["4", "-1", "grand", ""])
    func unknownMoods(_ text: String) {
        #expect(MoodLevel(parsing: text) == nil)
    }

    @Test func jsonEscapesAndKeepsKeyOrder() {
        let value = JSONValue.object([("b", .string("a\"b\\c\n\u{1}")), ("a", .number(5.25)), ("n", .null), ("i", .number(5200))])
        #expect(value.serialized() == #"{"b":"a\"b\\c\n\u0001","a":5.25,"n":null,"i":5200}"#)
    }

    @Test func csvQuotesOnlyWhatNeedsIt() {
        #expect(CSVWriter.line(["plain", "a,b", "say \"hi\"", "two\nlines", ""]) == "plain,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\r\n")
    }
}
