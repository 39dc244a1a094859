#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import TrackerCore
import TrackerStore

/// `tracker doctor`: checks the database file without changing it, and says what to do.
enum DoctorCommand {
    static let command = Command(
        CommandSpec(
            name: "doctor",
            abstract: "Check the database and say what to do if something is wrong.",
            discussion: """
                Runs SQLite's integrity check, compares the schema version with this tracker's, counts \
                the rows and the activity streams' bytes, compares the search index and the kept totals with the activities, and looks at the write-ahead log and the file permissions. Nothing is written. \
                Exits 1 when it finds a problem.
                """,
            examples: ["tracker doctor", "tracker --db ~/old.db doctor"]),
        run: run)

    static let largeWALBytes: Int64 = 64 << 20

    /// What the checks found: a problem fails the command; advice is printed either way.
    struct Findings {
        var problems: [String] = []
        var advice: [String] = []
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let path = context.databasePath
        var findings = Findings()
        let database = try context.existingDatabase(readOnly: true)
        let size = ByteSize.ofFile(path)
        context.print("Database   \(path)" + (size.map { " (\(ByteSize.text($0)))" } ?? ""))

        let health: DatabaseHealth
        do {
            health = try database.health()
        } catch let error as DatabaseError {
            context.print("Integrity  cannot be read: \(error.message)")
            findings.problems.append("the file cannot be read as a database")
            findings.advice.append("restore the last good backup: tracker restore FILE")
            try finish(findings, context: context)
            return
        }
        checkIntegrity(health, path: path, into: &findings, context: context)
        checkSchema(health, into: &findings, context: context)
        printContents(health, database: database, context: context)
        checkSearchIndex(health, database: database, into: &findings, context: context)
        checkBuckets(health, database: database, into: &findings, context: context)
        checkJournal(health, path: path, into: &findings, context: context)
        checkAccess(path, into: &findings, context: context)
        try finish(findings, context: context)
    }

    // MARK: - Checks

    private static func checkIntegrity(_ health: DatabaseHealth, path: String, into findings: inout Findings, context: CommandContext) {
        if health.isIntact {
            context.print("Integrity  ok")
            return
        }
        let count = health.integrityProblems.count
        context.print("Integrity  FAILED (\(count.counted("problem"))\(count >= 20 ? " or more" : "")): "
            + health.integrityProblems.prefix(3).joined(separator: "; ") + (count > 3 ? "; ..." : ""))
        findings.problems.append("the integrity check failed")
        findings.advice.append("restore the last good backup: tracker restore FILE")
        findings.advice.append("or salvage what is readable: sqlite3 \(shellQuoted(path)) .recover | sqlite3 recovered.db, then tracker restore recovered.db")
    }

    private static func checkSchema(_ health: DatabaseHealth, into findings: inout Findings, context: CommandContext) {
        let version = health.schemaVersion
        if version == health.latestVersion {
            context.print("Schema     version \(version) (current)")
        } else if version > health.latestVersion {
            context.print("Schema     version \(version), newer than this tracker (\(health.latestVersion))")
            findings.problems.append("the schema is newer than this tracker")
            findings.advice.append("upgrade tracker; this version will not open the file")
        } else if version == 0 {
            context.print("Schema     none: this SQLite file was not created by tracker")
            findings.problems.append("not a tracker database")
            findings.advice.append("check --db or TRACKER_DB points at your tracker database")
        } else {
            context.print("Schema     version \(version), older than this tracker (\(health.latestVersion))")
            findings.advice.append("the next tracker command upgrades it; take a backup first: tracker backup FILE")
        }
        if !health.missingSchema.isEmpty {
            context.print("Missing    " + health.missingSchema.joined(separator: ", "))
            findings.problems.append("tables or columns are missing")
            findings.advice.append("restore the last good backup: tracker restore FILE")
        }
    }

