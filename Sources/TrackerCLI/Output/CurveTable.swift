import TrackerCore
import TrackerTime

/// `tracker curve`'s output: a period's curve at the quoted durations, beside a compared period.
struct CurveTable {
    var name: CurveName
    var period: CurvePeriod
    var curve: PeriodCurve
    var comparedPeriod: CurvePeriod?
    var compared: PeriodCurve?
    /// The type whose pace unit a pace is shown in (per km, per 100 m for swims).
    var paceType: ActivityType

    /// `5 s`, `1 min`, `2 h`.
    static func label(_ duration: Int) -> String {
        duration < 60 ? "\(duration) s" : duration < 7_200 ? "\(duration / 60) min" : "\(duration / 3_600) h"
    }

    /// A value as a person reads it: `312 W`, `4:05 /km`, `171 bpm`.
    func shown(_ value: Double, duration: Int, _ formatter: DisplayFormatter) -> String {
        switch name {
        case .power: return String(printf: "%.0f W", value)
        case .heartRate: return String(printf: "%.0f bpm", value)
        case .pace: return formatter.pace(distance: value * Double(duration), duration: Double(duration), type: paceType)
        }
    }

    /// The change from the compared value, in percent of it: faster, stronger or higher is `+`.
    static func change(_ value: Double, from old: Double) -> String {
        guard old > 0 else { return "" }
        return String(printf: "%+.1f%%", (value - old) / old * 100)
    }

    func text(_ formatter: DisplayFormatter, width: Int, palette: ANSIPalette?) -> String {
        var columns: [(String, TextTable.Alignment)] = [("TIME", .right), (name.rawValue.uppercased(), .right)]
        if name == .pace { columns.append(("DISTANCE", .right)) }
        columns += [("DATE", .left), ("ID", .right)]
        if compared != nil { columns += [("COMPARED", .right), ("DATE", .left), ("ID", .right), ("CHANGE", .right)] }
        var table = TextTable(columns)
        for duration in CurveDurations.quoted {
            guard let point = curve.point(at: duration) else { continue }
            var row = [Self.label(duration), shown(point.value, duration: duration, formatter)]
            if name == .pace { row.append(formatter.distance(point.value * Double(duration), family: paceType.family)) }
            row += [DisplayFormatter.day(point.start.localDay), "\(point.activityID)"]
            if let compared {
                if let old = compared.point(at: duration) {
                    row += [shown(old.value, duration: duration, formatter), DisplayFormatter.day(old.start.localDay), "\(old.activityID)", Self.change(point.value, from: old.value)]
                } else {
                    row += ["", "", "", ""]
                }
            }
            table.append(row)
        }
        var heading = "Best \(name == .heartRate ? "heart rate" : name.rawValue), \(period.label)"
        if let comparedPeriod { heading += ", against \(comparedPeriod.label)" }
        return heading + "\n" + table.render(width: width, palette: palette)
    }

    // MARK: - JSON and CSV

    func points(_ curve: PeriodCurve?) -> JSONValue {
        .array((curve?.points ?? []).filter { CurveDurations.quoted.contains($0.duration) }.map { point in
            var fields: [(String, JSONValue)] = [("duration_s", .integer(Int64(point.duration))), ("value", .number(point.value))]
            if name == .pace { fields.append(("distance_m", .number(point.value * Double(point.duration)))) }
            fields += [("activity_id", .integer(point.activityID)), ("start", .string(ISO8601.string(point.start)))]
            return .object(fields)
        })
    }

    static func bounds(_ period: CurvePeriod) -> JSONValue {
        .object([
            ("label", .string(period.label)),
            ("from", period.from.map { .integer($0) } ?? .null), ("until", period.until.map { .integer($0) } ?? .null),
        ])
    }

    /// Values in SI units (watts, metres per second, beats per minute); the period's bounds in Unix seconds.
    var json: JSONValue {
        var fields: [(String, JSONValue)] = [
            ("curve", .string(name.rawValue)), ("unit", .string(name == .power ? "W" : name == .pace ? "m/s" : "bpm")),
            ("period", Self.bounds(period)), ("points", points(curve)),
        ]
        if let comparedPeriod { fields += [("compared_period", Self.bounds(comparedPeriod)), ("compared_points", points(compared))] }
        return .object(fields)
    }

    var csv: String {
        var header = ["duration_s", "value", "activity_id", "start"]
        if compared != nil { header += ["compared_value", "compared_activity_id", "compared_start"] }
        var text = CSVWriter.line(header)
        for duration in CurveDurations.quoted {
            guard let point = curve.point(at: duration) else { continue }
            var fields = ["\(duration)", JSONValue.format(point.value), "\(point.activityID)", ISO8601.string(point.start)]
            if let compared {
                let old = compared.point(at: duration)
                fields += [old.map { JSONValue.format($0.value) } ?? "", old.map { "\($0.activityID)" } ?? "", old.map { ISO8601.string($0.start) } ?? ""]
            }
            text += CSVWriter.line(fields)
        }
        return text
    }
}
