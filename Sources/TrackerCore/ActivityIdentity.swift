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
        guard let identity = ActivityIdentity.parse(text, sharing: nil) else { return nil }
        self = identity
    }

    /// Reads `<32 hex digits>:<id>` byte by byte (a million imported rows each have one), taking
    /// `previous`'s database name when it is the same, so the rows of one export share one string.
    public static func parse(_ text: String, sharing previous: ActivityIdentity?) -> ActivityIdentity? {
        var text = text
        return text.withUTF8 { bytes -> ActivityIdentity? in
            guard bytes.count > 33, bytes.count <= 33 + 18, bytes[32] == 0x3A else { return nil }
            var hasUpper = false
            for index in 0..<32 {
                let byte = bytes[index]
                if (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66) { continue }
                guard byte >= 0x41 && byte <= 0x46 else { return nil }
                hasUpper = true
            }
            var id: Int64 = 0
            for index in 33..<bytes.count {
                let byte = bytes[index]
                guard byte >= 0x30 && byte <= 0x39 else { return nil }
                let (times, overflowTimes) = id.multipliedReportingOverflow(by: 10)
                let (sum, overflowSum) = times.addingReportingOverflow(Int64(byte - 0x30))
                guard !overflowTimes, !overflowSum else { return nil }
                id = sum
            }
            guard id > 0 else { return nil }
            let name = UnsafeBufferPointer(rebasing: bytes[0..<32])
            if !hasUpper, let previous, previous.database.utf8.elementsEqual(name) {
                return ActivityIdentity(database: previous.database, id: id)
            }
            let database = String(decoding: name, as: UTF8.self)
            return ActivityIdentity(database: hasUpper ? database.lowercased() : database, id: id)
        }
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
