import TrackerCore
import TrackerStore
import TrackerTime

/// `tracker zones`: time in each heart-rate, power or pace zone, week by week, with the
/// polarization index of each week.
enum ZonesCommand {
    static let heartRate = OptionSpec("hr", help: "Heart-rate zones (the default).")
    static let power = OptionSpec("power", help: "Coggan's seven power zones from 'tracker config ftp'.")
    static let pace = OptionSpec("pace", help: "Pace zones of runs from 'tracker config threshold-pace'.")

    static let command = Command(
        CommandSpec(
            name: "zones",
            abstract: "Show time in heart-rate, power or pace zones, week by week.",
            discussion: """
                Time in zone is the elapsed time between samples of each activity's recording; a gap \
                over 30 s is not counted. Heart-rate zones follow 'tracker config heart-rate-zones' \
                (max, reserve or threshold) and 'heart-rate-zone-bounds'. PI is the polarization index \
                (Treff et al. 2019) of the week's time in three bands: zones 1-2, zones 3-4 and zone 5 up; \
                above 2.00 (with band 1 > band 3 > band 2) the week is polarized. Activities stored \
                before zones were kept need 'tracker records --rebuild' once.
                """,
            options: [heartRate, power, pace, WindowOptions.weeks.spec, WindowOptions.calendar, WindowOptions.rolling,
                      WindowOptions.weekStart, WindowOptions.asOf, WindowOptions.type,
                      OutputFormat.jsonOption, OutputFormat.csvOption],
            examples: ["tracker zones", "tracker zones --power --weeks 26", "tracker zones --pace --json", "tracker zones --hr --type ride --csv"]),
        readsOnly: true, run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let format = try OutputFormat.from(arguments)
        let kind = try kind(arguments)
        let options = try WindowOptions.parse(arguments, context: context)
        if kind == .pace, let other = options.typeFilters.first(where: { filter in filter.types.contains { $0.family != .run } }) {
            throw UsageError.invalidValue(option: "--type", ValueParseError(
                value: other.name, reason: "is not a run type; pace zones are for runs (use --type run, or --hr or --power)"))
        }
        let database = try context.database()
        let thresholds = try SettingsStore(database: database).thresholds()
        let scheme: ZoneScheme
        do {
            scheme = try ZoneScheme.of(kind, thresholds)
        } catch let error as ValueParseError {
            // A setting, not an option, is at fault: the message names it and how to set it.
            throw UsageError.invalid(error.description)
        }
        let windows = WeekWindows(options.asOf, mode: options.mode, weekStart: options.weekStart, count: options.weekCount)
        let histograms = try ZoneHistogramStore(database: database).histograms(
            kind: kind, from: windows.start(0), until: windows.countedEnd(windows.count - 1))
        let weekly = WeeklyZones(windows: windows, scheme: scheme, filters: options.typeFilters, histograms: histograms)
        guard weekly.activityCount > 0 else {
            let types = options.typeFilters.isEmpty ? "" : " for \(options.typeFilters.map(\.name).joined(separator: ", "))"
            throw UsageError.invalid(
                "no \(kind.displayName) recorded\(types) in the \(windows.count.plural("week", "\(windows.count) weeks")) to "
                    + "\(DisplayFormatter.day(windows.labelDays(windows.count - 1).upperBound)); record activities with \(kind.sensor), "
                    + "or run 'tracker records --rebuild' once for those stored before zones were kept")
        }
        switch format {
        case .json: context.print(ZoneTable.json(weekly, thresholds: thresholds).serialized(pretty: true))
        case .csv: context.io.out(ZoneTable.csv(weekly))
        case .table: context.page(ZoneTable.weeklyText(weekly, thresholds: thresholds, formatter: try context.formatter(), width: context.terminal.columns))
        }
    }

    /// The kind asked for: one of --hr, --power, --pace, heart rate by default.
    static func kind(_ arguments: ParsedArguments) throws -> ZoneKind {
        let given = [(heartRate, ZoneKind.heartRate), (power, .power), (pace, .pace)].filter { arguments.flag($0.0) }
        guard given.count <= 1 else {
            throw UsageError.invalid("--hr, --power and --pace are three kinds of zones; give one of them")
        }
        return given.first?.1 ?? .heartRate
    }
}

extension ZoneKind {
    /// The option that asks for the kind.
    var optionName: String {
        switch self {
        case .heartRate: return "hr"
        case .power: return "power"
        case .pace: return "pace"
        }
    }

    /// What records it, for a message.
    var sensor: String {
        switch self {
        case .heartRate: return "a heart-rate strap or watch"
        case .power: return "a power meter"
        case .pace: return "distance (GPS or a foot pod)"
        }
    }
}
