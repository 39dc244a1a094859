import TrackerCore

extension Activity {
    /// The documented JSON object, in SI units whatever the display units.
    var json: JSONValue {
        .object([
            ("id", id.map(JSONValue.integer) ?? .null),
            ("start", .string(ISO8601.string(start))),
            ("type", .string(type.rawValue)),
            ("name", .optional(name)),
            ("notes", .optional(notes)),
            ("distance_m", .number(distance)),
            ("duration_s", .number(duration)),
            ("elevation_m", .number(elevationGain)),
        ])
    }

    static let csvHeader = ["id", "start", "type", "name", "notes", "distance_m", "duration_s", "elevation_m"]

    var csvFields: [String] {
        [id.map(String.init) ?? "", ISO8601.string(start), type.rawValue, name ?? "", notes ?? "",
         JSONValue.format(distance), JSONValue.format(duration), JSONValue.format(elevationGain)]
    }

    /// `Run  5.20 km  45:00  8:39 /km  +156 m  Sun 29 Nov 2026 07:30  Morning loop`.
    func summaryLine(_ formatter: DisplayFormatter) -> String {
        var parts = [type.displayName, formatter.distance(distance), formatter.clockDuration(duration)]
        let pace = formatter.pace(distance: distance, duration: duration, type: type)
        if !pace.isEmpty { parts.append(pace) }
        parts.append(formatter.elevation(elevationGain))
        parts.append(formatter.dateTime(start))
        if let name, !name.isEmpty { parts.append(TerminalText.escape(name)) }
        return parts.joined(separator: "  ")
    }
}

extension Mood {
    var json: JSONValue {
        .object([
            ("date", .string(day.iso)),
            ("level", .string(level.name)),
            ("value", .integer(Int64(level.rawValue))),
            ("note", .optional(note)),
        ])
    }

    static let csvHeader = ["date", "level", "value", "note"]

    var csvFields: [String] { [day.iso, level.name, String(level.rawValue), note ?? ""] }
}
