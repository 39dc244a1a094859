import Foundation
import Testing
import TrackerStore
import TrackerTestSupport

/// `tracker list --search`: words of names and notes, folded and prefixed, with the other filters.
@Suite struct ListSearchTests {
    static func harness() -> TrackerHarness {
        let tracker = TrackerHarness()
        tracker.run(["add", "--distance", "5", "--duration", "30m", "--date", "2026-11-20T07:00", "--name", "Café loop", "--notes", "with Anna in the rain"])
        tracker.run(["add", "--distance", "20", "--duration", "1h", "--type", "ride", "--date", "2026-11-21T07:00", "--name", "Zürich lake", "--notes", "Anna came too"])
        tracker.run(["add", "--distance", "8", "--duration", "45m", "--date", "2026-11-25T07:00", "--name", "Tempo run"])
        return tracker
    }

    /// The ids `list` prints for `arguments`, in its order (read from its CSV).
    static func ids(_ tracker: TrackerHarness, _ arguments: [String]) -> [String] {
        tracker.run(["list", "--csv"] + arguments).output.split(separator: "\r\n").dropFirst().compactMap { line in
            line.split(separator: ",").first.map(String.init)
        }
    }

    @Test func foldedPrefixWordsFindNamesAndNotes() {
        let tracker = Self.harness()
        #expect(Self.ids(tracker, ["--search", "cafe"]) == ["1"])
        #expect(Self.ids(tracker, ["--search", "ZURICH"]) == ["2"])
        #expect(Self.ids(tracker, ["-s", "ann rai"]) == ["1"])
        // A word in the name counts more; ties go to the newest.
        #expect(Self.ids(tracker, ["--search", "anna"]) == ["2", "1"])
        #expect(Self.ids(tracker, ["--search", "tempo"]) == ["3"])
    }

    @Test func theOtherFiltersStillApply() {
        let tracker = Self.harness()
        #expect(Self.ids(tracker, ["--search", "anna", "--type", "run"]) == ["1"])
        #expect(Self.ids(tracker, ["--search", "anna", "--since", "2026-11-21"]) == ["2"])
        #expect(Self.ids(tracker, ["--search", "anna", "--limit", "1"]) == ["2"])
        let json = tracker.run(["list", "--search", "lake", "--json"])
        #expect(json.status == 0)
        #expect(json.output.contains("\"name\": \"Zürich lake\"") && !json.output.contains("Café"))
    }

    @Test func noMatchNamesTheSearch() {
        let tracker = Self.harness()
        let result = tracker.run(["list", "--search", "snow"])
        #expect(result.status == 0)
        #expect(result.output == "No activities match --search snow; 3 activities are recorded in all.\n")
    }

    /// FTS5's own syntax, typed, is only words: no SQLite error reaches the user.
    /// FTS5's own syntax, typed, is only words: no SQLite error reaches the user, and the words
    /// around it still search (`AND` and `NEAR` are words, which no text here starts).
    @Test(arguments: [("\"anna", true), ("anna AND", false), ("NEAR(anna rain)", false), ("name:anna", false), ("notes:anna", false),
                      ("anna*", true), ("anna\"", true), ("(rain", true), ("-rain", true), ("^anna", true), ("an\"na", false)])
    func syntaxTypedIsWords(text: String, findsTheCafeLoop: Bool) {
        let tracker = Self.harness()
        let result = tracker.run(["list", "--search", text])
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.error.contains("SQLite") && !result.error.contains("fts5"))
        #expect(Self.ids(tracker, ["--search", text]).contains("1") == findsTheCafeLoop)
    }

    @Test func aSearchOfNoWordIsAUsageErrorAndChangesNothing() {
        let tracker = Self.harness()
        let before = tracker.databaseBytes()
        let result = tracker.run(["list", "--search", "!?*"])
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("tracker: error: --search '!?*' holds no word to search for; give letters or digits"), "\(result.error)")
        #expect(tracker.databaseBytes() == before)
    }

    @Test func editsAndDeletesAreSeenByTheNextSearch() {
        let tracker = Self.harness()
        #expect(tracker.run(["edit", "3", "--name", "Hill repeats"]).status == 0)
        #expect(Self.ids(tracker, ["--search", "tempo"]).isEmpty)
        #expect(Self.ids(tracker, ["--search", "hill"]) == ["3"])
        #expect(tracker.run(["delete", "1"]).status == 0)
        #expect(Self.ids(tracker, ["--search", "anna"]) == ["2"])
    }

    @Test func aTerminalShowsTheBestTwentyMatches() {
        let tracker = TrackerHarness()
        for day in 1...22 {
            tracker.run(["add", "--distance", "5", "--duration", "30m", "--date", String(format: "2026-11-%02dT07:00", day), "--name", "Lake loop \(day)"])
        }
        tracker.run(["add", "--distance", "5", "--duration", "30m", "--date", "2026-11-23T07:00", "--name", "Hill"])
        let result = tracker.run(["list", "--search", "lake"], terminal: true, columns: 100)
        #expect(result.status == 0)
        #expect(result.output.contains("The best 20 matches are shown; --all lists every one, --limit N that many."), "\(result.output)")
        #expect(result.output.contains("20 activities") && !result.output.contains("Hill"))
        #expect(tracker.run(["list", "--search", "lake", "--all"], terminal: true, columns: 100).output.contains("22 activities"))
    }

    @Test func doctorFindsAnIndexOutOfStep() throws {
        let tracker = Self.harness()
        #expect(tracker.run(["doctor"]).output.contains("Search     3 activities indexed, in step"))
        do {
            let database = try Database(path: tracker.databasePath)
            try database.execute("UPDATE activities SET notes = 'changed behind its back' WHERE id = 2")
        }
        let result = tracker.run(["doctor"], columns: 200)
        #expect(result.status == 1)
        #expect(result.output.contains("Search     out of step: 1 activity missing or out of date"), "\(result.output)")
        #expect(result.output.contains("Advice     rebuild it with the other derived tables: tracker records --rebuild"))
        #expect(tracker.run(["records", "--rebuild"]).status == 0)
        #expect(tracker.run(["doctor"]).status == 0)
    }
}
