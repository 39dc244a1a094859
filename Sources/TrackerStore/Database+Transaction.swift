import CSQLite

/// How a transaction takes its lock. See https://www.sqlite.org/lang_transaction.html.
public enum TransactionKind: String, Sendable {
    /// Takes no lock until the first read or write.
    case deferred = "DEFERRED"
    /// Takes the write lock at once, so a transaction that writes never has to upgrade a
    /// read lock (and never fails with SQLITE_BUSY half-way).
    case immediate = "IMMEDIATE"
}

extension Database {
    /// Runs `body` inside a transaction: commits when it returns, rolls back when it throws
    /// and rethrows the first error (a failed rollback never hides it).
    /// Inside an open transaction, `body` joins it: the outer one commits or rolls back everything.
    public func inTransaction<T>(_ kind: TransactionKind = .immediate, _ body: () throws -> T) throws -> T {
        if isInTransaction { return try body() }
        try execute("BEGIN \(kind.rawValue) TRANSACTION")
        let result: T
        do {
            result = try body()
        } catch {
            try? execute("ROLLBACK TRANSACTION")
            throw error
        }
        do {
            try execute("COMMIT TRANSACTION")
        } catch {
            try? execute("ROLLBACK TRANSACTION")
            throw error
        }
        return result
    }

    /// Whether a transaction is open on this connection.
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }
}
