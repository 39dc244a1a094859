import Testing
@testable import TrackerCore

@Suite struct FreeStartTests {
    static let noon: Int64 = 43_200
    static let midnight: Int64 = 86_400

    static func span(_ start: Int64, _ end: Int64) -> FreeStart.Span { FreeStart.Span(start: start, end: end) }

    /// (taken, duration, expected start)
    static let cases: [([FreeStart.Span], Double, Int64)] = [
        ([], 3600.0, noon),
        ([span(noon, noon + 1800)], 3600, noon + 1800),
        ([span(noon - 600, noon + 600)], 3600, noon + 600),                       // begun before noon, still going
        ([span(noon + 3600, noon + 7200)], 3600, noon),                           // fits before it
        ([span(noon + 1800, noon + 7200)], 3600, noon + 7200),                   // does not fit before it
        ([span(noon + 600, noon + 900), span(noon, noon + 600)], 3600, noon + 900), // chained, in any order
        ([span(noon, midnight - 60)], 3600, midnight - 60),                      // ends just before midnight
        ([span(noon, midnight)], 3600, noon),                                    // the day is full: noon stands
        ([span(noon - 7200, noon - 3600)], 3600, noon),                          // over before noon
    ]

    @Test(arguments: cases)
    func firstFreeStart(taken: [FreeStart.Span], duration: Double, expected: Int64) {
        #expect(FreeStart.after(Self.noon, duration: duration, taken: taken, limit: Self.midnight) == expected)
    }
}
