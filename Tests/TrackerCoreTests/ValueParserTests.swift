import Testing
@testable import TrackerCore

@Suite struct ValueParserTests {
    // MARK: - Distance

    @Test(arguments: [
        ("5.2", UnitSystem.metric, 5200.0), ("5.2km", .metric, 5200), ("5.2 km", .metric, 5200),
        ("3.1mi", .metric, 3.1 * 1609.344), ("800m", .metric, 800), ("800M", .metric, 800),
        ("5.2", .imperial, 5.2 * 1609.344), ("5.2km", .imperial, 5200), ("0", .metric, 0), (".5", .metric, 500),
        ("10.", .metric, 10_000), ("5K", .imperial, 5000), ("10k", .metric, 10_000), ("3 miles", .metric, 3 * 1609.344),
        ("1 mile", .metric, 1609.344), ("42.2 kms", .metric, 42_200),
    ])
    func acceptsDistances(_ text: String, _ units: UnitSystem, _ meters: Double) throws {
        #expect(abs(try ValueParser.distance(text, units: units) - meters) < 1e-9)
    }

    /// A bare swim distance is metres (yards in imperial units); with a suffix it is what it says;
    /// other families keep km or mi.
    @Test(arguments: [
        ("500", UnitSystem.metric, ActivityFamily.swim, 500.0), ("500", .imperial, .swim, 500 * 0.9144),
        ("1.5km", .metric, .swim, 1_500), ("500yd", .metric, .swim, 457.2), ("1650 yards", .imperial, .swim, 1_650 * 0.9144),
        ("500", .metric, .run, 500_000), ("5", .imperial, .ride, 5 * 1609.344), ("400m", .imperial, .run, 400),
    ])
    func aBareDistanceIsInTheUnitOfTheFamily(_ text: String, _ units: UnitSystem, _ family: ActivityFamily, _ meters: Double) throws {
        #expect(abs(try ValueParser.distance(text, units: units, family: family) - meters) < 1e-9)
    }

    @Test(arguments: ["5.2kmh", "-5", "-0.1km", "nan", "inf", "1e3", "", "km", "5,2", "5.2.1", "5 2", "ten", "5.2ft", "0x10"])
    func rejectsDistances(_ text: String) {
        #expect(throws: ValueParseError.self) { try ValueParser.distance(text, units: .metric) }
    }

    @Test func distanceErrorNamesTheValueAndWhatIsAccepted() {
        let error = #expect(throws: ValueParseError.self) { try ValueParser.distance("5.2kmh", units: .metric) }
        #expect(error?.description.hasPrefix("'5.2kmh' is not a distance; use a number with an optional km, mi, m or yd suffix") == true)
        let negative = #expect(throws: ValueParseError.self) { try ValueParser.distance("-5", units: .metric) }
        #expect(negative?.description == "'-5' is negative; a distance must be zero or more")
    }

    // MARK: - Duration

    @Test(arguments: [
        ("2700", 2700.0), ("45:00", 2700), ("1:02:03", 3723), ("1h2m3s", 3723), ("45m", 2700), ("1h", 3600),
        ("90s", 90), ("1h 30m", 5400), ("1.5h", 5400), ("0:30", 30), ("10:00:00", 36_000), ("59:59", 3599),
        ("45:00.5", 2700.5), ("1H", 3600), ("30min", 1800), ("45 mins", 2700), ("1hr 30min", 5400), ("2 hours", 7200),
        ("90sec", 90), ("1 hour 2 minutes 3 seconds", 3723),
    ] as [(String, Double)])
    func acceptsDurations(_ text: String, _ seconds: Double) throws {
        #expect(try ValueParser.duration(text) == seconds)
    }

    @Test(arguments: ["0", "0:00", "0h", "-5", "45:60", "1:60:00", "1:2:03", "45:0", "1:02:03:04", "3s1h", "1h1h", "h",
                      "45x", "", ":", "nan", "inf", "1e3", "1.5:00", "30mn", "1min1h", "5 minutes minutes", "min", "1h30"])
    func rejectsDurations(_ text: String) {
        #expect(throws: ValueParseError.self) { try ValueParser.duration(text) }
    }

    @Test func zeroDurationSaysWhy() {
        let error = #expect(throws: ValueParseError.self) { try ValueParser.duration("0") }
        #expect(error?.reason.contains("longer than zero") == true)
    }

    // MARK: - Elevation

    @Test(arguments: [
        ("156", UnitSystem.metric, 156.0), ("156m", .metric, 156), ("512ft", .metric, 512 * 0.3048),
        ("512", .imperial, 512 * 0.3048), ("156m", .imperial, 156), ("0", .metric, 0),
    ])
    func acceptsElevations(_ text: String, _ units: UnitSystem, _ meters: Double) throws {
        #expect(abs(try ValueParser.elevation(text, units: units) - meters) < 1e-9)
    }

    @Test(arguments: ["-3", "156km", "156 yards", "nan", "", "1e2"])
    func rejectsElevations(_ text: String) {
        #expect(throws: ValueParseError.self) { try ValueParser.elevation(text, units: .metric) }
    }
}
