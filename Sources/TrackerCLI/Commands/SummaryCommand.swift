#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerStore

/// `tracker summary`: this week, the last 12 weeks, the year and all time, with streaks,
/// goals and how mood relates to training load.
enum SummaryCommand {
    static let command = Command(
        CommandSpec(
            name: "summary", aliases: ["summarise", "summarize"],
            abstract: "Summarize this week, the last 12 weeks, the year and all time.",
            discussion: """
                This week is the last 7 days and the last 12 weeks are the 12 windows of \
                'tracker weeks'; the year to date starts on 1 January in local time. A streak \
                counts consecutive 7-day windows holding at least one activity. Moods are never \
                filtered by --type.
                """,
            options: [WindowOptions.asOf, WindowOptions.type, OutputFormat.jsonOption],
            examples: ["tracker summary", "tracker summary --type run --as-of 2026-06-30", "tracker summarise --json"]),
        readsOnly: true, run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try WindowOptions.parse(arguments, clock: context.clock)
        let summary = try TrainingSummary.load(from: context.database(), asOf: options.asOf, typeFilters: options.typeFilters)
        if arguments.flag(OutputFormat.jsonOption) {
            context.print(summary.json.serialized(pretty: true))
        } else {
            context.page(summary.text(try context.formatter(), terminal: context.terminal))
        }
    }
}
