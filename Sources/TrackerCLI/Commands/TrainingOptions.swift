import TrackerCore
import TrackerStore
import TrackerTime

/// The options `load`, `insights` and `chart load` share: how far to count, and whether
/// estimated loads count.
enum TrainingOptions {
    static let noEstimates = OptionSpec("no-estimates", help: "Leave out loads estimated from time and type alone (activities with no power, pace, heart rate or --effort to measure).")

    /// What the training commands read: the days' loads up to the as-of instant, and the model.
    struct Inputs {
        var asOf: AsOf
        var loads: DailyLoads
        var model: FitnessFatigueModel
    }

    /// Reads `--as-of` and `--no-estimates`, then the loads and the model's settings.
    static func read(_ arguments: ParsedArguments, context: CommandContext) throws -> Inputs {
        let asOf = try arguments.parse(WindowOptions.asOf) { try WindowOptions.parseAsOf($0, clock: context.clock) } ?? context.clock.asOf
        let database = try context.database()
        let model = try SettingsStore(database: database).fitnessFatigueModel()
        let loads = try ActivityStore(database: database).dailyLoads(
            until: asOf.seconds, includeEstimates: !arguments.flag(noEstimates))
        return Inputs(asOf: asOf, loads: loads, model: model)
    }
}
