#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import TrackerCore
import TrackerStore
import TrackerTime

/// The whole command-line program, callable in-process: `tracker` is `exit(Tracker.run(...))`.
public enum Tracker {
    public static let version = "0.1.0"

    /// Parses `arguments` (without the program name), runs the command and returns the exit
    /// status. Every error is rendered here, in one place, as `tracker: error: ...`.
    public static func run(_ arguments: [String], io: IO, environment: [String: String]) -> Int32 {
        var spec: CommandSpec?
        do {
            let root = try ArgumentParser(options: GlobalOptions.specs).parse(arguments, stopAtFirstPositional: true)
            var tokens = root.remainder
            if tokens.first == "--" { tokens.removeFirst() }
            guard let name = tokens.first else {
                if root.flags.contains(GlobalOptions.version.name) {
                    io.out(version + "\n")
                } else if !root.flags.contains(GlobalOptions.help.name) {
                    // Bare `tracker`: one screen, never the pager.
                    let terminal = Terminal.resolve(io: io, environment: environment, color: .never)
                    io.out(HelpGenerator.overview(commands: CommandRegistry.all.map(\.spec), version: version, width: terminal.columns, rows: terminal.rows))
                } else {
                    showHelp({ HelpGenerator.rootHelp(commands: CommandRegistry.all.map(\.spec), version: version, globals: GlobalOptions.specs(environment: environment), columns: $0) },
                             root: root, io: io, environment: environment)
                }
                return ExitCode.success
            }
            guard let command = CommandRegistry.command(named: name) else {
                let names = CommandRegistry.all.flatMap { [$0.spec.name] + $0.spec.aliases }
                throw UsageError.unknownCommand(name, suggestion: Suggestion.closest(to: name, in: names))
            }
            spec = command.spec
            let rest = Array(tokens.dropFirst())
            // Help wins over everything else on the line, even mistakes.
            if root.flags.contains(GlobalOptions.help.name) || rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "-h" || $0 == "--help" }) {
                showHelp({ HelpGenerator.help(for: command.spec, globals: GlobalOptions.specs(environment: environment), columns: $0) }, root: root, io: io, environment: environment)
                return ExitCode.success
            }
            let parsed = try parse(rest, for: command.spec, root: root)
            let context = try makeContext(parsed: parsed, root: root, io: io, environment: environment, readsOnly: command.readsOnly)
            do {
                try command.run(parsed.arguments, context)
            } catch let error as DatabaseError {
                // Every command's database problem in one sentence naming the file.
                throw RuntimeError(error.explanation(path: context.databasePath, debug: isDebugging(environment)))
            }
            return ExitCode.success
        } catch {
            return report(
                error, spec: spec, io: io, palette: errorPalette(arguments, io: io, environment: environment),
                width: Terminal.resolve(io: io, environment: environment, color: .never).columns)
        }
    }

    /// Help is long: on a terminal it goes through the pager as other long output does.
    /// Pages the help `text(columns)` lays out for the terminal's width.
    private static func showHelp(_ text: (Int) -> String, root: ArgumentParser.Result, io: IO, environment: [String: String]) {
        let color = (try? colorChoice(root.values)) ?? .auto
        let terminal = Terminal.resolve(io: io, environment: environment, color: color)
        CommandContext.page(
            text(terminal.columns), io: io, terminal: terminal,
            pagerDisabled: root.flags.contains(GlobalOptions.noPager.name), environment: environment)
    }

    // MARK: - Parsing

    private struct Parsed {
        var arguments: ParsedArguments
        var globals: [String: [String]]
        var globalFlags: Set<String>
    }

    private static func parse(_ tokens: [String], for spec: CommandSpec, root: ArgumentParser.Result) throws -> Parsed {
        let result = try ArgumentParser(options: spec.options + GlobalOptions.specs).parse(tokens)
        var arguments = ParsedArguments(command: spec)
        var globals = root.values
        let globalNames = Set(GlobalOptions.specs.map(\.name))
        for (name, values) in result.values {
            if globalNames.contains(name) { globals[name, default: []] += values } else { arguments.values[name] = values }
        }
        arguments.flags = result.flags.subtracting(globalNames)
        arguments.positionals = result.positionals
        // `add 5k 25:00`: values that say what they are, typed without their options' names.
        if !spec.arguments.contains(where: \.isRepeated), arguments.positionals.count > spec.arguments.count {
            let strays = Array(arguments.positionals[spec.arguments.count...])
            if let hint = StrayValue.hint(strays, command: spec, arguments: Array(arguments.positionals.prefix(spec.arguments.count)), given: Set(arguments.values.keys)) { throw UsageError.invalid(hint) }
        }
        for option in spec.options where option.isRequired && arguments.values[option.name] == nil {
            throw UsageError.missingRequired(option: "--\(option.name)")
        }
        let required = spec.arguments.filter { !$0.isOptional }
        if arguments.positionals.count < required.count {
            throw UsageError.missingArgument(required[arguments.positionals.count].name)
        }
        if !spec.arguments.contains(where: \.isRepeated), arguments.positionals.count > spec.arguments.count {
            throw UsageError.unexpectedArgument(arguments.positionals[spec.arguments.count])
        }
        return Parsed(arguments: arguments, globals: globals, globalFlags: root.flags.union(result.flags.intersection(globalNames)))
    }

    private static func makeContext(parsed: Parsed, root: ArgumentParser.Result, io: IO, environment: [String: String], readsOnly: Bool) throws -> CommandContext {
        let clock = try makeClock(environment: environment)
        var units = try GlobalOptions.units.read(parsed.globals)
        if units == nil, let text = environment["TRACKER_UNITS"], !text.isEmpty {
            units = try ParsedArguments.convert(text, option: "TRACKER_UNITS", UnitSystem.parse)
        }
        let named = try GlobalOptions.database.read(parsed.globals)
        return CommandContext(
            io: io, environment: environment, clock: clock,
            databasePath: databasePath(flag: named, environment: environment),
            unitsOverride: units, commandReadsOnly: readsOnly, databaseNamed: named?.isEmpty == false,
            terminal: Terminal.resolve(io: io, environment: environment, color: try colorChoice(parsed.globals)),
            pagerDisabled: parsed.globalFlags.contains(GlobalOptions.noPager.name))
    }

    static func colorChoice(_ globals: [String: [String]]) throws -> ColorChoice {
        try GlobalOptions.color.read(globals)
    }

    /// `TRACKER_NOW` (any form `When` reads) or the system clock; `TZ` or the system zone. A
    /// `TRACKER_NOW` that names only a day (or a month) sets the clock to the end of it, as `--as-of` reads a day: the
    /// whole day is counted, and it is still today.
    static func makeClock(environment: [String: String]) throws -> Clock {
        // Zones come from the system's zone database (/usr/share/zoneinfo), read by `Zone` itself:
        // Foundation's named zones would link ICU into every command.
        let timeZone: Zone
        if let name = environment["TZ"], !name.isEmpty {
            // POSIX allows a leading colon (`TZ=:Europe/Lisbon`).
            let identifier = name.hasPrefix(":") ? String(name.dropFirst()) : name
            guard let zone = Zone(identifier: identifier) else {
                let hint = access(Zone.databaseDirectory, F_OK) == 0
                    ? "use an IANA name such as Europe/Lisbon or UTC"
                    : "names are read from the zone database \(Zone.databaseDirectory), which is missing (Debian's tzdata package)"
                throw UsageError.invalid("TZ: '\(name)' is not a time zone; \(hint)")
            }
            timeZone = zone
        } else {
            timeZone = Zone.system()
        }
        var clock = Clock(now: Date(), timeZone: timeZone)
        if let text = environment["TRACKER_NOW"], !text.isEmpty {
            let when = try ParsedArguments.convert(text, option: "TRACKER_NOW") { try When(parsing: $0, clock: clock, allowingMonths: true) }
            switch when {
            case .instant(let instant): clock.now = instant.date
            case .day, .month: clock = Clock(endOf: when.lastDay, timeZone: timeZone)
            }
        }
        return clock
    }

    /// `--db`, else `TRACKER_DB`, else `$XDG_DATA_HOME/tracker/tracker.db`, else
    /// `~/.local/share/tracker/tracker.db`.
    static func databasePath(flag: String?, environment: [String: String]) -> String {
        if let flag, !flag.isEmpty { return expandTilde(flag, environment: environment) }
        if let path = environment["TRACKER_DB"], !path.isEmpty { return expandTilde(path, environment: environment) }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return data + "/tracker/tracker.db"
        }
        let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
        return home + "/.local/share/tracker/tracker.db"
    }

    private static func expandTilde(_ path: String, environment: [String: String]) -> String {
        guard path == "~" || path.hasPrefix("~/") else { return path }
        return (environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path) + path.dropFirst()
    }

    // MARK: - Errors

    /// `TRACKER_DEBUG` set and not `0`: errors keep SQLite's statement.
    static func isDebugging(_ environment: [String: String]) -> Bool {
        guard let value = environment["TRACKER_DEBUG"] else { return false }
        return !value.isEmpty && value != "0"
    }

    /// Colour for error messages: standard error's own terminal, and `--color` as given
    /// anywhere on the line (the line may be what failed to parse).
    static func errorPalette(_ arguments: [String], io: IO, environment: [String: String]) -> ANSIPalette? {
        var choice = ColorChoice.auto
        for (index, argument) in arguments.enumerated() {
            if argument.hasPrefix("--color=") { choice = ColorChoice(argument: String(argument.dropFirst(8))) ?? choice }
            if argument == "--color", index + 1 < arguments.count { choice = ColorChoice(argument: arguments[index + 1]) ?? choice }
        }
        return Terminal.palette(color: choice, isTerminal: io.isTerminal(standardError: true), environment: environment)
    }

    /// The one place where errors become messages and exit codes.
    /// `width`: the columns the usage line after a usage error wraps at.
    static func report(_ error: Error, spec: CommandSpec?, io: IO, palette: ANSIPalette? = nil, width: Int = Terminal.defaultColumns) -> Int32 {
        let prefix = "tracker: " + (palette?.paint("error:", .error) ?? "error:") + " "
        switch error {
        case let error as UsageError:
            io.err(prefix + "\(error.message)\n")
            io.err(HelpGenerator.usageHint(for: spec, width: width))
            return ExitCode.usage
        case let error as RuntimeError:
            io.err(prefix + "\(error.message)\n")
        case let error as StoreError:
            io.err(prefix + "\(error)\n")
        case let error as FileError:
            io.err(prefix + "\(error.message)\n")
        case let error as DatabaseError:
            io.err(prefix + "\(error.isBusy ? "the database is busy (another tracker is writing); try again: " : "")\(error)\n")
        default:
            io.err(prefix + "\(error)\n")
        }
        return ExitCode.failure
    }
}
