/// Persistent key-value settings (`tracker config`, weekly goals).
public struct SettingsStore {
    public let database: Database

    public init(database: Database) {
        self.database = database
    }

    public func value(for key: String) throws -> String? {
        try database.fetchString("SELECT value FROM settings WHERE key = ?", [key])
    }

    public func set(_ value: String, for key: String) throws {
        try database.execute(
            "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            [key, value])
    }

    public func remove(_ key: String) throws {
        try database.execute("DELETE FROM settings WHERE key = ?", [key])
    }

    /// Every setting, ordered by key.
    public func all() throws -> [(key: String, value: String)] {
        try database.fetch("SELECT key, value FROM settings ORDER BY key") { ($0.string(0) ?? "", $0.string(1) ?? "") }
    }
}
