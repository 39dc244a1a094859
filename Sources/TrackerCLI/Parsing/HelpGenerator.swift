/// Renders `--help` text and usage lines from the declarations alone.
enum HelpGenerator {
    static let toolName = "tracker"

    /// `tracker add [--type <type>] --distance <distance> ...`
    static func usage(_ spec: CommandSpec) -> String {
        var parts = ["\(toolName) \(spec.name)"]
        for option in spec.options {
            let text = option.synopsis + (option.kind == .repeatedValue ? " ..." : "")
            parts.append(option.isRequired ? text : "[\(text)]")
        }
        parts += spec.arguments.map(\.synopsis)
        return parts.joined(separator: " ")
    }

    /// The widest help is laid out for: prose is read best at a man page's width, whatever the terminal's.
    static let widestColumns = 80

    /// The columns a line of help may fill on a terminal `columns` wide: up to 78 (two spare,
    /// as man pages leave), fewer on a narrower one, down to `Terminal.minimumColumns`.
    static func lineWidth(_ columns: Int) -> Int {
        min(widestColumns, max(Terminal.minimumColumns, columns)) - 2
    }

    /// `--help` of one command, wrapped for a terminal `columns` wide (see `lineWidth`).
    static func help(for spec: CommandSpec, globals: [OptionSpec] = GlobalOptions.specs, columns: Int = Terminal.defaultColumns) -> String {
        let line = lineWidth(columns)
        // The overview and usage wrap as the rest does, continued under their first word.
        let overview = wrap(spec.abstract, width: line - 10).joined(separator: "\n" + String(repeating: " ", count: 10))
        var text = "OVERVIEW: \(overview)\n"
        if let discussion = spec.discussion {
            // Each line of the declaration is a paragraph; an indented line (a command to copy)
            // breaks only as a shell line continues.
            let paragraphs = discussion.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            text += "\n" + paragraphs.map { $0.hasPrefix("  ") ? wrapCommand($0, width: line) : wrap($0, width: line).joined(separator: "\n") }
                .joined(separator: "\n") + "\n"
        }
        text += "\nUSAGE: \(wrapUsage(usage(spec), width: line, indent: 7))\n"
        if !spec.aliases.isEmpty {
            text += "\nALIASES: \(spec.aliases.joined(separator: ", "))\n"
        }
        if !spec.arguments.isEmpty {
            text += "\nARGUMENTS:\n" + table(spec.arguments.map { ("<\($0.name)>", $0.help) }, width: line)
        }
        if !spec.options.isEmpty {
            text += "\nOPTIONS:\n" + table(spec.options.map(row), width: line)
        }
        text += "\nGLOBAL OPTIONS:\n" + table(globals.map(row), width: line)
        if !spec.examples.isEmpty {
            text += "\nEXAMPLES:\n" + spec.examples.map { wrapCommand("  " + $0, width: line) + "\n" }.joined()
        }
        return text
    }

    /// `tracker help` and `tracker --help`, wrapped for a terminal `columns` wide (see `lineWidth`).
    static func rootHelp(commands: [CommandSpec], version: String, globals: [OptionSpec] = GlobalOptions.specs, columns: Int = Terminal.defaultColumns) -> String {
        let line = lineWidth(columns)
        let overview = wrap("Log runs, rides and moods; see your last 12 weeks at a glance.", width: line - 10).joined(separator: "\n" + String(repeating: " ", count: 10))
        var text = "OVERVIEW: \(overview)\n"
        text += "\nUSAGE: \(wrapUsage("\(toolName) [--db <path>] [--units <units>] <subcommand>", width: line, indent: 7))\n"
        text += "\nOPTIONS:\n" + table(globals.map(row), width: line)
        text += "\nSUBCOMMANDS:\n" + table(commands.map { command in
            let aliases = command.aliases.isEmpty ? "" : " (\(command.aliases.joined(separator: ", ")))"
            return (command.name + aliases, command.abstract)
        }, width: line)
        text += "\n  See '\(toolName) help <subcommand>' for detailed help.\n"
        text += "\nVERSION: \(version)\n"
        return text
    }

    /// What bare `tracker` prints: one screen, the commands one line each (cut to `width`
    /// rather than wrapped), and where to read more. A terminal of fewer `rows` than that takes
    /// the commands' names alone, packed into lines, so the overview still fits on it.
    static func overview(commands: [CommandSpec], version: String, width: Int, rows: Int? = nil) -> String {
        let nameWidth = commands.map(\.name.count).max() ?? 0
        var text = "\(toolName) \(version): runs, rides and moods, week by week.\n\n"
        let more = TerminalText.wrap("More: '\(toolName) help COMMAND', '\(toolName) --help', 'man \(toolName)', docs/REFERENCE.md", width: width) + "\n"
        let footerRows = more.split(separator: "\n").count
        if let rows, commands.count + 2 + footerRows > rows {
            let names = TerminalText.wrap(commands.map(\.name).joined(separator: "  "), width: max(width - 2, 10))
            return text + names.split(separator: "\n").map { "  " + $0 + "\n" }.joined()
                + "\n" + more
        }
        for command in commands {
            let line = "  " + command.name + String(repeating: " ", count: nameWidth - command.name.count) + "  " + command.abstract
            guard line.count > width else {
                text += line + "\n"
                continue
            }
            // Cut at a word, as the pager would not.
            let kept = line.prefix(max(width - 1, 0))
            var cut = kept.lastIndex(of: " ").map { kept[..<$0] } ?? kept
            while let last = cut.last, " ,:".contains(last) { cut = cut.dropLast() }
            text += cut + "…\n"
        }
        // One line at 80 columns, wrapped on a narrower terminal; no blank line before it, to keep
        // to one screen.
        return text + more
    }

