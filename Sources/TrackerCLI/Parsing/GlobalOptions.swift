import TrackerCore

/// Options every command accepts, before or after the subcommand's name.
enum GlobalOptions {
    static let database = OptionSpec("db", value: "path", help: "The database file (env TRACKER_DB; default $XDG_DATA_HOME/tracker/tracker.db).", completion: .file)
    static let units = OptionSpec("units", value: "units", help: "Display units: metric or imperial (env TRACKER_UNITS, else the stored setting, else metric).", completion: UnitSystem.completion)
    static let help = OptionSpec("help", short: "h", help: "Show help information.")
    static let version = OptionSpec("version", help: "Show the version.")

    static let specs: [OptionSpec] = [database, units, help, version]
}
