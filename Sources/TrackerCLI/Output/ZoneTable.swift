import TrackerCore
import TrackerReport
import TrackerStore
import TrackerTime

/// Time in zones as text, JSON and CSV: one activity's table with a bar per zone (`show`), and
/// the weekly table of `tracker zones`.
enum ZoneTable {
    // MARK: - Zone ranges

    /// Each zone's range in the unit people read: `111-129 bpm`, `138-187 W`, `5:03-5:42 /km`.
    static func ranges(_ scheme: ZoneScheme, _ formatter: DisplayFormatter) -> [String] {
        let zones = scheme.zones
        return zones.indices.map { index in
            let low = zones[index].lowerBound
            let high = index + 1 < zones.count ? zones[index + 1].lowerBound : nil
            switch scheme.kind {
            case .heartRate, .power:
                let unit = scheme.kind == .power ? "W" : "bpm"
                let from = Int(low.rounded(.up)), to = high.map { Int($0.rounded(.up)) - 1 }
                if index == 0, let to { return "up to \(to) \(unit)" }
                guard let to else { return "\(from) \(unit) and up" }
                return "\(from)-\(to) \(unit)"
            case .pace:
                func pace(_ speed: Double) -> String { formatter.pace(distance: speed * 1000, duration: 1000, type: .run) }
                if index == 0, let high { return "slower than \(pace(high))" }
                guard let high else { return "\(pace(low)) and faster" }
                return "\(pace(low).split(separator: " ").first ?? "")-\(pace(high))"
            }
        }
    }

    /// `Heart-rate zones`, with `(estimated)` when a threshold was.
    static func heading(_ scheme: ZoneScheme) -> String {
        let name: String
        switch scheme.kind {
        case .heartRate: name = "Heart-rate zones"
        case .power: name = "Power zones"
        case .pace: name = "Pace zones"
        }
        return name + (scheme.isEstimated ? " (estimated)" : "")
    }

    static func title(_ scheme: ZoneScheme, thresholds: Thresholds) -> String {
        let estimated = scheme.isEstimated ? " (estimated)" : ""
        switch scheme.kind {
        case .heartRate: return "Heart-rate zones (\(thresholds.heartRateZoneModel.rawValue))\(estimated)"
        case .power: return "Power zones (Coggan, FTP \(Int((thresholds.functionalThresholdPower?.value ?? 0).rounded())) W)\(estimated)"
        case .pace: return "Pace zones (threshold pace)\(estimated)"
        }
    }

    // MARK: - One activity

    /// The zone table of one activity: zone, name, range, time, share and a bar.
    static func activityTable(_ time: TimeInZones, _ formatter: DisplayFormatter, barWidth: Int = 20) -> TextTable {
        var table = TextTable([("ZONE", .left), ("", .left), ("RANGE", .left), ("TIME", .right), ("%", .right), ("", .left)])
        let ranges = ranges(time.scheme, formatter)
        let longest = time.seconds.max() ?? 0
        for (index, zone) in time.scheme.zones.enumerated() {
            let seconds = time.seconds[index]
            table.append([
                zone.label, zone.name, ranges[index], formatter.clockDuration(seconds),
                String(Int((time.fractions[index] * 100).rounded())), TextBar.bar(seconds, maximum: longest, width: barWidth),
            ])
        }
        return table
    }

    /// One activity's time in zones for `show --json`.
    static func activityJSON(_ time: TimeInZones, _ formatter: DisplayFormatter) -> JSONValue {
        .object([
            ("kind", .string(time.scheme.kind.rawValue)),
            ("estimated", .bool(time.scheme.isEstimated)),
            ("total_s", .number(time.totalSeconds)),
            ("zones", zonesJSON(time.scheme, seconds: time.seconds)),
        ])
    }

    static func zonesJSON(_ scheme: ZoneScheme, seconds: [Double]? = nil) -> JSONValue {
        .array(scheme.zones.enumerated().map { index, zone in
            var fields: [(String, JSONValue)] = [
                ("zone", .string(zone.label)), ("name", .string(zone.name)), ("band", .integer(Int64(zone.band))),
                ("from", .number(rounded(zone.lowerBound))),
                ("to", index + 1 < scheme.zones.count ? .number(rounded(scheme.zones[index + 1].lowerBound)) : .null),
            ]
            if let seconds { fields.append(("seconds", .number(seconds[index]))) }
            return .object(fields)
        })
    }

    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    // MARK: - Weeks

    static func weekLabel(_ weekly: WeeklyZones, _ index: Int) -> String {
        let days = weekly.windows.labelDays(index)
        return DisplayFormatter.dayRange(first: days.lowerBound, last: days.upperBound)
    }

    static func indexText(_ value: Double?) -> String {
        value.map { String(printf: "%.2f", $0) } ?? "-"
    }

