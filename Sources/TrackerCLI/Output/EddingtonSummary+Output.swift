import TrackerCore

extension EddingtonSummary {
    /// The section `summary` and `records` print: all activities, then each family when there are several.
    func text(imperial: Bool, width: Int) -> String {
        guard overall.kilometres.value > 0 || overall.miles.value > 0 || !families.isEmpty else {
            return "EDDINGTON\n  none yet: a day of at least 1 km counts towards 1\n"
        }
        var table = TextTable([("EDDINGTON", .left), ("E", .right), ("FOR E+1", .left), (imperial ? "IN KM" : "IN MILES", .right)])
        let lines = families.count > 1 ? [overall] + families : [overall]
        for line in lines {
            let (first, second, unit) = imperial ? (line.miles, line.kilometres, "mi") : (line.kilometres, line.miles, "km")
            table.append([
                line.family?.displayName ?? "All activities", String(first.value),
                "\(first.daysNeeded.counted("more day")) of \(first.value + 1) \(unit)", String(second.value),
            ])
        }
        table.dropOrder = [3]
        return table.render(width: width) + "  (days with at least E \(imperial ? "miles" : "km"), a day's activities added up)\n"
    }

    var json: JSONValue {
        func number(_ number: EddingtonNumber) -> JSONValue {
            .object([
                ("e", .integer(Int64(number.value))), ("days_at_next", .integer(Int64(number.daysAtNext))),
                ("days_needed_for_next", .integer(Int64(number.daysNeeded))),
            ])
        }
        func line(_ line: Line) -> JSONValue {
            .object([("family", line.family.map { .string($0.rawValue) } ?? .null), ("km", number(line.kilometres)), ("miles", number(line.miles))])
        }
        return .object([("overall", line(overall)), ("families", .array(families.map(line)))])
    }

    /// `records --json`'s rows: one per family (`null` for all activities) and unit.
    var recordRows: [JSONValue] {
        ([overall] + families).flatMap { line in
            [("km", line.kilometres), ("mi", line.miles)].map { unit, number in
                JSONValue.object([
                    ("record", .string("eddington")), ("family", line.family.map { .string($0.rawValue) } ?? .null),
                    ("unit", .string(unit)), ("e", .integer(Int64(number.value))),
                    ("days_at_next", .integer(Int64(number.daysAtNext))), ("days_needed_for_next", .integer(Int64(number.daysNeeded))),
                ])
            }
        }
    }
}
