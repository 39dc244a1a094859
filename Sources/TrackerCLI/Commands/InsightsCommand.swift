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
    static let tag = OptionSpec("tag", value: "tag", help: "Compare mood on days with this tag (a Daylio activity) against the other days, whatever its number of days; repeat for several.", kind: .repeatedValue)
    /// Days each side of a tag needs before the tag is listed unasked.
    static let tagMinimumDays = 5
    /// Tags listed unasked, the most used first.
    static let tagListLimit = 8

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
                group); otherwise it says how many more days are needed. Then the mood on days with \
                each tag against the days without it: the \(tagListLimit) most used tags with \(tagMinimumDays) days \
                or more on each side, or the tags --tag names.
                """,
            options: [since, WindowOptions.asOf, TrainingOptions.noEstimates, tag, OutputFormat.jsonOption],
            examples: ["tracker insights", "tracker insights --since 2026-01-01 --no-estimates", "tracker insights --tag friends", "tracker insights --json"]),
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
        let tags = try tagComparisons(arguments.values(tag), moods: moods)
        if arguments.flag(OutputFormat.jsonOption) {
            context.print(json(insights, statistics, tags: tags, from: start, through: last).serialized(pretty: true))
        } else {
            context.page(text(insights, statistics, tags: tags, from: start, through: last, loads: inputs.loads, width: context.terminal.columns))
        }
    }

    /// The tags asked for, each of which some day must have; without any, the most used tags
    /// with enough days on each side.
    /// - Throws: `RuntimeError` naming a tag no day in the range has, and the tags there are.
    static func tagComparisons(_ asked: [String], moods: [Mood]) throws -> [MoodTagComparison] {
        guard !asked.isEmpty else {
            return Array(MoodTagComparison.all(moods, minimumDays: tagMinimumDays).prefix(tagListLimit))
        }
        return try asked.map { name in
            let comparison = MoodTagComparison(tag: name.trimmingSpaces(), moods: moods)
            guard comparison.taggedDays > 0 else {
                let known = MoodTagComparison.tagsByUse(moods).prefix(10).map(\.tag)
                throw RuntimeError("no day with a mood is tagged '\(name)'" + (known.isEmpty
                    ? "; no mood has tags (Daylio's activities become tags on import)"
                    : "; the most used tags are \(known.joined(separator: ", "))"))
            }
            return comparison
        }
    }
}
