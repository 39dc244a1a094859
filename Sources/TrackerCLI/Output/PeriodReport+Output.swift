import TrackerCore
import TrackerTime

extension PeriodReport {
    /// What a period is called in the table: `Nov` within a year's months, `2026` for a year.
    func name(_ line: Line) -> String {
        unit == .month ? line.firstDay.monthAbbreviation : line.label
    }

    /// The metric the CHANGE column compares: distance, or time when neither period has any.
    static func changeMetric(_ line: Line) -> WeekMetric {
        line.totals.distance > 0 || (line.previous?.distance ?? 0) > 0 ? .distance : .duration
    }

    /// `+12%`, `-40%`, or `–` with nothing to compare.
    static func changeText(_ line: Line) -> String {
        guard let change = line.change(of: changeMetric(line)), change.isFinite else { return "–" }
        let percent = Int((min(max(change, -1), 100) * 100).rounded())
        return percent > 0 ? "+\(percent)%" : "\(percent)%"
    }

    /// The table: one row a period, a total, and a note on the partial period.
    func table(_ formatter: DisplayFormatter, terminal: Terminal, heading: String) -> String {
        var table = TextTable([
            (unit == .month ? "MONTH" : "YEAR", .left), ("ACTS", .right), ("DISTANCE", .right), ("TIME", .right),
            ("CLIMB", .right), ("LONGEST", .right), ("CHANGE", .right),
        ])
        // At 60 columns the longest goes first, then the climb.
        table.dropOrder = [5, 4]
        for line in lines {
            let empty = line.totals.activities == 0
            table.append([
                name(line) + (line.isPartial ? "*" : ""), String(line.totals.activities),
                empty ? "–" : formatter.distance(line.totals.distance), empty ? "–" : formatter.totalDuration(line.totals.duration),
                empty ? "–" : formatter.elevation(line.totals.elevation), empty ? "–" : formatter.distance(line.totals.longest),
                Self.changeText(line),
            ], color: empty ? .secondary : nil)
        }
        let sum = total
        table.append([
            "Total", String(sum.activities), formatter.distance(sum.distance), formatter.totalDuration(sum.duration),
            formatter.elevation(sum.elevation), formatter.distance(sum.longest), "",
        ], color: .header)
        var text = (terminal.palette?.paint(heading, .header) ?? heading) + "\n" + table.render(width: terminal.columns, palette: terminal.palette)
        if lines.contains(where: \.isPartial) {
            let note = "* to date; CHANGE compares distance (time without any) with the same time into the \(unit == .month ? "month" : "year") before."
            let wrapped = TerminalText.wrap(note, width: terminal.columns)
            text += (terminal.palette?.paint(wrapped, .secondary) ?? wrapped) + "\n"
        }
        return text
    }

    var json: JSONValue {
        .object([
            ("as_of", .string(ISO8601.string(asOf.instant, timeZone: asOf.timeZone))),
            ("unit", .string(unit.rawValue)),
            ("periods", .array(lines.map { line in
                var fields: [(String, JSONValue)] = [
                    ("period", .string(line.label)),
                    ("start", .string(ISO8601.string(line.totals.start, timeZone: asOf.timeZone))),
                    ("end", .string(ISO8601.string(line.totals.end, timeZone: asOf.timeZone))),
                    ("partial", .bool(line.isPartial)),
                ]
                fields += Self.totalsFields(line.totals)
                fields.append(("change", .object(WeekMetric.allCases.map { ($0.rawValue, line.change(of: $0).map(JSONValue.number) ?? .null) })))
                return .object(fields)
            })),
            ("total", .object(Self.totalsFields(total))),
        ])
    }

    static func totalsFields(_ totals: WeekTotals) -> [(String, JSONValue)] {
        [
            ("activities", .integer(Int64(totals.activities))),
            ("distance_m", .number(totals.distance)),
            ("duration_s", .number(totals.duration)),
            ("elevation_m", .number(totals.elevation)),
            ("longest_m", .number(totals.longest)),
        ]
    }

    var csv: String {
        let header = ["period", "start", "end", "partial", "activities", "distance_m", "duration_s", "elevation_m", "longest_m", "distance_change"]
        return CSVWriter.line(header) + lines.map { line in
            CSVWriter.line([
                line.label, ISO8601.string(line.totals.start, timeZone: asOf.timeZone), ISO8601.string(line.totals.end, timeZone: asOf.timeZone),
                line.isPartial ? "1" : "0", String(line.totals.activities), JSONValue.format(line.totals.distance),
                JSONValue.format(line.totals.duration), JSONValue.format(line.totals.elevation), JSONValue.format(line.totals.longest),
                line.change(of: .distance).map(JSONValue.format) ?? "",
            ])
        }.joined()
    }
}
