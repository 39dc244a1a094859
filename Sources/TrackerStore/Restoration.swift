/// What `Database.restore(from:onto:clock:)` did.
public struct Restoration: Sendable {
    /// The backup as it was checked, before any upgrade: its schema version and row counts.
    public var backup: DatabaseHealth
    /// Where the previous database was kept, or nil when there was none.
    public var keptAs: String?

    /// Whether the backup's schema was older and was upgraded to this tracker's.
    public var wasUpgraded: Bool { backup.schemaVersion < backup.latestVersion }
}
