/// Options every command accepts, before or after the subcommand's name.
enum GlobalOptions {
    static let specs: [OptionSpec] = [
        OptionSpec("db", value: "path", help: "The database file (env TRACKER_DB; default $XDG_DATA_HOME/tracker/tracker.db).", completion: .file),
        OptionSpec("units", value: "units", help: "Display units: metric or imperial (env TRACKER_UNITS, else the stored setting, else metric).", completion: .list(["metric", "imperial"])),
        OptionSpec("help", short: "h", help: "Show help information."),
        OptionSpec("version", help: "Show the version."),
    ]
}
