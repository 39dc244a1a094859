import Testing
import TrackerCore

@Suite struct RecordCategoryTests {
    @Test func aTimeMustBeatTheOldOneByASecond() {
        let fiveK = RecordCategory.effort(.distance(5000))
        // The same effort measured twice, apart by rounding noise, is no record.
        #expect(!fiveK.improves(215.83688729346, on: 215.83688729384))
        #expect(!fiveK.improves(1332.5, on: 1333))
        #expect(fiveK.improves(1332, on: 1333))
        #expect(!fiveK.improves(1334, on: 1333))
    }

    @Test func distancePowerAndClimbMustGrowByWhatTheFiguresShow() {
        #expect(!RecordCategory.longestDistance.improves(10_005, on: 10_000))
        #expect(RecordCategory.longestDistance.improves(10_010, on: 10_000))
        #expect(!RecordCategory.biggestClimb.improves(400.4, on: 400))
        #expect(RecordCategory.biggestClimb.improves(401, on: 400))
        #expect(RecordCategory.effort(.duration(1200)).improves(251, on: 250))
        #expect(!RecordCategory.effort(.duration(1200)).improves(250.9, on: 250))
    }
}