    /// The weekly table, newest week last, then the zones' ranges.
    static func weeklyText(_ weekly: WeeklyZones, thresholds: Thresholds, formatter: DisplayFormatter, width: Int) -> String {
        let scheme = weekly.scheme
        var columns: [(String, TextTable.Alignment)] = [("WEEK", .left)]
        columns += scheme.zones.map { ($0.label, .right) }
        columns += [("TOTAL", .right), ("PI", .right)]
        var table = TextTable(columns)
        for (index, week) in weekly.weeks.enumerated() {
            var row = [weekLabel(weekly, index)]
            row += week.seconds.map { $0 > 0 ? formatter.totalDuration($0) : "-" }
            row += [week.totalSeconds > 0 ? formatter.totalDuration(week.totalSeconds) : "-", indexText(week.polarizationIndex)]
            table.append(row)
        }
        let ranges = ranges(scheme, formatter)
        var lines = [table.render(width: width)]
        lines.append(title(scheme, thresholds: thresholds) + ":")
        for (index, zone) in scheme.zones.enumerated() {
            lines.append("  \(zone.label) \(zone.name): \(ranges[index])")
        }
        lines.append("  " + TerminalText.wrap(
            "PI: polarization index of zones 1-2, 3-4 and 5 up (Treff et al. 2019); above 2.00 is polarized.",
            width: width, firstIndent: 2, indent: 4))
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ weekly: WeeklyZones, thresholds: Thresholds) -> JSONValue {
        var fields: [(String, JSONValue)] = [("kind", .string(weekly.scheme.kind.rawValue))]
        if weekly.scheme.kind == .heartRate { fields.append(("model", .string(thresholds.heartRateZoneModel.rawValue))) }
        fields += [
            ("estimated", .bool(weekly.scheme.isEstimated)),
            ("zones", zonesJSON(weekly.scheme)),
            ("weeks", .array(weekly.weeks.enumerated().map { index, week in
                let days = weekly.windows.labelDays(index)
                return .object([
                    ("first_day", .string(days.lowerBound.iso)), ("last_day", .string(days.upperBound.iso)),
                    ("seconds", .array(week.seconds.map(JSONValue.number))),
                    ("total_s", .number(week.totalSeconds)),
                    ("bands_s", .array(week.bandSeconds.map(JSONValue.number))),
                    ("polarization_index", week.polarizationIndex.map { .number(rounded($0)) } ?? .null),
                ])
            })),
        ]
        return .object(fields)
    }

    static func csv(_ weekly: WeeklyZones) -> String {
        let header = ["first_day", "last_day"] + weekly.scheme.zones.map { "\($0.label.lowercased())_s" } + ["total_s", "polarization_index"]
        return CSVWriter.line(header) + weekly.weeks.enumerated().map { index, week in
            let days = weekly.windows.labelDays(index)
            return CSVWriter.line([days.lowerBound.iso, days.upperBound.iso] + week.seconds.map(JSONValue.format)
                + [JSONValue.format(week.totalSeconds), week.polarizationIndex.map { JSONValue.format(rounded($0)) } ?? ""])
        }.joined()
    }
}

// MARK: - The report

extension ZoneTable {
    /// The report's weekly time in zones over `report`'s windows and type filters: heart-rate zones
    /// when the thresholds give them, else power, else pace; `nil` when none has recorded time.
    /// - Throws: `DatabaseError`.
    static func reportWeeks(_ report: WeeklyReport, database: Database, formatter: DisplayFormatter) throws -> ZoneWeeks? {
        let thresholds = try SettingsStore(database: database).thresholds()
        let windows = report.windows
        let store = ZoneHistogramStore(database: database)
        for kind in ZoneKind.allCases {
            guard let scheme = try? ZoneScheme.of(kind, thresholds) else { continue }
            let histograms = try store.histograms(kind: kind, from: windows.start(0), until: windows.countedEnd(windows.count - 1))
            let weekly = WeeklyZones(windows: windows, scheme: scheme, filters: report.options.typeFilters, histograms: histograms)
            guard weekly.activityCount > 0 else { continue }
            let ranges = ranges(scheme, formatter)
            return ZoneWeeks(
                title: title(scheme, thresholds: thresholds),
                zones: scheme.zones.enumerated().map { ZoneWeeks.Zone(label: $0.element.label, name: $0.element.name, range: ranges[$0.offset]) },
                weeks: weekly.weeks.enumerated().map { index, week in
                    ZoneWeeks.Week(
                        label: report.label(index), seconds: week.seconds,
                        total: week.totalSeconds > 0 ? formatter.totalDuration(week.totalSeconds) : "-",
                        polarizationIndex: indexText(week.polarizationIndex))
                })
        }
        return nil
    }
}
