import TrackerCore

/// The words of activities that `tracker list --search` finds: the FTS5 table `activity_search`
/// (migrations 0020 and 0023), one row per activity whose rowid is the activity's id. Its one feeder is
/// `ActivityWriter.afterWrite(_:)`, like every derived table; `rebuild()` replays every activity
/// through it, and `doctor` compares it with the activities (`problems()`).
///
/// What is searched is said once, in `columns`: each index column and the SQL value of an
/// activity (table `a`) that fills it. A new searchable text is one more entry there (and the
/// migration that makes the table again with the column: FTS5 cannot add one). See
/// https://sqlite.org/fts5.html.
///
/// The gear column holds texts of another table: a change of a gear's name, brand or model runs its
/// activities through the same after-write step (`ActivityWriter.keepSearch(ofGear:)`).
public struct ActivitySearchIndex {
    public let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// The index's columns, the value of an activity row `a` each holds, and its weight in the
    /// ranking (`bm25`): a word of the name counts twice a word of the notes or of the gear (its
    /// name, brand and model).
    static let columns: [(name: String, value: String, weight: Double)] = [
        ("name", "a.name", 2),
        ("notes", "a.notes", 1),
        ("gear", gearText, 1),
    ]

    /// The searched text of the gear of activity `a`: its name, brand and model; NULL without gear.
    /// Migration 0023 fills the column with the same expression.
    static let gearText = "(SELECT g.name || coalesce(' ' || g.brand, '') || coalesce(' ' || g.model, '') FROM gear g WHERE g.id = a.gear_id)"

    /// The INSERT of the index rows of the activities whose ids are in [?1, ?2].
    static let fillSQL = "INSERT INTO activity_search (rowid, " + columns.map(\.name).joined(separator: ", ") + ") SELECT a.id, "
        + columns.map(\.value).joined(separator: ", ") + " FROM activities a WHERE a.id BETWEEN ?1 AND ?2"

    /// `bm25` with the columns' weights: lower is a better match.
    static let rankSQL = "bm25(activity_search, " + columns.map { String($0.weight) }.joined(separator: ", ") + ")"

    /// Takes the removed rows of `batch` out of the index and puts its stored ones in, from the
    /// values as stored; in the write's transaction.
    /// - Throws: `DatabaseError`.
    func keep(_ batch: WriteBatch) throws {
        if !batch.removed.isEmpty {
            let delete = try database.cachedStatement("DELETE FROM activity_search WHERE rowid = ?")
            for old in batch.removed {
                guard let id = old.id else { continue }
                try delete.execute([id])
            }
        }
        guard !batch.stored.isEmpty else { return }
        // An import's batch and a rebuild's page are runs of consecutive ids: one statement a run.
        try fill(Self.runs(of: batch.stored.compactMap(\.id)))
    }

    /// Puts the activities whose ids are in `runs` in the index, one statement per run.
    /// - Throws: `DatabaseError`.
    func fill(_ runs: [ClosedRange<Int64>]) throws {
        let fill = try database.cachedStatement(Self.fillSQL)
        for run in runs {
            try fill.execute([run.lowerBound, run.upperBound])
        }
    }

    /// `ids` as runs of consecutive values, in their order.
    static func runs(of ids: [Int64]) -> [ClosedRange<Int64>] {
        var runs: [ClosedRange<Int64>] = []
        for id in ids {
            if let last = runs.last, last.upperBound &+ 1 == id {
                runs[runs.count - 1] = last.lowerBound...id
            } else {
                runs.append(id...id)
            }
        }
        return runs
    }

    // MARK: - Checking

    /// Activities the check looks up by a word of their name, and by one of their gear (`problems()`).
    static let sampleSize = 16

    /// What is wrong with the index, for `tracker doctor` (read-only): activities it misses or holds
    /// with other texts (every row and every column is compared: the texts are short), rows of
    /// activities that are gone, and samples of activities that a word of their own name, or of their
    /// gear, does not find, which is the inverted index failing its texts (FTS5's 'integrity-check' is
    /// a write, refused on the read-only connection `doctor` opens). Empty when the index is in step.
    /// - Throws: `DatabaseError`.
    public func problems() throws -> [String] {
        let differing = Self.columns.map { "s.\($0.name) IS NOT \($0.value)" }.joined(separator: " OR ")
        let stale = try database.fetchInt(
            "SELECT count(*) FROM activities a LEFT JOIN activity_search s ON s.rowid = a.id WHERE s.rowid IS NULL OR \(differing)") ?? 0
        let orphans = try database.fetchInt(
            "SELECT count(*) FROM activity_search s WHERE NOT EXISTS (SELECT 1 FROM activities a WHERE a.id = s.rowid)") ?? 0
        var problems: [String] = []
        if stale > 0 { problems.append("\(Int(stale).counted("activity", "activities")) missing or out of date") }
        if orphans > 0 { problems.append("\(Int(orphans).counted("row")) of deleted activities") }
        let unfound = try sampleNotFound(column: "name", value: "a.name")
        if unfound > 0 { problems.append("\(unfound.counted("activity", "activities")) not found by a word of \(unfound.plural("its", "their")) name") }
        let unfoundByGear = try sampleNotFound(column: "gear", value: Self.gearText)
        if unfoundByGear > 0 { problems.append("\(unfoundByGear.counted("activity", "activities")) not found by a word of \(unfoundByGear.plural("its", "their")) gear") }
        return problems
    }

    /// How many of a sample of activities with a text in index column `column` (`value`, from
    /// `columns`), spread over the ids, a search of that column for the first word of the text misses.
    private func sampleNotFound(column: String, value: String) throws -> Int {
        let texts = "SELECT a.id AS id, \(value) AS text FROM activities a"
        let total = try database.fetchInt("SELECT count(*) FROM (\(texts)) WHERE text IS NOT NULL") ?? 0
        guard total > 0 else { return 0 }
        let step = max(1, total / Int64(Self.sampleSize))
        let sample = try database.fetch(
            "SELECT id, text FROM (SELECT id, text, row_number() OVER (ORDER BY id) AS n FROM (\(texts)) WHERE text IS NOT NULL) WHERE (n - 1) % ? = 0 LIMIT ?",
            [step, Self.sampleSize]) { ($0.int64(0), $0.string(1) ?? "") }
        var missed = 0
        for (id, text) in sample {
            guard let query = SearchWords(text).firstWordQuery else { continue }
            let found = try database.fetchInt("SELECT count(*) FROM activity_search WHERE activity_search MATCH ? AND rowid = ?", ["\(column) : \(query)", id]) ?? 0
            if found == 0 { missed += 1 }
        }
        return missed
    }
}
