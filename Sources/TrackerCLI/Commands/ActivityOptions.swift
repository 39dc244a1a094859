#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerStore
import TrackerTime

/// The options `add` and `edit` share, and how they turn into activity fields.
struct ActivityOptions {
    /// The options of `add`, with its defaults.
    static let adding = ActivityOptions(editing: false)
    /// The options of `edit`, where an option left out keeps the stored value.
    static let editing = ActivityOptions(editing: true)

    let type: OptionSpec
    let distance: OptionSpec
    let duration: OptionSpec
    let elevation: OptionSpec
    let date: OptionSpec
    let name: OptionSpec
    let notes: OptionSpec
    let effort: OptionSpec
    let gear: OptionSpec
    /// `edit`: a date without an offset keeps the activity's own offset.
    let isEditing: Bool

    private init(editing: Bool) {
        isEditing = editing
        func help(_ text: String, addDefault: String?) -> String {
            guard let addDefault, !editing else { return text }
            return text + " Default: " + addDefault + "."
        }
        type = OptionSpec("type", short: "t", value: "type", help: help("Activity type: \(ActivityType.acceptedValues) (spaces for hyphens, and aliases such as cycling, running, hiking).", addDefault: "run"), completion: ActivityType.completion)
        distance = OptionSpec("distance", short: "d", value: "distance", help: help("Distance: 5.2 (in the display unit, km or mi; for swims m or yd), 5.2km, 3.1mi, 800m or 500yd.", addDefault: "0, for sessions without one"))
        duration = OptionSpec("duration", short: "T", value: "duration", help: "Time: seconds (2700), 45:00, 1:02:03, 1h2m3s, 45m or 1h.", required: !editing)
        elevation = OptionSpec("elevation", short: "e", value: "elevation", help: help("Elevation gain: 156 (in the display unit), 156m or 512ft.", addDefault: "0"))
        date = OptionSpec("date", value: "when", help: help("When it started: a day (2026-11-20, yesterday, monday, -3d, Nov 20: at 12:00\(editing ? "" : ", or after what is stored then"); today is now), a time (yesterday 7am, 7:30, 2026-11-20T7:30) or ISO 8601 with an offset.", addDefault: "now"))
        name = OptionSpec("name", short: "n", value: "text", help: editing ? "A short title; '' removes it." : "A short title.")
        notes = OptionSpec("notes", value: "text", help: editing ? "Free-form notes; '' removes them." : "Free-form notes.")
        gear = OptionSpec(
            "gear", short: "g", value: "name",
            help: editing ? "The gear it was done with (tracker gear list); none removes it." : "The gear it was done with (tracker gear list). Default: the family's default gear, if one is set.")
        effort = OptionSpec("effort", value: "1-10", help: "How hard the session felt, 1 (very easy) to 10 (maximal): its load is then effort x minutes (session RPE)." + (editing ? " '' removes it." : " Without it the load is estimated from the time and type."))
    }

    /// Every field option, in help order.
    var specs: [OptionSpec] { [type, distance, duration, elevation, date, name, notes, effort, gear] }

    /// Sets the gear `--gear` names (`none` on `edit` takes it off); without the option the gear
    /// stays (on `add`: the writer gives the family's default).
    /// - Throws: `UsageError.invalidValue` for a name no gear has, with the nearest one.
    func applyGear(_ arguments: ParsedArguments, to activity: inout Activity, store: GearStore) throws {
        guard let name = arguments.value(gear) else { return }
        if isEditing && name.lowercased() == "none" {
            activity.gearID = nil
            return
        }
        activity.gearID = try GearLookup.find(name, option: "--gear", store: store).id
    }

