/// A failure of the stores above SQLite: a missing record, a row that cannot be decoded, a
/// backup that cannot be restored.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound(kind: String, id: String)
    case corruptRow(table: String, id: Int64, reason: String)
    /// The file at `path` is not a backup that can be restored; nothing was changed.
    case restoreRefused(path: String, reason: String)
    /// The backup's pages could not replace the database's, which is unchanged; the copy
    /// made of it first is at `keptAs`.
    case restoreFailed(reason: String, keptAs: String?)

    public var description: String {
        switch self {
        case .notFound(let kind, let id):
            return "no \(kind) \(id)"
        case .corruptRow(let table, let id, let reason):
            return "row \(id) of \(table) cannot be read: \(reason); run 'tracker doctor'"
        case .restoreRefused(let path, let reason):
            return "cannot restore: \(path) \(reason); nothing was changed"
        case .restoreFailed(let reason, let keptAs):
            return "cannot restore: \(reason); the database was not changed" + (keptAs.map { " (a copy is also at \($0))" } ?? "")
        }
    }
}
