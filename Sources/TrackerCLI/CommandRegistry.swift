/// Every subcommand, in the order `tracker --help` lists them.
enum CommandRegistry {
    static let all: [Command] = [
        AddCommand.command,
        ListCommand.command,
        ShowCommand.command,
        RecordsCommand.command,
        TilesCommand.command,
        RoutesCommand.command,
        SegmentCommand.command,
        CurveCommand.command,
        FitnessCommand.command,
        PredictCommand.command,
        EditCommand.command,
        DeleteCommand.command,
        GearCommand.command,
        MoodCommand.command,
        MoodsCommand.command,
        WeeksCommand.command,
        MonthsCommand.command,
        YearsCommand.command,
        CalendarCommand.command,
        GoalCommand.command,
        SummaryCommand.command,
        LoadCommand.command,
        ZonesCommand.command,
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
    static let hidden: [Command] = [ManualCommand.command, CurveBenchCommand.command]

    /// The command a name or alias runs. Only that command's declaration is built: building
    /// all of them (`all`) costs a start-up a noticeable share of its time. A test checks this
    /// table against every declared name and alias.
    static func command(named name: String) -> Command? {
        switch name {
        case "add": AddCommand.command
        case "list", "ls": ListCommand.command
        case "show": ShowCommand.command
        case "records": RecordsCommand.command
        case "tiles": TilesCommand.command
        case "routes": RoutesCommand.command
        case "segment", "segments": SegmentCommand.command
        case "curve", "curves": CurveCommand.command
        case "fitness": FitnessCommand.command
        case "predict": PredictCommand.command
        case "edit": EditCommand.command
        case "delete", "rm": DeleteCommand.command
        case "gear": GearCommand.command
        case "mood": MoodCommand.command
        case "moods": MoodsCommand.command
        case "weeks": WeeksCommand.command
        case "months": MonthsCommand.command
        case "years": YearsCommand.command
        case "calendar": CalendarCommand.command
        case "goal", "goals": GoalCommand.command
        case "summary", "summarise", "summarize": SummaryCommand.command
        case "load": LoadCommand.command
        case "zones": ZonesCommand.command
        case "insights": InsightsCommand.command
        case "chart": ChartCommand.command
        case "report": ReportCommand.command
        case "config": ConfigCommand.command
        case "import": ImportCommand.command
        case "export": ExportCommand.command
        case "backup": BackupCommand.command
        case "restore": RestoreCommand.command
        case "doctor": DoctorCommand.command
        case "completions": CompletionsCommand.command
        case "help": HelpCommand.command
        case "manual": ManualCommand.command
        case "bench-curve": CurveBenchCommand.command
        default: nil
        }
    }
}
