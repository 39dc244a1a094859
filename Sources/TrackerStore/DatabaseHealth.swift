#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerMigrations

/// What `tracker doctor` and `tracker restore` learn about a database file without changing it.
public struct DatabaseHealth: Sendable {
    /// `PRAGMA integrity_check`'s complaints; empty when the file is intact.
    public var integrityProblems: [String]
    /// `PRAGMA user_version`: the last migration applied.
    public var schemaVersion: Int
    /// The version this binary creates.
    public var latestVersion: Int
    /// Tables or columns that the migrations up to `schemaVersion` create but the file lacks.
    public var missingSchema: [String]
    /// Rows of every table, by name.
    public var rowCounts: [(table: String, rows: Int)]
    public var journalMode: String
    public var pageSize: Int
    public var pageCount: Int
    public var freePageCount: Int

    public var isIntact: Bool { integrityProblems.isEmpty }

    /// A file some version of tracker wrote, with every table that version creates.
    public var isTrackerDatabase: Bool { schemaVersion >= 1 && missingSchema.isEmpty }

    /// The rows of one table, or `nil` when the file has no such table.
    public func rows(of table: String) -> Int? {
        rowCounts.first { $0.table == table }?.rows
    }
}

extension Database {
    /// Inspects this database read-only: integrity, schema version against `migrations`,
    /// row counts and page figures.
    /// - Throws: `DatabaseError` when the file cannot be read at all (not a database).
    public func health(migrations: [Migration] = Migrations.all) throws -> DatabaseHealth {
        let version = try schemaVersion()
        let latest = migrations.last?.version ?? 0
        var missing: [String] = []
        if version >= 1 && version <= latest {
            let expected = try Database.schema(of: Database(path: ":memory:", migrations: migrations.filter { $0.version <= version }))
            let actual = try Database.schema(of: self)
            for (table, columns) in expected.sorted(by: { $0.key < $1.key }) {
                guard let present = actual[table] else {
                    missing.append("table \(table)")
                    continue
                }
                missing += columns.filter { !present.contains($0) }.map { "column \(table).\($0)" }
            }
        }
        // Virtual tables (the search index) count; their shadow tables are the index's own storage.
        let tables = try fetch(
            "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type IN ('table', 'virtual') AND name NOT LIKE 'sqlite_%' ORDER BY name"
        ) { $0.string(0) ?? "" }
        var counts: [(String, Int)] = []
        for table in tables {
            // Names come from the file itself: quote them as identifiers.
            let quoted = "\"" + table.replacing("\"", with: "\"\"") + "\""
            counts.append((table, Int(try fetchInt("SELECT count(*) FROM \(quoted)") ?? 0)))
        }
        return DatabaseHealth(
            integrityProblems: try integrityCheck(),
            schemaVersion: version,
            latestVersion: latest,
            missingSchema: missing,
            rowCounts: counts,
            journalMode: try fetchString("PRAGMA journal_mode") ?? "unknown",
            pageSize: Int(try fetchInt("PRAGMA page_size") ?? 0),
            pageCount: Int(try fetchInt("PRAGMA page_count") ?? 0),
            freePageCount: Int(try fetchInt("PRAGMA freelist_count") ?? 0))
    }

    /// Table name -> column names, for the tables a database holds.
    private static func schema(of database: Database) throws -> [String: Set<String>] {
        let tables = try database.fetch("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'") { $0.string(0) ?? "" }
        var schema: [String: Set<String>] = [:]
        for table in tables {
            schema[table] = Set(try database.fetch("SELECT name FROM pragma_table_info(?)", [table]) { $0.string(0) ?? "" })
        }
        return schema
    }
}
