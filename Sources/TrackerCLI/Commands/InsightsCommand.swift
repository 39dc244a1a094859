#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerStore

/// `tracker insights`: how mood relates to training, and the statistics of the mood history.
enum InsightsCommand {
    static let since = OptionSpec("since", value: "when", help: "Analyse only days from this date on. Default: the whole history.")

    static let command = Command(
        CommandSpec(
            name: "insights",
            abstract: "Show how mood relates to training, and mood statistics.",
            discussion: """
                Ten questions: mood against the previous day's load, against form, on training days \
                against rest days, and on each weekday against the others. Moods are compared with \
                your own usual mood (standardised), each with its number of days and an interval; the \
                ten intervals hold at 95% together (99.5% each). A sentence appears only when the \
                interval excludes no effect and there are enough days (28 with a mood, 8 in each \
                group); otherwise it says how many more days are needed.
                """,
            options: [since, WindowOptions.asOf, TrainingOptions.noEstimates, OutputFormat.jsonOption],
            examples: ["tracker insights", "tracker insights --since 2026-01-01 --no-estimates", "tracker insights --json"]),
        readsOnly: true, run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let first = try arguments.parse(since) { try When(parsing: $0, clock: context.clock, allowingMonths: true).day }
        let inputs = try TrainingOptions.read(arguments, context: context)
        let last = inputs.asOf.lastDay
        if let first, first > last {
            throw UsageError.invalid("--since \(first.iso) is after the last day counted, \(last.iso)")
        }
        let moods = try MoodStore(database: context.database()).fetch(from: first, through: last)
        let start = first ?? moods.last?.day ?? last
        let insights = MoodInsights(moods: moods, loads: inputs.loads.byDay, from: start, through: last, model: inputs.model)
        let statistics = MoodStatistics(moods: moods, today: last)
        if arguments.flag(OutputFormat.jsonOption) {
            context.print(json(insights, statistics, from: start, through: last).serialized(pretty: true))
        } else {
            context.page(text(insights, statistics, from: start, through: last, loads: inputs.loads, width: context.terminal.columns))
        }
    }
}
