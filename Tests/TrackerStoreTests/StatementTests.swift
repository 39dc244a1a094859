import Testing
@testable import TrackerStore
import TrackerTestSupport

/// Positional binding: each type lands as itself, a bad index is a `DatabaseError`, and
/// `reset()` lets a statement run again with new values.
@Suite struct StatementTests {
    let directory = TemporaryDirectory()

    @Test func positionalBindsKeepTheirTypes() throws {
        let database = try Database(path: directory.file("bind.db"))
        let statement = try database.makeStatement("SELECT ?1, typeof(?1), ?2, ?3, ?4, ?5")
        try statement.bind(Int64.max, at: 1)
        try statement.bind(2.5, at: 2)
        try statement.bind("a\u{0}b", at: 3)
        try statement.bind(String?.none, at: 4)
        try statement.bindNull(at: 5)
        #expect(try statement.step())
        let row = Row(statement: statement)
        #expect(row.int64(0) == Int64.max)
        #expect(row.string(1) == "integer")
        #expect(row.double(2) == 2.5)
        #expect(row.string(3) == "a\u{0}b")
        #expect(row.isNull(4) && row.isNull(5))
        #expect(try !statement.step())
    }

    @Test(arguments: [Int32(0), Int32(3)])
    func anIndexOutOfRangeIsADatabaseError(index: Int32) throws {
        let database = try Database(path: directory.file("range.db"))
        let statement = try database.makeStatement("SELECT ?, ?")
        let error = #expect(throws: DatabaseError.self) { try statement.bind(Int64(1), at: index) }
        #expect(error?.primaryCode == 25)  // SQLITE_RANGE
        #expect(error?.sql == "SELECT ?, ?")
        #expect(throws: DatabaseError.self) { try statement.bind(1.0, at: index) }
        #expect(throws: DatabaseError.self) { try statement.bind("x", at: index) }
        #expect(throws: DatabaseError.self) { try statement.bindNull(at: index) }
    }

    @Test func resetRunsAgainWithTheBindingsChanged() throws {
        let database = try Database(path: directory.file("reset.db"))
        let statement = try database.makeStatement("SELECT ? + ?")
        try statement.bind(Int64(1), at: 1)
        try statement.bind(Int64(2), at: 2)
        #expect(try statement.step())
        #expect(Row(statement: statement).int64(0) == 3)
        statement.reset()
        try statement.bind(Int64(40), at: 1)
        #expect(try statement.step())
        #expect(Row(statement: statement).int64(0) == 42)
        statement.reset()
    }
}
