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

    /// Heart rates must keep resting < threshold < maximum: a value that breaks that order against
    /// a stored one is refused, naming both, so that no zone or load is silently estimated instead.
    /// - Throws: `UsageError` when the new value contradicts another stored heart rate.
    private static func checkHeartRateOrder(_ key: ConfigKey, _ value: String, store: SettingsStore) throws {
        let order: [ConfigKey] = [.restingHeartRate, .thresholdHeartRate, .maximumHeartRate]
        guard let position = order.firstIndex(of: key), let beats = Int(value) else { return }
        for (otherPosition, other) in order.enumerated() where other != key {
            guard let stored = try store.value(for: other.rawValue), let otherBeats = Int(stored) else { continue }
            let mustBeBelow = position < otherPosition
            guard mustBeBelow ? beats >= otherBeats : beats <= otherBeats else { continue }
            let noun = key == .restingHeartRate ? "resting rate" : key == .thresholdHeartRate ? "threshold" : "maximum"
            let change = mustBeBelow
                ? "give a lower \(noun), or raise \(other.rawValue) first"
                : "give a higher \(noun), or lower \(other.rawValue) first"
            throw UsageError.invalid(
                "\(key.rawValue) \(value) must be \(mustBeBelow ? "below" : "above") the stored \(other.rawValue) \(stored); "
                    + "\(change) (nothing was changed)")
        }
    }

    /// Stored loads follow the thresholds: computed again when one changes, so that `load` and
    /// `insights` keep reading stored loads alone. Zone settings change nothing stored: time in
    /// zones is read from per-bucket histograms.
    private static func refreshLoads(after key: ConfigKey, database: Database) throws {
        guard SettingsStore.TrainingKey.loadInputs.contains(key.rawValue) else { return }
        try ActivityStore(database: database).refreshStreamLoads()
    }
}
