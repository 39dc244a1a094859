import TrackerCore

/// Options every command accepts, before or after the subcommand's name.
enum GlobalOptions {
    static let database = Option<String?>("db", value: "path", help: "The database file (env TRACKER_DB; default $XDG_DATA_HOME/tracker/tracker.db).", completion: .file) { $0 }
    static let units = Option<UnitSystem?>("units", value: "units", help: "Display units: metric or imperial (env TRACKER_UNITS, else the stored setting, else metric).")
    static let color = Option<ColorChoice>("color", value: "when", help: "Colour the output: auto (on a terminal, unless NO_COLOR is set or TERM is dumb), always or never.", default: .auto)
    static let noPager = OptionSpec("no-pager", help: "Print long output straight to the terminal instead of through PAGER (default: less -FRX).")
    static let help = OptionSpec("help", short: "h", help: "Show help information.")
    static let version = OptionSpec("version", help: "Show the version.")

    static let specs: [OptionSpec] = [database.spec, units.spec, color.spec, noPager, help, version]

    /// The same options as help shows them on this machine: `--db` names the file it
    /// defaults to here instead of `$XDG_DATA_HOME/...`.
    static func specs(environment: [String: String]) -> [OptionSpec] {
        var defaults = environment
        defaults["TRACKER_DB"] = nil
        let path = Tracker.databasePath(flag: nil, environment: defaults)
        let resolved = OptionSpec(database.name, value: database.spec.valueName, help: "The database file (env TRACKER_DB; default \(path)).", completion: database.completion)
        return specs.map { $0.name == database.name ? resolved : $0 }
    }
}
