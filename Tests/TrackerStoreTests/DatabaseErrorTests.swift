import CSQLite
import Foundation
import Testing
import TrackerStore

@Suite struct DatabaseErrorTests {
    // Swift does not import the extended codes' macros (SQLITE_IOERR_WRITE, ...), so a few are built here.
    @Test(arguments: [
        (SQLITE_FULL, DatabaseError.Kind.diskFull),
        (SQLITE_IOERR, .ioError),
        (SQLITE_IOERR | 3 << 8, .ioError),
        (SQLITE_CORRUPT, .corrupt),
        (SQLITE_NOTADB, .notADatabase),
        (SQLITE_READONLY, .cannotWrite),
        (SQLITE_READONLY | 4 << 8, .cannotWrite),
        (SQLITE_PERM, .cannotWrite),
        (SQLITE_CANTOPEN, .cannotWrite),
        (SQLITE_BUSY, .busy),
        (SQLITE_BUSY | 2 << 8, .busy),
        (SQLITE_LOCKED, .busy),
        (SQLITE_CONSTRAINT | 1 << 8, .constraint),
        (SQLITE_CONSTRAINT | 8 << 8, .constraint),
        (SQLITE_MISUSE, .other),
        (SQLITE_RANGE, .other),
    ])
    func kindFollowsThePrimaryCode(code: Int32, kind: DatabaseError.Kind) {
        #expect(DatabaseError(extendedCode: code, message: "m").kind == kind)
    }

    @Test func theDescriptionNamesTheCodeAndTheStatement() {
        let error = DatabaseError(extendedCode: 275, message: "CHECK constraint failed: x", sql: "INSERT INTO t\nVALUES (1)")
        #expect(error.codeDescription == "SQLite error 275 (constraint failed)")
        #expect(error.description == "SQLite error 275 (constraint failed): CHECK constraint failed: x - while executing INSERT INTO t VALUES (1)")
    }
}

/// Only TrackerStore speaks SQLite's C interface; every other module names failures by `DatabaseError.Kind`.
@Suite struct SQLiteBoundaryTests {
    @Test func noModuleButTrackerStoreImportsCSQLite() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        var importers: [String] = []
        for case let file as String in enumerator where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            if text.split(separator: "\n").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "import CSQLite" }) {
                importers.append(file)
            }
        }
        #expect(!importers.isEmpty)
        #expect(importers.filter { !$0.hasPrefix("TrackerStore/") } == [])
    }
}