    /// `Error: ...` is followed by this: the usage line and where to read more.
    /// The usage line wraps at `width`, between its bracketed groups, under its first word.
    static func usageHint(for spec: CommandSpec?, width: Int = Int.max) -> String {
        guard let spec else { return "Usage: \(toolName) <subcommand> [options]\n  See '\(toolName) --help' for more information.\n" }
        return "Usage: \(wrapUsage(usage(spec), width: width, indent: 7))\n  See '\(toolName) \(spec.name) --help' for more information.\n"
    }

    /// `usage` broken into lines of at most `width` columns, the first after `indent` columns
    /// already used and the others indented by it; a group such as `[--since <when>]` is never split.
    static func wrapUsage(_ usage: String, width: Int, indent: Int) -> String {
        var groups: [String] = [], current = "", depth = 0
        let characters = Array(usage)
        for (index, character) in characters.enumerated() {
            // A required option and its value (`--duration <duration>`) stay together too.
            let valueFollows = index + 1 < characters.count && characters[index + 1] == "<" && current.hasPrefix("-")
            if character == " " && depth == 0 && !valueFollows {
                if !current.isEmpty { groups.append(current) }
                current = ""
                continue
            }
            if character == "[" || character == "(" { depth += 1 }
            if character == "]" || character == ")" { depth = max(0, depth - 1) }
            current.append(character)
        }
        if !current.isEmpty { groups.append(current) }
        var lines: [String] = [], line = ""
        for group in groups {
            if !line.isEmpty && indent + line.count + 1 + group.count > width {
                lines.append(line)
                line = group
            } else {
                line += (line.isEmpty ? "" : " ") + group
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }

    private static func row(_ option: OptionSpec) -> (String, String) {
        var label = option.short.map { "-\($0), " } ?? ""
        label += option.synopsis
        return (label, option.help)
    }

    /// Two aligned columns within `lineWidth` columns, wrapping long help text under the second.
    private static func table(_ rows: [(String, String)], width lineWidth: Int) -> String {
        // The column fits the labels of up to 26 characters (a third of a narrow line); a
        // longer one gets a line of its own.
        let longest = min(26, lineWidth / 3)
        let width = (rows.map(\.0.count).filter { $0 <= longest }.max() ?? longest) + 2
        var text = ""
        for (label, help) in rows {
            let lines = wrap(help, width: lineWidth - 2 - width)
            let padded = "  " + label
            if label.count + 2 > width {
                text += padded + "\n"
                text += lines.map { String(repeating: " ", count: width + 2) + $0 + "\n" }.joined()
            } else {
                text += padded.paddedWithSpaces(to: width + 2) + (lines.first ?? "") + "\n"
                text += lines.dropFirst().map { String(repeating: " ", count: width + 2) + $0 + "\n" }.joined()
            }
        }
        return text
    }

    /// A command line to copy, broken where it is wider than `width` as a shell line continues
    /// (` \` at the end, the rest indented four more), between words and never inside quotes.
    static func wrapCommand(_ command: String, width: Int) -> String {
        guard command.count > width else { return command }
        let indent = String(command.prefix { $0 == " " })
        var words: [String] = [], word = "", quote: Character?
        for character in command.dropFirst(indent.count) {
            if character == " " && quote == nil {
                if !word.isEmpty { words.append(word) }
                word = ""
                continue
            }
            if character == "'" || character == "\"" { quote = quote == nil ? character : quote == character ? nil : quote }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        // An option stays with its value (`-o route.png`), a redirection with its file.
        var groups: [String] = []
        for word in words {
            if let last = groups.last, (last.hasPrefix("-") && !last.contains(" ") && !word.hasPrefix("-")) || last == ">" || last == "|" {
                groups[groups.count - 1] += " " + word
            } else {
                groups.append(word)
            }
        }
        var lines: [String] = [], line = indent, empty = true
        for word in groups {
            // Room for the word and the ` \\` that would follow it.
            if !empty && line.count + 1 + word.count + 2 > width {
                lines.append(line + " \\")
                line = indent + "    " + word
            } else {
                line += (empty ? "" : " ") + word
            }
            empty = false
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    private static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
