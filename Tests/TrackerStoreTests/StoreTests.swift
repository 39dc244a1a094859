import Foundation
import Testing
import TrackerCore
@testable import TrackerStore
import TrackerTestSupport
import TrackerTime

@Suite struct StoreTests {
    let directory = TemporaryDirectory()

    @Test func activityCRUD() throws {
        let store = ActivityStore(database: try Database(path: directory.file("crud.db")))
        let stored = try store.insert(DatabaseTests.sample(), createdAt: 0)
        let id = try #require(stored.id)
        #expect(try store.fetch(id: id) == stored)

        var changed = stored
        changed.distance = 6000
        changed.notes = "felt strong"
        changed.start = LocalInstant(secondsSince1970: 1_795_900_000, utcOffset: -18_000)
        try store.update(changed)
        #expect(try store.fetch(id: id) == changed)

        try store.delete(id: id)
        #expect(try store.fetch(id: id) == nil)
        #expect(throws: StoreError.notFound(kind: "activity", id: "#\(id)")) { try store.delete(id: id) }
        #expect(throws: StoreError.self) { try store.update(changed) }
    }

    @Test func theJoinedColumnListNamesTheSameColumns() {
        let plain = ActivityStore.columns.split(separator: ",").map { "a." + $0.trimmingSpaces() }
        #expect(ActivityStore.prefixedColumns.split(separator: ",").map { $0.trimmingSpaces() } == plain)
    }

    @Test func rangeQueriesAreHalfOpenNewestFirstAndFilterTypes() throws {
        let store = ActivityStore(database: try Database(path: directory.file("range.db")))
        for (offset, type) in [(0, ActivityType.run), (100, .ride), (200, .run), (300, .hike)] {
            try store.insert(DatabaseTests.sample(start: 1000 + Int64(offset), type: type), createdAt: 0)
        }
        #expect(try store.fetch(from: 1100, until: 1300).map(\.start.secondsSince1970) == [1200, 1100])
        #expect(try store.fetch(types: [.run]).map(\.start.secondsSince1970) == [1200, 1000])
        #expect(try store.fetch(types: [.run, .hike], limit: 2).map(\.type) == [.hike, .run])
        #expect(try store.fetch().count == 4)
    }

    @Test func theRangeQueryUsesTheStartIndex() throws {
        let database = try Database(path: directory.file("plan.db"))
        let plan = try database.fetch("EXPLAIN QUERY PLAN SELECT id FROM activities WHERE start_utc >= ? AND start_utc < ?", [0, 1]) { $0.string(3) ?? "" }
        #expect(plan.joined().contains("activities_by_start_covering"))
    }

    /// Migration 0014: the single-column start index, a prefix of the covering one, is gone, and the
    /// range query of `list` still searches the covering index rather than scanning the table.
    @Test func onlyTheCoveringStartIndexIsKept() throws {
        let database = try Database(path: directory.file("indexes.db"))
        let indexes = try database.fetch("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'activities' AND name LIKE 'activities_by_start%'", []) { $0.string(0) ?? "" }
        #expect(indexes == ["activities_by_start_covering"])
        let plan = try database.fetch(
            "EXPLAIN QUERY PLAN SELECT \(ActivityStore.columns) FROM activities WHERE start_utc >= ? AND start_utc < ? ORDER BY start_utc DESC, id DESC LIMIT 10",
            [0, 1]) { $0.string(3) ?? "" }
        #expect(plan.contains { $0.hasPrefix("SEARCH activities USING INDEX activities_by_start_covering (start_utc>? AND start_utc<?)") })
    }

    @Test func moodUpsertReplacesAndReturnsThePrevious() throws {
        let store = MoodStore(database: try Database(path: directory.file("moods.db")))
        let day = try #require(LocalDay(iso: "2026-11-29"))
        #expect(try store.upsert(Mood(day: day, level: .usual), updatedAt: 0) == nil)
        let previous = try store.upsert(Mood(day: day, level: .good, note: "sunny"), updatedAt: 1)
        #expect(previous == Mood(day: day, level: .usual))
        #expect(try store.fetch(day: day) == Mood(day: day, level: .good, note: "sunny"))
        try store.upsert(Mood(day: day.adding(days: -1), level: .terrible), updatedAt: 2)
        #expect(try store.fetch().map(\.day.iso) == ["2026-11-29", "2026-11-28"])
        #expect(try store.fetch(from: day, through: day).count == 1)
        try store.delete(day: day)
        #expect(try store.fetch(day: day) == nil)
    }

    @Test func settings() throws {
        let store = SettingsStore(database: try Database(path: directory.file("settings.db")))
        #expect(try store.value(for: "units") == nil)
        try store.set("imperial", for: "units")
        try store.set("metric", for: "units")
        #expect(try store.value(for: "units") == "metric")
        #expect(try store.all().map(\.key) == ["units"])
        try store.remove("units")
        #expect(try store.value(for: "units") == nil)
    }
}
