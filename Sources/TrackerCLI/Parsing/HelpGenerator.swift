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

    static func help(for spec: CommandSpec, globals: [OptionSpec] = GlobalOptions.specs) -> String {
        // The overview and usage wrap as the rest does, continued under their first word.
        let overview = wrap(spec.abstract, width: 78 - 10).joined(separator: "\n" + String(repeating: " ", count: 10))
        var text = "OVERVIEW: \(overview)\n"
        if let discussion = spec.discussion {
            // Each line of the declaration is a paragraph, wrapped to the terminal's usual width;
            // an indented line (a command to copy) is kept whole.
            let paragraphs = discussion.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            text += "\n" + paragraphs.map { $0.hasPrefix("  ") ? $0 : wrap($0, width: 78).joined(separator: "\n") }
                .joined(separator: "\n") + "\n"
        }
        text += "\nUSAGE: \(wrapUsage(usage(spec), width: 78, indent: 7))\n"
        if !spec.aliases.isEmpty {
            text += "\nALIASES: \(spec.aliases.joined(separator: ", "))\n"
        }
        if !spec.arguments.isEmpty {
            text += "\nARGUMENTS:\n" + table(spec.arguments.map { ("<\($0.name)>", $0.help) })
        }
        if !spec.options.isEmpty {
            text += "\nOPTIONS:\n" + table(spec.options.map(row))
        }
        text += "\nGLOBAL OPTIONS:\n" + table(globals.map(row))
        if !spec.examples.isEmpty {
            text += "\nEXAMPLES:\n" + spec.examples.map { "  \($0)\n" }.joined()
        }
        return text
    }

    static func rootHelp(commands: [CommandSpec], version: String, globals: [OptionSpec] = GlobalOptions.specs) -> String {
        var text = "OVERVIEW: Log runs, rides and moods; see your last 12 weeks at a glance.\n"
        text += "\nUSAGE: \(toolName) [--db <path>] [--units <units>] <subcommand>\n"
        text += "\nOPTIONS:\n" + table(globals.map(row))
        text += "\nSUBCOMMANDS:\n" + table(commands.map { command in
            let aliases = command.aliases.isEmpty ? "" : " (\(command.aliases.joined(separator: ", ")))"
            return (command.name + aliases, command.abstract)
        })
        text += "\n  See '\(toolName) help <subcommand>' for detailed help.\n"
        text += "\nVERSION: \(version)\n"
        return text
    }

    /// What bare `tracker` prints: one screen, the commands one line each (cut to `width`
    /// rather than wrapped), and where to read more.
    static func overview(commands: [CommandSpec], version: String, width: Int) -> String {
        let nameWidth = commands.map(\.name.count).max() ?? 0
        var text = "\(toolName) \(version): runs, rides and moods, week by week.\n\n"
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
        // One line at 80 columns, wrapped on a narrower terminal.
        // No blank line before it: the list of commands (with zones) keeps to one screen.
        text += TerminalText.wrap("More: '\(toolName) help COMMAND', '\(toolName) --help', 'man \(toolName)', docs/REFERENCE.md", width: width) + "\n"
        return text
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

    /// Two aligned columns, wrapping long help text under the second column.
    private static func table(_ rows: [(String, String)]) -> String {
        // The column fits the labels of up to 26 characters; a longer one gets a line of its own.
        let width = (rows.map(\.0.count).filter { $0 <= 26 }.max() ?? 26) + 2
        var text = ""
        for (label, help) in rows {
            let lines = wrap(help, width: 78 - 2 - width)
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
