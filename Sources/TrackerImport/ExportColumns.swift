import TrackerCore

/// The columns of `tracker export` (CSV header and JSON keys), in order. The readers of
/// our own files accept exactly these, so an export imports back unchanged.
public enum ExportColumns {
    /// The activity columns, in order.
    public static let activity = ["id", "start", "type", "name", "notes", "distance_m", "duration_s", "elevation_m"]
    /// The mood columns, in order.
    public static let mood = ["date", "level", "value", "note"]

    /// An activity as CSV fields, in `activity` order; numbers in their shortest exact form.
    public static func csvFields(_ activity: Activity) -> [String] {
        [activity.id.map(String.init) ?? "", timestamp(activity.start), activity.type.rawValue,
         activity.name ?? "", activity.notes ?? "", JSONValue.format(activity.distance),
         JSONValue.format(activity.duration), JSONValue.format(activity.elevationGain)]
    }

    /// An activity as a JSON object with the `activity` keys, in order.
    public static func json(_ activity: Activity) -> JSONValue {
        .object([
            ("id", activity.id.map(JSONValue.integer) ?? .null),
            ("start", .string(timestamp(activity.start))),
            ("type", .string(activity.type.rawValue)),
            ("name", .optional(activity.name)),
            ("notes", .optional(activity.notes)),
            ("distance_m", .number(activity.distance)),
            ("duration_s", .number(activity.duration)),
            ("elevation_m", .number(activity.elevationGain)),
        ])
    }

    /// `2026-11-29T07:30:00+01:00`: the same text as `ISO8601.string`, built without
    /// `String(format:)`, which dominated the time of a large export.
    public static func timestamp(_ instant: LocalInstant) -> String {
        let day = instant.localDay
        let second = instant.localSecondOfDay
        let offset = abs(instant.utcOffset)
        var text = ""
        text.reserveCapacity(25)
        append(day.year, digits: 4, to: &text)
        text += "-"
        append(day.month, digits: 2, to: &text)
        text += "-"
        append(day.day, digits: 2, to: &text)
        text += "T"
        append(second / 3600, digits: 2, to: &text)
        text += ":"
        append(second % 3600 / 60, digits: 2, to: &text)
        text += ":"
        append(second % 60, digits: 2, to: &text)
        text += instant.utcOffset < 0 ? "-" : "+"
        append(offset / 3600, digits: 2, to: &text)
        text += ":"
        append(offset % 3600 / 60, digits: 2, to: &text)
        return text
    }

    private static func append(_ value: Int, digits: Int, to text: inout String) {
        let decimal = String(value)
        if decimal.count < digits { text += String(repeating: "0", count: digits - decimal.count) }
        text += decimal
    }

    /// A mood as CSV fields, in `mood` order.
    public static func csvFields(_ mood: Mood) -> [String] {
        [mood.day.iso, mood.level.name, String(mood.level.rawValue), mood.note ?? ""]
    }

    /// A mood as a JSON object with the `mood` keys, in order.
    public static func json(_ mood: Mood) -> JSONValue {
        .object([
            ("date", .string(mood.day.iso)),
            ("level", .string(mood.level.name)),
            ("value", .integer(Int64(mood.level.rawValue))),
            ("note", .optional(mood.note)),
        ])
    }
}
