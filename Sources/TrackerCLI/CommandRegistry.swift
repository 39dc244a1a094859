/// Every subcommand, in the order `tracker --help` lists them.
enum CommandRegistry {
    static let all: [Command] = [
        AddCommand.command,
        ListCommand.command,
        ShowCommand.command,
        RecordsCommand.command,
        EditCommand.command,
        DeleteCommand.command,
        MoodCommand.command,
        MoodsCommand.command,
        WeeksCommand.command,
        GoalCommand.command,
        SummaryCommand.command,
        LoadCommand.command,
        InsightsCommand.command,
        ChartCommand.command,
        ReportCommand.command,
        ConfigCommand.command,
        ImportCommand.command,
        ExportCommand.command,
        BackupCommand.command,
        RestoreCommand.command,
        DoctorCommand.command,
        CompletionsCommand.command,
        HelpCommand.command,
    ]

    /// Commands for the build and install, run by name but listed nowhere.
    static let hidden: [Command] = [ManualCommand.command]

    static func command(named name: String) -> Command? {
        (all + hidden).first { $0.spec.name == name || $0.spec.aliases.contains(name) }
    }
}
