/// A failure of the stores above SQLite: a missing record or a row that cannot be decoded.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound(kind: String, id: String)
    case corruptRow(table: String, id: Int64, reason: String)

    public var description: String {
        switch self {
        case .notFound(let kind, let id):
            return "no \(kind) \(id)"
        case .corruptRow(let table, let id, let reason):
            return "row \(id) of \(table) cannot be read: \(reason); run 'tracker doctor'"
        }
    }
}
