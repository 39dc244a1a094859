#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Renders `tracker.1`, one page for the whole tool, from the same declarations as the help
/// and the completion scripts (man-pages(7), groff_man(7)).
enum ManPageGenerator {
    static func page(_ commands: [CommandSpec], version: String, date: String) -> String {
        var page = """
            .TH TRACKER 1 "\(date)" "tracker \(version)" "User Commands"
            .SH NAME
            tracker \\- log runs, rides and moods and see the last 12 weeks at a glance
            .SH SYNOPSIS
            .B tracker
            [\\fB\\-\\-db\\fR \\fIpath\\fR] [\\fB\\-\\-units\\fR \\fIunits\\fR] \\fIsubcommand\\fR [\\fIoptions\\fR]
            .SH DESCRIPTION
            tracker keeps activities (distance, time, elevation) and a daily mood in one SQLite file,
            and shows them as tables, weekly cards, summaries and charts.
            On a terminal, tables fit its width, long output goes through the pager,
            and charts are drawn in the terminal.
            .SH GLOBAL OPTIONS
            These are accepted before or after any subcommand.

            """
        page += GlobalOptions.specs.map(option).joined()
        page += ".SH COMMANDS\n"
        for command in commands {
            page += ".SS \(escape(HelpGenerator.toolName + " " + command.name))\n"
            page += escape(command.abstract) + "\n"
            if !command.aliases.isEmpty { page += ".PP\nAlias: \(escape(command.aliases.joined(separator: ", "))).\n" }
            page += ".PP\n.B \(escape(HelpGenerator.usage(command)))\n"
            if let discussion = command.discussion {
                for paragraph in discussion.split(separator: "\n") {
                    page += paragraph.hasPrefix("  ") ? ".PP\n.RS\n.nf\n\(escape(paragraph.trimmingLeadingSpaces))\n.fi\n.RE\n" : ".PP\n\(escape(String(paragraph)))\n"
                }
            }
            for argument in command.arguments {
                page += ".TP\n\\fI<\(escape(argument.name))>\\fR\n\(escape(argument.help))\n"
            }
            page += command.options.map(option).joined()
            if !command.examples.isEmpty {
                page += ".PP\nExamples:\n.RS\n.nf\n" + command.examples.map { escape($0) + "\n" }.joined() + ".fi\n.RE\n"
            }
        }
        page += """
            .SH ENVIRONMENT
            .TP
            .B TRACKER_DB
            The database file, when \\fB\\-\\-db\\fR is not given.
            Otherwise \\fI$XDG_DATA_HOME/tracker/tracker.db\\fR, else \\fI\\(ti/.local/share/tracker/tracker.db\\fR.
            .TP
            .B TRACKER_UNITS
            metric or imperial, when \\fB\\-\\-units\\fR is not given.
            .TP
            .B TRACKER_NOW
            The time taken as now (ISO 8601), for reproducible output.
            .TP
            .B COLUMNS
            The width tables are laid out for; else the terminal's, else 80.
            .TP
            .B NO_COLOR
            When set and not empty, no colour (unless \\fB\\-\\-color always\\fR).
            .TP
            .B PAGER
            The pager for long output on a terminal; \\fBless \\-FRX\\fR when unset.
            .SH EXIT STATUS
            0 on success, 1 when a command failed, 64 when it was called wrongly.
            .SH FILES
            .TP
            .I \\(ti/.local/share/tracker/tracker.db
            The default database.

            """
        return page
    }

    private static func option(_ option: OptionSpec) -> String {
        var label = option.short.map { "\\fB\\-\(escape(String($0)))\\fR, " } ?? ""
        label += "\\fB\\-\\-\(escape(option.name))\\fR"
        if let value = option.valueName { label += " \\fI\(escape(value))\\fR" }
        return ".TP\n\(label)\n\(escape(option.help))\n"
    }

    /// Backslashes and hyphens as roff wants them, and no line starting with a control
    /// character (`.` or `'`).
    static func escape(_ text: String) -> String {
        var escaped = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }
}

private extension Substring {
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
