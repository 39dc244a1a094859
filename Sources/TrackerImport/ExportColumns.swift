import TrackerCore

/// The columns of `tracker export` (CSV header and JSON keys), in order. The readers of
/// our own files accept exactly these, so an export imports back unchanged.
public enum ExportColumns {
    public static let activity = ["id", "start", "type", "name", "notes", "distance_m", "duration_s", "elevation_m"]
    public static let mood = ["date", "level", "value", "note"]

    /// An activity as CSV fields, in `activity` order; numbers in their shortest exact form.
    public static func csvFields(_ activity: Activity) -> [String] {
        [activity.id.map(String.init) ?? "", ISO8601.string(activity.start), activity.type.rawValue,
         activity.name ?? "", activity.notes ?? "", JSONValue.format(activity.distance),
         JSONValue.format(activity.duration), JSONValue.format(activity.elevationGain)]
    }

    public static func json(_ activity: Activity) -> JSONValue {
        .object([
            ("id", activity.id.map(JSONValue.integer) ?? .null),
            ("start", .string(ISO8601.string(activity.start))),
            ("type", .string(activity.type.rawValue)),
            ("name", .optional(activity.name)),
            ("notes", .optional(activity.notes)),
            ("distance_m", .number(activity.distance)),
            ("duration_s", .number(activity.duration)),
            ("elevation_m", .number(activity.elevationGain)),
        ])
    }

    public static func csvFields(_ mood: Mood) -> [String] {
        [mood.day.iso, mood.level.name, String(mood.level.rawValue), mood.note ?? ""]
    }

    public static func json(_ mood: Mood) -> JSONValue {
        .object([
            ("date", .string(mood.day.iso)),
            ("level", .string(mood.level.name)),
            ("value", .integer(Int64(mood.level.rawValue))),
            ("note", .optional(mood.note)),
        ])
    }
}
