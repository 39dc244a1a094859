import TrackerCore
import TrackerStore

/// `tracker config [KEY [VALUE]]`: shows and sets persistent settings.
enum ConfigCommand {
    static let command = Command(
        CommandSpec(
            name: "config",
            abstract: "Show or change settings.",
            discussion: "Settings: " + ConfigKey.allCases.map { "\($0.rawValue) (\($0.help))" }.joined(separator: "; "),
            arguments: [
                key,
                ArgumentSpec("value", help: "Its new value.", optional: true),
            ],
            options: [reset],
            examples: ["tracker config", "tracker config units imperial"]),
        run: run)

    static let key = ArgumentSpec("key", help: "The setting: \(ConfigKey.acceptedValues).", optional: true, completion: ConfigKey.completion)
    static let reset = OptionSpec("reset", help: "Return the setting to its default.")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        guard let key = try arguments.argument(Self.key, as: ConfigKey.self) else {
            // Listing or reading a key creates nothing, so a mistyped --db leaves no file behind.
            let store = SettingsStore(database: try context.database(creating: false))
            for key in ConfigKey.allCases {
                let stored = try store.value(for: key.rawValue)
                context.print("\(key.rawValue) = \(stored ?? key.defaultValue)\(stored == nil ? " (default)" : "")")
            }
            return
        }
        if arguments.flag(reset) {
            guard arguments.positionals.count == 1 else { throw UsageError.invalid("--reset takes a key and no value") }
            let database = try context.database()
            let store = SettingsStore(database: database)
            try database.inTransaction(.immediate) {
                try store.remove(key.rawValue)
                try refreshLoads(after: key, database: database)
            }
            context.print("\(key.rawValue) = \(key.defaultValue) (default)")
            return
        }
        guard arguments.positionals.count == 2 else {
            let stored = try SettingsStore(database: context.database(creating: false)).value(for: key.rawValue)
            context.print(stored ?? key.defaultValue)
            return
        }
        let value = try ParsedArguments.convert(arguments.positionals[1], option: "<value>", key.validate)
        let database = try context.database()
        let store = SettingsStore(database: database)
        let previous = try store.value(for: key.rawValue) ?? key.defaultValue
        try checkHeartRateOrder(key, value, store: store)
        try database.inTransaction(.immediate) {
            try store.set(value, for: key.rawValue)
            if previous != value { try refreshLoads(after: key, database: database) }
        }
        context.print(previous == value ? "\(key.rawValue) = \(value) (unchanged)" : "\(key.rawValue): \(previous) → \(value)")
    }

    /// A resting rate at or above the stored maximum (or a maximum at or below the stored resting
    /// rate) would leave loads from heart rate silently estimated instead: refused, naming both.
    /// - Throws: `UsageError` when the new value contradicts the other stored heart rate.
    private static func checkHeartRateOrder(_ key: ConfigKey, _ value: String, store: SettingsStore) throws {
        let other: ConfigKey
        switch key {
        case .restingHeartRate: other = .maximumHeartRate
        case .maximumHeartRate: other = .restingHeartRate
        default: return
        }
        guard let stored = try store.value(for: other.rawValue), let otherBeats = Int(stored), let beats = Int(value) else { return }
        let (resting, maximum) = key == .restingHeartRate ? (beats, otherBeats) : (otherBeats, beats)
        guard resting >= maximum else { return }
        let change = key == .restingHeartRate
            ? "give a lower resting rate, or raise max-heart-rate first"
            : "give a higher maximum, or lower resting-heart-rate first"
        throw UsageError.invalid(
            "\(key.rawValue) \(value) must be \(key == .restingHeartRate ? "below" : "above") the stored \(other.rawValue) \(stored); "
                + "\(change) (nothing was changed)")
    }

    /// Stored loads from heart rate follow the heart-rate settings: computed again when one changes,
    /// so that `load` and `insights` keep reading stored loads alone.
    private static func refreshLoads(after key: ConfigKey, database: Database) throws {
        guard key == .restingHeartRate || key == .maximumHeartRate else { return }
        try ActivityStore(database: database).refreshHeartRateLoads()
    }
}
