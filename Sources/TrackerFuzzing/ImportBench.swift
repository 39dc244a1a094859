import Foundation
import TrackerCore
import TrackerImport
import TrackerImportStore
import TrackerStore

/// Runs one fuzz input through the real importer: written to a file, imported into an
/// in-memory database, and checked against the importer's promise that a file is either
/// fully in or fully out and that every stored value is within the import limits.
final class ImportBench: @unchecked Sendable {
    /// One per thread: a fuzz run is single-threaded, the test suite may run targets in parallel.
    private static let key = "tracker.fuzz.import-bench"

    static var current: ImportBench {
        if let bench = Thread.current.threadDictionary[key] as? ImportBench { return bench }
        let bench = ImportBench()
        Thread.current.threadDictionary[key] = bench
        return bench
    }

    let directory: String
    var database: Database?
    var runs = 0
    static let options = ImportOptions(timeZone: .utc, now: Date(timeIntervalSince1970: 1_795_942_800))

    private init() {
        directory = NSTemporaryDirectory() + "tracker-fuzz-\(getpid())-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func run(_ bytes: [UInt8], fileName: String, format: ImportFormat) throws -> String {
        // A fresh database now and then keeps the duplicate index small.
        if database == nil || runs % 500 == 0 { database = try Database(path: ":memory:") }
        runs += 1
        guard let database else { throw FuzzViolation("no database") }
        let path = directory + "/" + fileName
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { throw FuzzViolation("cannot write \(path)") }
        let store = ActivityStore(database: database)
        let before = try store.count()
        let moodsBefore = try database.fetchInt("SELECT count(*) FROM moods") ?? 0
        let importer = Importer(destination: try ImportWriter(database: database, createdAt: 0), options: Self.options, format: format)
        let reports = try importer.run(paths: [path])
        let after = try store.count()
        let moodsAfter = try database.fetchInt("SELECT count(*) FROM moods") ?? 0
        let added = (after - before) + Int(moodsAfter - moodsBefore)
        try FuzzViolation.check(reports.count == 1, "\(reports.count) reports for one file")
        let report = reports[0]
        try FuzzViolation.check(!database.isInTransaction, "a transaction was left open")
        if let error = report.error {
            try FuzzViolation.check(added == 0, "a refused file left \(added) rows behind (\(error))")
            try FuzzViolation.check(!error.reason.isEmpty, "an error without a reason")
            return "error:" + Self.outline(error.reason)
        }
        try FuzzViolation.check(added == report.added, "the report says \(report.added) added, the database gained \(added)")
        for activity in try store.fetch(limit: 50) {
            if let problem = ActivityLimits.problem(with: activity, now: Self.options.now.timeIntervalSince1970) {
                throw FuzzViolation("an activity beyond the limits was stored: \(problem)")
            }
        }
        // A reset, not a write: the derived tables are emptied with the rows (no trigger keeps them).
        try database.execute("DELETE FROM activities")
        try database.execute("DELETE FROM activity_spans")
        try database.execute("DELETE FROM activity_buckets")
        try database.execute("DELETE FROM type_bests")
        try database.execute("DELETE FROM moods")
        return "ok:\(min(report.added, 3)):\(report.duplicates > 0)"
    }

    /// An error reason without its numbers and quoted values, so that each kind of refusal
    /// counts once.
    static func outline(_ reason: String) -> String {
        var text = ""
        var quoted = false
        for character in reason.prefix(80) {
            if character == "'" || character == "\"" { quoted.toggle(); continue }
            if quoted || character.isNumber { continue }
            text.append(character)
        }
        return text
    }
}
