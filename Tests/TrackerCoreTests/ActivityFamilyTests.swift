import Testing
@testable import TrackerCore

@Suite struct ActivityFamilyTests {
    @Test(arguments: [
        (ActivityType.run, ActivityFamily.run), (.trailRun, .run), (.treadmillRun, .run), (.virtualRun, .run),
        (.ride, .ride), (.mountainBike, .ride), (.gravelRide, .ride), (.eBike, .ride), (.virtualRide, .ride),
        (.swim, .swim), (.poolSwim, .swim), (.openWaterSwim, .swim), (.walk, .walk), (.hike, .walk),
        (.row, .water), (.kayak, .water), (.paddleboard, .water), (.alpineSki, .winter), (.nordicSki, .winter),
        (.snowboard, .winter), (.strength, .fitness), (.yoga, .fitness), (.workout, .fitness), (.other, .other),
    ])
    func eachTypeBelongsToItsFamily(_ type: ActivityType, _ family: ActivityFamily) {
        #expect(type.family == family)
        #expect(family.types.contains(type))
    }

    @Test func theFamiliesPartitionTheTypes() {
        let listed = ActivityFamily.allCases.flatMap(\.types)
        #expect(listed.count == ActivityType.allCases.count)
        #expect(Set(listed) == Set(ActivityType.allCases))
    }

    @Test(arguments: [
        ("run", ActivityTypeFilter.family(.run)), ("Running", .family(.run)), ("cycling", .family(.ride)),
        ("walk", .family(.walk)), ("winter", .family(.winter)), ("paddling", .family(.water)),
        ("fitness", .family(.fitness)), ("other", .family(.other)), ("trail-run", .type(.trailRun)),
        ("trail run", .type(.trailRun)), ("Trail_Run", .type(.trailRun)), ("hike", .type(.hike)),
        ("gravel", .type(.gravelRide)), ("open-water-swim", .type(.openWaterSwim)),
    ])
    func aFilterNamesAFamilyOrOneType(_ text: String, _ filter: ActivityTypeFilter) {
        #expect(ActivityTypeFilter(parsing: text) == filter)
    }

    @Test func filtersSelectTheirTypesOnce() throws {
        let run = try #require(ActivityTypeFilter(parsing: "run"))
        #expect(run.types == [.run, .trailRun, .treadmillRun, .virtualRun])
        let filters = try ["trail-run", "run", "hike"].map { try #require(ActivityTypeFilter(parsing: $0)) }
        #expect(filters.types == [.run, .trailRun, .treadmillRun, .virtualRun, .hike])
        #expect([ActivityTypeFilter]().types.isEmpty)
        // A plural, as headings print them, is its singular.
        #expect(ActivityTypeFilter(parsing: "runs") == run)
        #expect(ActivityTypeFilter(parsing: "runz") == nil)
    }

    @Test func paceAndPlausibleSpeedsFollowTheFamily() {
        let formatter = DisplayFormatter(units: .metric)
        #expect(formatter.pace(distance: 5_000, duration: 1_500, type: .trailRun) == "5:00 /km")
        #expect(formatter.pace(distance: 1_000, duration: 1_200, type: .poolSwim) == "2:00 /100m")
        #expect(formatter.pace(distance: 20_000, duration: 3_600, type: .gravelRide) == "20.0 km/h")
        #expect(formatter.pace(distance: 10_000, duration: 3_600, type: .nordicSki) == "10.0 km/h")
        #expect(ActivityType.treadmillRun.plausibleSpeeds == ActivityType.run.plausibleSpeeds)
        #expect(ActivityType.openWaterSwim.plausibleSpeeds == ActivityType.swim.plausibleSpeeds)
        // 20 m/s is a fast ski descent and a mistyped run.
        #expect(ActivityType.alpineSki.plausibleSpeeds.contains(20))
        #expect(!ActivityType.trailRun.plausibleSpeeds.contains(20))
        #expect(SpikeFilter.ceiling(for: .virtualRide) == SpikeFilter.ceiling(for: .ride))
        #expect(BestEffortTarget.targets(for: .trailRun) == BestEffortTarget.running)
        #expect(TrainingLoad.typicalIntensity(.trailRun) == TrainingLoad.typicalIntensity(.run))
        #expect(TrainingLoad.typicalIntensity(.gravelRide) == TrainingLoad.typicalIntensity(.ride))
        #expect(TrainingLoad.typicalIntensity(.hike) == 0.65 && TrainingLoad.typicalIntensity(.walk) == 0.50)
    }

    @Test func aSwimDistanceIsShownInMetresOrYards() {
        #expect(DisplayFormatter(units: .metric).distance(1_025, family: .swim) == "1025 m")
        #expect(DisplayFormatter(units: .imperial).distance(457.2, family: .swim) == "500 yd")
        #expect(DisplayFormatter(units: .metric).distance(5_200, family: .run) == "5.20 km")
    }
}