    /// Applies every option that was given to `activity`. The type comes first: a bare distance is
    /// read in the unit of the activity's family (metres or yards for a swim).
    func apply(_ arguments: ParsedArguments, to activity: inout Activity, context: CommandContext) throws {
        let units = try context.units()
        if let type = try arguments.parse(self.type, as: ActivityType.self) { activity.type = type }
        if let distance = try arguments.parse(self.distance, { try ValueParser.distance($0, units: units, family: activity.type.family) }) { activity.distance = distance }
        if let duration = try arguments.parse(self.duration, ValueParser.duration) { activity.duration = duration }
        if let elevation = try arguments.parse(self.elevation, { try ValueParser.elevation($0, units: units) }) { activity.elevationGain = elevation }
        if let start = try arguments.parse(self.date, { text in
            // An edit moves the wall-clock time where the activity happened, not in this
            // machine's zone: 08:00 on a run recorded at -05:00 is 08:00 at -05:00.
            var clock = context.clock
            if isEditing && !Self.namesAnOffset(text) { clock.timeZone = activity.start.timeZone }
            return try Self.parseStart(text, clock: clock)
        }) { activity.start = start }
        if let name = arguments.value(self.name) { activity.name = name.isEmpty ? nil : name }
        if let notes = arguments.value(self.notes) { activity.notes = notes.isEmpty ? nil : notes }
        if let effort = arguments.value(self.effort) {
            activity.effort = effort.isEmpty ? nil : try ParsedArguments.convert(effort, option: "--\(self.effort.name)") { try Self.effortNumber.parse($0) }
        }
    }

    /// A session effort: a whole number from 1 to 10.
    static let effortNumber = WholeNumber(1...10, reason: ValueParseError.sessionEffort(0).reason, trimsSpaces: true)

    /// Whether `--date` was given as a day other than today, so that the start is the default
    /// hour rather than a time the person gave.
    func startsAtDefaultHour(_ arguments: ParsedArguments, clock: Clock) -> Bool {
        guard let text = arguments.value(date), let when = try? When(parsing: text, clock: clock) else { return false }
        return when.startsAtDefaultHour(clock: clock)
    }

    /// A start time within `AcceptedDates`: from 1970 to a day ahead of now.
    static func parseStart(_ text: String, clock: Clock) throws -> LocalInstant {
        let start = try When(parsing: text, clock: clock).activityStart(clock: clock)
        if let problem = AcceptedDates.problem(withStart: start, now: clock.now) {
            throw ValueParseError(value: text, reason: problem.reason)
        }
        return start
    }

    /// Whether `text` ends with an explicit offset (`Z`, `+01:00`, `-0500`) after a time.
    static func namesAnOffset(_ text: String) -> Bool {
        guard let time = text.firstIndex(where: { $0 == "T" || $0 == "t" || $0 == " " }) else { return false }
        let rest = text[text.index(after: time)...]
        if rest.hasSuffix("Z") || rest.hasSuffix("z") { return true }
        return rest.contains("+") || rest.contains("-")
    }

    /// `-05:00`: an offset as ISO 8601 writes it, `Z` for none.
    static func offsetText(_ seconds: Int) -> String {
        guard seconds != 0 else { return "UTC" }
        let magnitude = abs(seconds)
        return (seconds < 0 ? "-" : "+") + String(printf: "%02d:%02d", magnitude / 3600, magnitude % 3600 / 60)
    }

    /// Parses an activity id as typed (`12` or `#12`).
    static func parseID(_ text: String, orLast: Bool = false) throws -> Int64 {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard let id = Int64(digits), id > 0 else {
            let last = orLast ? ", or last for the latest" : ""
            throw UsageError.invalidValue(option: "<id>", ValueParseError(value: text, reason: "is not an activity id; use the number shown by 'tracker list', such as 12\(last)"))
        }
        return id
    }

    /// A note on standard error (the activity is kept) when its average speed is beyond what
    /// anyone does in its kind of activity: a unit was most likely mistyped.
    static func noteUnlikelySpeed(_ activity: Activity, context: CommandContext) throws {
        guard activity.speedLooksMistyped else { return }
        let formatter = try context.formatter()
        let kind = activity.type.displayName.lowercased()
        let article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        // As a speed for every kind: a ride's average is shown as one.
        let speed = formatter.pace(distance: activity.distance, duration: activity.duration, type: .ride)
        context.printError(
            "tracker: note: \(formatter.distance(activity.distance, family: activity.type.family)) in \(formatter.clockDuration(activity.duration)) is \(speed), "
                + "unlikely for \(article) \(kind); check the units: after a distance m is meters and mi miles, "
                + "after a duration m is minutes and s seconds (tracker edit \(activity.id ?? 0) can correct it)")
    }
}
