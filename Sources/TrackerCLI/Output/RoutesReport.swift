import TrackerCore
import TrackerTime

/// `tracker routes` as text or JSON: pure, from the grouped routes.
struct RoutesReport {
    var routes: [RepeatedRoute]

    /// `+4%`, `-1%`, `best` (0 after rounding): the latest efforts against the best.
    static func trend(_ value: Double?) -> String {
        guard let value else { return "" }
        let percent = Int((value * 100).rounded())
        return percent == 0 ? "=" : String(printf: "%+d%%", percent)
    }

    func text(_ formatter: DisplayFormatter, width: Int) -> String {
        var table = TextTable([("ID", .right), ("ROUTE", .left), ("TIMES", .right), ("LENGTH", .right), ("BEST", .right),
                               ("ON", .left), ("LAST", .right), ("TREND", .right)])
        table.truncatable = [1: 8]
        table.dropOrder = [7, 6, 0]
        for route in routes {
            table.append([
                String(route.id), route.name, String(route.efforts.count), formatter.distance(route.length, family: route.family),
                route.best.map { formatter.clockDuration($0.movingTime) } ?? "", route.best?.start.localDay.iso ?? "",
                route.last.map { formatter.clockDuration($0.movingTime) } ?? "", Self.trend(route.trend),
            ])
        }
        return table.render(width: width)
            + "\nTREND: the last \(RepeatedRoute.trendEfforts) efforts' mean time against the best.\n'tracker routes ID' lists a route's efforts.\n"
    }

    var json: JSONValue {
        .object([("routes", .array(routes.map { route in
            .object(Self.heading(route) + [
                ("best", route.best.map(Self.effortJSON) ?? .null),
                ("last", route.last.map(Self.effortJSON) ?? .null),
                ("trend", route.trend.map(JSONValue.number) ?? .null),
            ])
        }))])
    }

    static func heading(_ route: RepeatedRoute) -> [(String, JSONValue)] {
        [("id", .integer(route.id)), ("name", .string(route.name)), ("family", .string(route.family.rawValue)),
         ("efforts", .integer(Int64(route.efforts.count))), ("length_m", .number(route.length))]
    }

    static func effortJSON(_ effort: RouteEffort) -> JSONValue {
        .object([
            ("activity_id", .integer(effort.activityID)), ("start", .string(ISO8601.string(effort.start))),
            ("type", .string(effort.type.rawValue)), ("moving_s", .number(effort.movingTime)), ("distance_m", .number(effort.distance)),
            ("speed_m_s", effort.speed.map(JSONValue.number) ?? .null),
            ("heart_rate_average_bpm", effort.heartRate.map(JSONValue.number) ?? .null),
        ])
    }
}

/// `tracker routes ID`: every effort on one route, oldest first, with its rank.
struct RouteEffortsReport {
    var route: RepeatedRoute

    func text(_ formatter: DisplayFormatter, width: Int) -> String {
        let text = "\(TerminalText.escape(route.name))  \(route.family.rawValue), \(formatter.distance(route.length, family: route.family)), "
            + "\(route.efforts.count.counted("effort")) (route \(route.id))\n\n"
        let showsPace = route.efforts.first?.type.showsPace ?? true
        var table = TextTable([("DATE", .left), ("TIME", .right), (showsPace ? "PACE" : "SPEED", .right), ("HR", .right),
                               ("RANK", .right), ("ACTIVITY", .right)])
        table.dropOrder = [3]
        let ranks = Dictionary(uniqueKeysWithValues: route.ranked.enumerated().map { ($0.element.activityID, $0.offset + 1) })
        for effort in route.efforts {
            table.append([
                formatter.dateTime(effort.start), formatter.clockDuration(effort.movingTime),
                effort.speed.map { formatter.pace(speed: $0, type: effort.type) } ?? "",
                effort.heartRate.map(formatter.heartRate) ?? "",
                ranks[effort.activityID].map(String.init) ?? "", "#\(effort.activityID)",
            ])
        }
        return text + table.render(width: width)
    }

    var json: JSONValue {
        let ranks = Dictionary(uniqueKeysWithValues: route.ranked.enumerated().map { ($0.element.activityID, $0.offset + 1) })
        return .object(RoutesReport.heading(route) + [
            ("trend", route.trend.map(JSONValue.number) ?? .null),
            ("efforts", .array(route.efforts.map { effort in
                guard case .object(let fields) = RoutesReport.effortJSON(effort) else { return .null }
                return .object([("rank", .integer(Int64(ranks[effort.activityID] ?? 0)))] + fields)
            })),
        ])
    }
}
