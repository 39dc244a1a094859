import TrackerMigrations

/// Applies the migrations a database lacks, in order, each in one immediate transaction
/// together with its `PRAGMA user_version` bookkeeping, so a crash leaves either the old
/// or the new version, never half of one.
struct Migrator {
    let migrations: [Migration]

    func migrate(_ database: Database) throws {
        // The common case, an up-to-date file, takes no write lock at all.
        guard try database.schemaVersion() < (migrations.last?.version ?? 0) else { return }
        // Checked again inside each transaction: another process may have migrated meanwhile.
        for migration in migrations {
            try database.inTransaction(.immediate) {
                guard try database.schemaVersion() < migration.version else { return }
                try database.executeScript(migration.sql)
                try database.execute("PRAGMA user_version = \(migration.version)")
            }
        }
    }
}
