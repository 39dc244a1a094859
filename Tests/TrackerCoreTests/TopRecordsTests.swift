import Testing
import TrackerCore
import TrackerTime

/// The one ranking of records: offered in any order, the kept top equals a full sort's first few.
@Suite struct TopRecordsTests {
    /// A small linear congruential generator: the test needs no other module.
    struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test(arguments: [RecordCategory.effort(.distance(5_000)), .effort(.duration(1_200)), .longestDistance, .biggestClimb])
    func theTopOfAnyOrderIsTheTopOfTheSortedList(category: RecordCategory) {
        var numbers = Numbers(state: 20_261_201)
        for round in 0..<50 {
            // Few distinct values and starts, so ties on the value and on the start are common.
            let records = (0..<(1 + numbers.next(40))).map { index in
                PersonalRecord(
                    category: category, value: Double(1 + numbers.next(6)), activityID: Int64(index),
                    activityType: .run, start: LocalInstant(secondsSince1970: Int64(numbers.next(4)) * 86_400, utcOffset: 0))
            }
            let limit = 1 + round % 4
            var top = TopRecords(limit: limit)
            for record in records.shuffled() { top.offer(record) }
            let reference = records.sorted { first, second in
                if first.value != second.value { return category.smallerIsBetter ? first.value < second.value : first.value > second.value }
                if first.start.secondsSince1970 != second.start.secondsSince1970 { return first.start.secondsSince1970 < second.start.secondsSince1970 }
                return first.activityID < second.activityID
            }
            #expect(top.records == Array(reference.prefix(limit)))
        }
    }

    /// A new record is always a better rank, and only by the category's resolution.
    @Test func improvingIsRankingBetterByTheResolution() {
        for category in [RecordCategory.effort(.distance(400)), .effort(.duration(300)), .longestDistance, .longestTime] {
            for (value, previous) in [(100.0, 101.0), (101, 100), (100, 100), (90, 110), (110, 90)] {
                if category.improves(value, on: previous) {
                    #expect(category.isBetter(value, than: previous))
                    #expect(abs(value - previous) >= category.resolution)
                }
            }
        }
        #expect(RecordCategory.longestDistance.value(of: Activity(start: LocalInstant(secondsSince1970: 0, utcOffset: 0), distance: 12, duration: 34, elevationGain: 5)) == 12)
        #expect(RecordCategory.effort(.distance(400)).value(of: Activity(start: LocalInstant(secondsSince1970: 0, utcOffset: 0), distance: 12, duration: 34)) == nil)
    }
}
