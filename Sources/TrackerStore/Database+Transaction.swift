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

    /// Runs `body` inside a savepoint: keeps its changes when it returns, undoes only them when
    /// it throws and rethrows the first error. Unlike `inTransaction`, a savepoint inside an open
    /// transaction can be undone on its own; savepoints nest. Outside a transaction the
    /// savepoint is a deferred transaction of its own, committed when `body` returns.
    /// See https://www.sqlite.org/lang_savepoint.html.
    public func inSavepoint<T>(_ body: () throws -> T) throws -> T {
        // One name serves every level: RELEASE and ROLLBACK TO name the innermost of that name.
        try execute("SAVEPOINT tracker_savepoint")
        let result: T
        do {
            result = try body()
        } catch {
            rollBackSavepoint()
            throw error
        }
        do {
            try execute("RELEASE SAVEPOINT tracker_savepoint")
        } catch {
            rollBackSavepoint()
            throw error
        }
        return result
    }

    /// Runs `body` inside a transaction that is always rolled back, also when `body` returns:
    /// a dry run sees its own changes and leaves nothing behind. Inside it, `inTransaction`
    /// joins it and `inSavepoint` nests in it.
    /// - Throws: `DatabaseError` when a transaction is already open (its changes could not be
    ///   kept apart), and whatever `body` throws.
    public func inDiscardedTransaction<T>(_ kind: TransactionKind = .immediate, _ body: () throws -> T) throws -> T {
        guard !isInTransaction else {
            throw DatabaseError.misuse("a discarded transaction cannot start inside an open transaction")
        }
        try execute("BEGIN \(kind.rawValue) TRANSACTION")
        defer { try? execute("ROLLBACK TRANSACTION") }
        return try body()
    }

    /// Whether a transaction is open on this connection.
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Undoes the innermost savepoint and removes it; its error is not the one to report.
    private func rollBackSavepoint() {
        try? execute("ROLLBACK TO SAVEPOINT tracker_savepoint")
        try? execute("RELEASE SAVEPOINT tracker_savepoint")
    }
}
