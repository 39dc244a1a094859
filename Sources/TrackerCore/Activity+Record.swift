import TrackerTime

/// An activity as a machine-readable record: the JSON of `--json` and `tracker export`, and
/// the CSV row of `--csv` and `tracker export`. SI units and ISO 8601 at the activity's own
/// offset, whatever the display units; the readers of our own files accept exactly these.
extension Activity {
    /// The field names, in order: CSV header and JSON keys.
    public static let recordFields = ["id", "start", "type", "name", "notes", "distance_m", "duration_s", "elevation_m", "effort", "gear"]

    /// The record, with `gear` the name of its gear (the activity holds only the gear's id).
    public func json(gear: String?) -> JSONValue {
        .object([
            ("id", id.map(JSONValue.integer) ?? .null),
            ("start", .string(ISO8601.string(start))),
            ("type", .string(type.rawValue)),
            ("name", .optional(name)),
            ("notes", .optional(notes)),
            ("distance_m", .number(distance)),
            ("duration_s", .number(duration)),
            ("elevation_m", .number(elevationGain)),
            ("effort", effort.map { JSONValue.integer(Int64($0)) } ?? .null),
            ("gear", .optional(gear)),
        ])
    }

    /// CSV fields in `recordFields` order; numbers in their shortest exact form.
    public func csvFields(gear: String?) -> [String] {
        [id.map(String.init) ?? "", ISO8601.string(start), type.rawValue, name ?? "", notes ?? "",
         JSONValue.format(distance), JSONValue.format(duration), JSONValue.format(elevationGain),
         effort.map(String.init) ?? "", gear ?? ""]
    }
}

extension Mood {
    /// The field names, in order: CSV header and JSON keys.
    public static let recordFields = ["date", "level", "value", "note", "word", "tags"]

    public var json: JSONValue {
        .object([
            ("date", .string(day.iso)),
            ("level", .string(level.name)),
            ("value", .integer(Int64(level.rawValue))),
            ("note", .optional(note)),
            ("word", .optional(word)),
            ("tags", .array(tags.map { .string($0) })),
        ])
    }

    /// CSV fields in `recordFields` order; the tags joined as Daylio joins its activities.
    public var csvFields: [String] {
        [day.iso, level.name, String(level.rawValue), note ?? "", word ?? "", tags.joined(separator: Mood.tagSeparator)]
    }
}
