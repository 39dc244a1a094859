import TrackerCore
import TrackerStore
import TrackerTime

/// `tracker add`: records one activity and confirms it in one line.
enum AddCommand {
    static let command = Command(
        CommandSpec(
            name: "add",
            abstract: "Record an activity.",
            discussion: "Only the duration is required: an indoor session may have no distance.",
            options: ActivityOptions.adding.specs + [OutputFormat.jsonOption],
            examples: [
                "tracker add --distance 5.2 --duration 2700 --elevation 156",
                "tracker add --type ride --distance 42km --duration 1h35m --date yesterday --name 'Coast road'",
            ]),
        run: run)

    /// The overlapping activities the warning names; more are counted.
    static let overlapsNamed = 3

    /// The start of an activity given only a day: the day's default hour, moved past the
    /// activities already stored from then to the end of that day (`FreeStart`).
    /// - Throws: `DatabaseError` reading them.
    static func freeStart(for activity: Activity, store: ActivityStore, clock: Clock) throws -> LocalInstant {
        let start = activity.start.secondsSince1970
        let limit = Int64(activity.start.localDay.adding(days: 1).instant(in: clock.timeZone).timeIntervalSince1970)
        var rest = activity
        rest.duration = Double(max(1, limit - start))
        let taken = try store.overlapping(rest).map { other in
            FreeStart.Span(start: other.start.secondsSince1970, end: Int64((Double(other.start.secondsSince1970) + other.duration).rounded(.up)))
        }
        let moved = FreeStart.after(start, duration: activity.duration, taken: taken, limit: limit)
        let instant = LocalInstant(secondsSince1970: moved, utcOffset: clock.timeZone.secondsFromGMT(at: moved))
        // Moved past tomorrow's allowance, the default hour stands.
        return AcceptedDates.problem(withStart: instant, now: clock.now) == nil ? instant : activity.start
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        var activity = Activity(start: LocalInstant(date: context.clock.now, timeZone: context.clock.timeZone), distance: 0, duration: 0)
        try ActivityOptions.adding.apply(arguments, to: &activity, context: context)
        let database = try context.database()
        let store = ActivityStore(database: database)
        // The records to beat are read before the insert, in the same transaction: one row of
        // the type's bests, where after it they would count the new activity too.
        let gear = GearStore(database: database)
        let (stored, overlapping, previous) = try database.inTransaction(.immediate) {
            () throws -> (Activity, [Activity], [RecordCategory: Double]) in
            try ActivityOptions.adding.applyGear(arguments, to: &activity, store: gear)
            let previous = try BestEffortStore(database: database).wholeActivityBests(type: activity.type)
            if ActivityOptions.adding.startsAtDefaultHour(arguments, clock: context.clock) {
                activity.start = try Self.freeStart(for: activity, store: store, clock: context.clock)
            }
            let stored = try store.insert(activity, createdAt: context.nowSeconds)
            return (stored, try store.overlapping(stored), previous)
        }
        let formatter = try context.formatter()
        if arguments.flag(OutputFormat.jsonOption) {
            context.print(stored.json(gear: try stored.gearID.flatMap { try GearStore(database: database).find(id: $0)?.name }).serialized(pretty: true))
        } else {
            context.print("Added #\(stored.id ?? 0)  " + stored.summaryLine(formatter))
            for line in NewRecords.lines(NewRecord.wholeActivity(of: stored, previous: previous), formatter: formatter) { context.print(line) }
        }
        // Its gear's distance before it was the distance now less its own.
        if let id = stored.gearID, let line = try GearCommand.limitNotice(id, added: stored.distance, store: gear, formatter: formatter) {
            context.printError("tracker: note: " + line)
        }
        try ActivityOptions.noteUnlikelySpeed(stored, context: context)
        if !overlapping.isEmpty {
            // Named one by one up to three; a crowd of them is counted.
            let named = overlapping.prefix(Self.overlapsNamed).map { other in
                "#\(other.id ?? 0) \(other.type.displayName) \(formatter.dateTime(other.start)) \(formatter.distance(other.distance, family: other.type.family))"
            }
            let more = overlapping.count - named.count
            context.printError("tracker: warning: #\(stored.id ?? 0) overlaps " + named.joined(separator: ", ")
                + (more > 0 ? " and \(more) more" : "") + ", already stored; "
                + "if they are one activity, delete one (tracker delete ID)")
        }
    }
}