    /// The rows of each table, the streams' bytes and the pages.
    private static func printContents(_ health: DatabaseHealth, database: Database, context: CommandContext) {
        let counts = health.rowCounts.map { "\($0.table) \($0.rows)" }.joined(separator: ", ")
        // Wrapped under its value, as the other long lines are, to the terminal's width.
        context.print("Rows       " + TerminalText.wrap(counts.isEmpty ? "no tables" : counts, width: context.terminal.columns, firstIndent: 11, indent: 11))
        if health.rows(of: "activity_streams") != nil, let totals = try? StreamStore(database: database).totals() {
            let perSample = totals.samples > 0 ? String(printf: ", %.1f bytes a sample", Double(totals.bytes) / Double(totals.samples)) : ""
            context.print("Streams    " + TerminalText.wrap("\(totals.streams.counted("activity", "activities")), "
                + "\(totals.samples) samples, \(ByteSize.text(totals.bytes))\(perSample)", width: context.terminal.columns, firstIndent: 11, indent: 11))
        }
        context.print("Pages      \(health.pageCount) of \(ByteSize.text(Int64(health.pageSize))), \(health.freePageCount) free")
    }

    /// The search index against the activities (`ActivitySearchIndex.problems`).
    private static func checkSearchIndex(_ health: DatabaseHealth, database: Database, into findings: inout Findings, context: CommandContext) {
        guard let rows = health.rows(of: "activity_search") else { return }
        let problems: [String]
        do {
            problems = try ActivitySearchIndex(database: database).problems()
        } catch let error as DatabaseError {
            problems = ["cannot be read: \(error.message)"]
        } catch {
            problems = ["cannot be read"]
        }
        guard !problems.isEmpty else {
            context.print("Search     \(rows.counted("activity", "activities")) indexed, in step")
            return
        }
        context.print("Search     " + TerminalText.wrap("out of step: " + problems.joined(separator: "; "), width: context.terminal.columns, firstIndent: 11, indent: 11))
        findings.problems.append("the search index is out of step with the activities")
        findings.advice.append("rebuild it with the other derived tables: tracker records --rebuild")
    }

    /// The kept totals of `months` and `calendar` against the activities (`BucketTotalsStore.problems`).
    private static func checkBuckets(_ health: DatabaseHealth, database: Database, into findings: inout Findings, context: CommandContext) {
        guard let rows = health.rows(of: "activity_buckets") else { return }
        let problems: [String]
        do {
            problems = try BucketTotalsStore(database: database).problems()
        } catch let error as DatabaseError {
            problems = ["cannot be read: \(error.message)"]
        } catch {
            problems = ["cannot be read"]
        }
        guard !problems.isEmpty else {
            context.print("Totals     \(rows.counted("kept bucket")), in step")
            return
        }
        context.print("Totals     " + TerminalText.wrap("out of step: " + problems.joined(separator: "; "), width: context.terminal.columns, firstIndent: 11, indent: 11))
        findings.problems.append("the kept totals are out of step with the activities")
        findings.advice.append("rebuild them with the other derived tables: tracker records --rebuild")
    }

    private static func checkJournal(_ health: DatabaseHealth, path: String, into findings: inout Findings, context: CommandContext) {
        let walSize = ByteSize.ofFile(path + "-wal")
        context.print("Journal    \(health.journalMode)" + (walSize.map { ", write-ahead log \(ByteSize.text($0))" } ?? ", no write-ahead log file"))
        if let walSize, walSize > largeWALBytes {
            findings.advice.append("the write-ahead log is large: a long-running reader may be holding it; it is folded back into the database when every tracker process has exited")
        }
        let version = health.schemaVersion
        if health.journalMode != "wal" && version <= health.latestVersion && version > 0 {
            findings.advice.append("the next tracker command switches the journal to WAL")
        }
    }

    private static func checkAccess(_ path: String, into findings: inout Findings, context: CommandContext) {
        let exposed = ["", "-wal", "-shm"].map { path + $0 }.filter { file in
            var status = stat()
            return stat(file, &status) == 0 && status.st_mode & 0o077 != 0
        }
        if exposed.isEmpty {
            context.print("Access     private to its owner")
        } else {
            context.print("Access     readable by others: " + exposed.joined(separator: ", "))
            findings.problems.append("the files are readable by other users")
            findings.advice.append("chmod 600 " + exposed.map(shellQuoted).joined(separator: " "))
        }
    }

    private static func finish(_ findings: Findings, context: CommandContext) throws {
        let problems = findings.problems
        for line in findings.advice { context.print("Advice     \(line)") }
        guard problems.isEmpty else {
            throw RuntimeError("doctor found \(problems.count.plural("a problem", "\(problems.count) problems")): \(problems.joined(separator: "; "))")
        }
        context.print("No problems found.")
    }

    private static func shellQuoted(_ text: String) -> String {
        text.allSatisfy { $0.isLetter || $0.isNumber || "/._-~".contains($0) } ? text : "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
