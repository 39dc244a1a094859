import Testing
import TrackerCore
import TrackerTime

@Suite struct MoodTagComparisonTests {
    static func mood(_ day: Int, _ level: MoodLevel, _ tags: [String]) -> Mood {
        Mood(day: LocalDay(daysSince1970: 20_000 + day), level: level, tags: tags)
    }

    @Test func tagsAreTrimmedSplitAtTheSeparatorAndDistinctWithoutRegardToCase() {
        #expect(Mood.distinctTags([" friends ", "Friends", "", "gym|movies / tv", "gym"]) == ["friends", "gym", "movies / tv"])
        #expect(Mood.tags(fromText: "work | bad sleep |  | Work") == ["work", "bad sleep"])
        #expect(Mood(day: LocalDay(daysSince1970: 0), level: .good, word: "  ").word == nil)
    }

    @Test func taggedDaysAgainstTheOthersAgreeWithAPlainCount() {
        // A brute-force reference: the means of each side, computed by filtering.
        let moods = (0..<40).map { day in
            Self.mood(day, MoodLevel(rawValue: (day * 7) % 4) ?? .usual, day % 3 == 0 ? ["Friends", "gym"] : day % 5 == 0 ? ["gym"] : [])
        }
        let comparison = MoodTagComparison(tag: "friends", moods: moods)
        let tagged = moods.filter { $0.tags.contains("Friends") }.map { Double($0.level.rawValue) }
        let others = moods.filter { !$0.tags.contains("Friends") }.map { Double($0.level.rawValue) }
        #expect(comparison.tag == "Friends")
        #expect(comparison.taggedDays == tagged.count && comparison.otherDays == others.count)
        #expect(comparison.taggedAverage == tagged.reduce(0, +) / Double(tagged.count))
        #expect(comparison.otherAverage == others.reduce(0, +) / Double(others.count))
        #expect(comparison.difference == tagged.reduce(0, +) / Double(tagged.count) - others.reduce(0, +) / Double(others.count))
    }

    @Test func listedTagsNeedDaysOnBothSidesAndComeMostUsedFirst() {
        var moods = (0..<12).map { Self.mood($0, .good, $0 < 6 ? ["gym", "work"] : ["work"]) }
        moods += (12..<15).map { Self.mood($0, .terrible, ["rare"]) }
        // work is on 12 of 15 days: 3 without, under 5; rare has 3 days.
        #expect(MoodTagComparison.all(moods, minimumDays: 5).map(\.tag) == ["gym"])
        #expect(MoodTagComparison.all(moods, minimumDays: 3).map(\.tag) == ["work", "gym", "rare"])
        #expect(MoodTagComparison.tagsByUse(moods).map(\.days) == [12, 6, 3])
        let everyDay = MoodTagComparison(tag: "work", moods: Array(moods.prefix(12)))
        #expect(everyDay.otherDays == 0 && everyDay.otherAverage == nil && everyDay.difference == nil)
    }
}
