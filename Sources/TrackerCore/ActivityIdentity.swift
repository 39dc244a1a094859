/// What names one activity row for good, wherever its exports are imported: the database it was
/// first stored in (a random 128-bit name that database gives itself, as 32 lowercase hex digits)
/// and the id it has there. `tracker export` writes it in the `identity` column (`<database>:<id>`);
/// a row imported with one keeps it, so an export of a restored database names its rows as the first
/// export did. Two rows with one identity are one row; two identities of one database are two rows.
public struct ActivityIdentity: Hashable, Sendable {
    /// The database the row was first stored in.
    public var database: String
    /// The row's id in that database.
    public var id: Int64

    public init(database: String, id: Int64) {
        self.database = database
        self.id = id
    }

    /// Reads `<32 hex digits>:<id>`; `nil` for anything else (upper-case digits are read as lower).
    public init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].utf8.count == 32,
              parts[0].utf8.allSatisfy({ ActivityIdentity.isHexDigit($0) }),
              !parts[1].isEmpty, parts[1].utf8.count <= 18, parts[1].utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              let id = Int64(parts[1]), id > 0 else { return nil }
        self.init(database: parts[0].lowercased(), id: id)
    }

    /// `<database>:<id>`, as the export writes it.
    public var text: String { database + ":" + String(id) }

    /// Whether a database name is the 32 lowercase hex digits one is written as.
    public static func isDatabaseName(_ name: String) -> Bool {
        name.utf8.count == 32 && name.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46)
    }
}
