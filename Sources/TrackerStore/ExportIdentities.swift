import TrackerCore

/// The identities of rows imported from tracker's own exports (migration 0013): which database
/// names are known here and by what number, and whether a row with an identity is stored.
///
/// A row typed here, or imported from any other file, has no origin columns and the identity
/// (this database, its id); a row imported with an identity keeps it as (number, id).
final class ExportIdentities {
    /// This database's own number in `identity_databases`.
    static let ownNumber: Int64 = 0

    private let database: Database
    private var numbers: [String: Int64] = [:]
    private var names: [Int64: String] = [:]
    /// Numbers whose database had rows here before the current file (looked up once per file).
    private var populated: [Int64: Bool] = [:]
    private let findByOrigin: Statement
    private let findOwn: Statement
    private let findAnyOfDatabase: Statement
    private let insertDatabase: Statement

    /// - Throws: `DatabaseError` when a statement cannot be prepared or the names cannot be read.
    init(database: Database) throws {
        self.database = database
        findByOrigin = try database.makeStatement(
            "SELECT 1 FROM activities WHERE origin_database = ? AND origin_id = ? LIMIT 1")
        findOwn = try database.makeStatement(
            "SELECT 1 FROM activities WHERE id = ? AND origin_database IS NULL LIMIT 1")
        findAnyOfDatabase = try database.makeStatement(
            "SELECT 1 FROM activities WHERE origin_database = ? LIMIT 1")
        insertDatabase = try database.makeStatement("INSERT INTO identity_databases (name) VALUES (?)")
        try database.makeStatement("SELECT number, name FROM identity_databases").forEach([]) { row in
            let name = row.string(1) ?? ""
            numbers[name] = row.int64(0)
            names[row.int64(0)] = name
        }
    }

    /// Names numbered during the current file, forgotten if it is discarded.
    private var numberedInFile: [String] = []

    /// Forgets what was looked up for the file before.
    func beginFile() {
        populated = [:]
        numberedInFile = []
    }

    /// After a file was discarded: the numbers it gave are gone with its transaction.
    func discardFile() {
        last = nil
        for name in numberedInFile {
            if let number = numbers.removeValue(forKey: name) { names[number] = nil }
        }
        numberedInFile = []
    }

    /// This database's own name.
    var ownName: String? { names[Self.ownNumber] }

    /// The number `name` has here, given it when it has none.
    /// - Throws: `DatabaseError`.
    func number(for name: String) throws -> Int64 {
        // The rows of one export share one name (and, from the reader, one string): checked first.
        if let last, last.name == name { return last.number }
        let number: Int64
        if let known = numbers[name] {
            number = known
        } else {
            try insertDatabase.execute([name])
            number = database.lastInsertedRowID
            numbers[name] = number
            names[number] = name
            numberedInFile.append(name)
            populated[number] = false
        }
        last = (name, number)
        return number
    }

    private var last: (name: String, number: Int64)?

    /// The database name of a stored row's origin number; `nil` for this database's own rows.
    func name(ofNumber number: Int64?) -> String? {
        number.flatMap { names[$0] }
    }

    /// The number of `identity`'s database, or `nil` when a row with `identity` is stored: a row
    /// imported with it, or, for this database's own name, the row with that id typed or imported
    /// here. Only databases that had rows here before the file are searched: a file of one export
    /// lists each row once.
    /// - Throws: `DatabaseError`.
    func unstoredNumber(of identity: ActivityIdentity, hadRows: Bool) throws -> Int64? {
        let number = try self.number(for: identity.database)
        if number == Self.ownNumber && hadRows, try exists(findOwn, [identity.id]) { return nil }
        if populated[number] == nil { populated[number] = try exists(findAnyOfDatabase, [number]) }
        guard populated[number] == true else { return number }
        return try exists(findByOrigin, [number, identity.id]) ? nil : number
    }

    private func exists(_ statement: Statement, _ arguments: [SQLBindable]) throws -> Bool {
        try statement.bind(arguments)
        defer { statement.reset() }
        return try statement.step()
    }
}
