import TrackerCore

/// `tracker show`: one activity on a terminal, or as JSON in SI units.
///
/// Pure: the activity, where it came from, its stream (if it has one) and its best efforts go in,
/// text comes out, so the page is tested without a database.
struct ActivityPage {
    var activity: Activity
    /// The reader that imported it (`gpx`, `strava`...), `nil` for one typed in.
    var source: String?
    /// The file's name, Strava's activity id or the exporting database's id.
    var sourceID: String?
    var stream: ActivityStream?
    var bestEfforts: [BestEffort]
    /// The name of the gear it was done with, or `nil`.
    var gear: String? = nil
    /// The map tiles its track passes through and those it visited first of all activities, per zoom.
    var tiles: [(zoom: TileZoom, passed: Int, new: Int)] = []
    /// The route it is on, when that route was done more than once, and where it ranks there.
    var route: RouteRank? = nil
    /// Time in each kind of zone whose thresholds are known and whose column the stream has.
    var zones: [TimeInZones] = []
    /// Normalized power, intensity factor and TSS, when the stream has power and FTP is known.
    var powerLoad: PowerLoad?
    /// The activity's stored power curve, when it recorded power.
    var powerCurve: MeanMaxCurve? = nil

    /// A repeated route's name, its id, and one effort's place among its efforts by moving time.
    struct RouteRank {
        var id: Int64
        var name: String
        var rank: Int
        var efforts: Int

        /// `nil` for a route done once, or when `activity` is not one of its efforts.
        init?(_ route: RepeatedRoute, activity: Int64) {
            guard route.efforts.count > 1, let rank = route.rank(of: activity) else { return nil }
            self.init(id: route.id, name: route.name, rank: rank, efforts: route.efforts.count)
        }

        init(id: Int64, name: String, rank: Int, efforts: Int) {
            self.id = id
            self.name = name
            self.rank = rank
            self.efforts = efforts
        }

        /// `Park loop, 3rd of 12 efforts`.
        var text: String { "\(name), \(rank.ordinal) of \(efforts.counted("effort"))" }
    }

    /// Blocks in the elevation sparkline.
    static let sparklineWidth = 48

    // MARK: - Text

    /// The page in `formatter`'s units, splits per kilometre or per mile to match, the profile
    /// shortened to fit `width` columns.
    func text(_ formatter: DisplayFormatter, width: Int = 80) -> String {
        let figures = ActivityFigures(activity: activity, stream: stream, splitLength: splitLength(formatter))
        let type = activity.type
        var lines: [String] = []
        var heading = "\(type.displayName) #\(activity.id ?? 0)"
        if let name = activity.name, !name.isEmpty { heading += "  " + TerminalText.escape(name) }
        lines.append(heading)
        lines.append("\(formatter.dateTime(activity.start)) (UTC\(DisplayFormatter.utcOffset(activity.start.utcOffset)))  \(originText)")
        lines.append("")

        // A strength session without distance shows its time alone.
        let measured = type.showsDistance(figures.distance)
        var rows: [(String, String)] = measured ? [("Distance", formatter.distance(figures.distance, family: activity.type.family))] : []
        rows.append(("Moving time", formatter.clockDuration(figures.movingTime)))
        if let elapsed = figures.elapsedTime { rows.append(("Elapsed time", formatter.clockDuration(elapsed))) }
        if let speed = figures.averageSpeed {
            var text = formatter.pace(speed: speed, type: type)
            if let best = figures.bestSpeed {
                text += "  (best \(formatter.pace(speed: best, type: type)) over \(stretchName(figures.bestStretch, formatter)))"
            }
            rows.append((type.showsPace || type.family == .swim ? "Pace" : "Speed", text))
        }
        var elevation = formatter.elevation(figures.climb)
        if let descent = figures.descent { elevation += " / " + formatter.elevationChange(-descent) }
        // A swim with no climbing has no climb to show.
        if !((type.family == .swim || !measured) && figures.climb == 0 && figures.descent == nil) { rows.append(("Climb", elevation)) }
        if let range = figures.elevationRange {
            rows.append(("Elevation", "\(formatter.altitude(range.lowerBound)) to \(formatter.altitude(range.upperBound))"))
        }
        if let average = figures.averageHeartRate, let max = figures.maxHeartRate {
            rows.append(("Heart rate", "\(formatter.heartRate(average)) average, \(formatter.heartRate(max)) max"))
        }
        if let cadence = figures.averageCadence { rows.append(("Cadence", "\(formatter.cadence(cadence, type: type)) average")) }
        if let average = figures.averagePower, let max = figures.maxPower {
            rows.append(("Power", "\(formatter.power(average)) average, \(formatter.power(max)) max"))
        }
        if let gear { rows.append(("Gear", TerminalText.escape(gear))) }
        if let explorer = tiles.first, explorer.passed > 0 {
            let rest = tiles.dropFirst().map { "+\($0.new) of \($0.passed) at zoom \($0.zoom.level)" }
            rows.append(("Tiles", (["+\(explorer.new.counted("new tile")) of \(explorer.passed)"] + rest).joined(separator: ", ")))
        }
        if let route { rows.append(("Route", TerminalText.escape(route.text))) }
        if let powerLoad {
            rows.append(("Normalized", formatter.power(powerLoad.normalizedPower.watts)
                + String(printf: ", IF %.2f, TSS %.0f", powerLoad.intensityFactor, powerLoad.score)
                + (powerLoad.functionalThresholdPower.isEstimated ? " (estimated FTP)" : "")))
        }
        if let load = activity.load {
            let how = load.method == .estimate
                ? ", estimated from time and type"
                : " from \(load.method.displayName)" + (load.isEstimated ? " (estimated thresholds)" : "")
            rows.append(("Load", "\(Int(load.value.rounded()))\(how)"))
        }
        let labelWidth = (rows.map(\.0.count).max() ?? 0) + 2
        for (label, value) in rows {
            lines.append(label + String(repeating: " ", count: labelWidth - label.count) + value)
        }
        if let profile = elevationSparkline(width: min(Self.sparklineWidth, width - labelWidth)) {
            lines.append("Profile" + String(repeating: " ", count: labelWidth - 7) + profile)
        }
        guard figures.hasSamples else {
            lines.append("")
            lines.append("No recorded samples, so no splits, laps or best efforts.")
            return lines.joined(separator: "\n") + "\n"
        }
        var text = lines.joined(separator: "\n") + "\n"
        if !figures.splits.isEmpty { text += "\nSPLITS\n" + splitTable(figures, formatter).render() }
        if !figures.laps.isEmpty { text += "\nLAPS\n" + lapTable(figures.laps, formatter).render() }
        if !bestEfforts.isEmpty { text += "\nBEST EFFORTS\n" + effortTable(formatter).render() }
        if !powerCurvePoints.isEmpty { text += "\nPOWER CURVE\n" + powerCurveTable().render() }
        for time in zones where time.totalSeconds > 0 {
            text += "\n" + ZoneTable.heading(time.scheme).uppercased() + "\n" + ZoneTable.activityTable(time, formatter).render(width: width)
        }
        return text
    }

    /// The power curve at the durations people quote that the activity lasted.
    var powerCurvePoints: [CurvePoint] {
        CurveDurations.quoted.compactMap { duration in powerCurve?.value(at: duration).map { CurvePoint(duration: duration, value: $0) } }
    }

    func powerCurveTable() -> TextTable {
        var table = TextTable([("TIME", .right), ("POWER", .right)])
        for point in powerCurvePoints { table.append([CurveTable.label(point.duration), String(printf: "%.0f W", point.value)]) }
        return table
    }

    /// Where the activity came from: `typed in`, `from morning.gpx (GPX)`, `from Strava (activity 123)`.
    var originText: String {
        guard let source else { return "typed in" }
        let detail = sourceID.map { TerminalText.escape($0) }
        switch source {
        case "strava": return "from Strava" + (detail.map { " (activity \($0))" } ?? "")
        case "csv", "json": return "from a tracker \(source.uppercased()) export" + (detail.map { " (#\($0) there)" } ?? "")
        default: return "from " + (detail.map { "\($0) (\(source.uppercased()))" } ?? "a \(source.uppercased()) file")
        }
    }

    /// The elevation along the distance (or the time, without distance), as block characters.
    func elevationSparkline(width: Int = ActivityPage.sparklineWidth) -> String? {
        guard let stream, let elevation = stream.elevation, width > 0 else { return nil }
        let line = Sparkline.line(elevation, at: stream.cumulativeDistance ?? stream.time, width: width)
        return line.isEmpty ? nil : line
    }

    func stretchName(_ metres: Double, _ formatter: DisplayFormatter) -> String {
        metres >= 1_000 ? "\(Int(metres / 1_000)) km" : "\(Int(metres)) m"
    }

    /// Splits per kilometre or mile; a swim's per 100 metres or yards, as swimmers count.
    func splitLength(_ formatter: DisplayFormatter) -> Double {
        activity.type.family == .swim ? 100 * formatter.units.metersPerShortDistanceUnit : formatter.units.metersPerDistanceUnit
    }

    /// PACE where the column is a pace (per km, per 100 m), SPEED where it is km/h.
    var paceHeader: String { activity.type.showsPace || activity.type.family == .swim ? "PACE" : "SPEED" }

    func splitTable(_ figures: ActivityFigures, _ formatter: DisplayFormatter) -> TextTable {
        let swim = activity.type.family == .swim
        var table = TextTable([
            ((swim ? formatter.units.shortDistanceSymbol : formatter.units.distanceSymbol).uppercased(), .right), ("TIME", .right), (paceHeader, .right), ("ELEV", .right), ("HR", .right),
        ])
        for split in figures.splits {
            // A swim's splits are named by the distance swum at their end (100, 200 ... 2606 m).
            let label = swim
                ? "\(Int(((Double(split.number - 1) * figures.splitLength + split.distance) / formatter.units.metersPerShortDistanceUnit).rounded()))"
                : split.isPartial(of: figures.splitLength) ? formatter.distanceNumber(split.distance) : "\(split.number)"
            table.append([
                label, formatter.clockDuration(split.movingTime),
                formatter.pace(distance: split.distance, duration: split.movingTime, type: activity.type),
                split.elevationChange.map(formatter.elevationChange) ?? "",
                split.averageHeartRate.map { "\(Int($0.rounded()))" } ?? "",
            ])
        }
        return table
    }

    func lapTable(_ laps: [Lap], _ formatter: DisplayFormatter) -> TextTable {
        var table = TextTable([
            ("LAP", .right), ("DISTANCE", .right), ("TIME", .right), (paceHeader, .right), ("HR", .right), ("POWER", .right),
        ])
        for (index, lap) in laps.enumerated() {
            table.append([
                "\(index + 1)", formatter.distance(lap.distance, family: activity.type.family), formatter.clockDuration(lap.duration),
                formatter.pace(distance: lap.distance, duration: lap.duration, type: activity.type),
                lap.averageHeartRate.map { "\(Int($0.rounded()))" } ?? "",
                lap.averagePower.map(formatter.power) ?? "",
            ])
        }
        return table
    }

    func effortTable(_ formatter: DisplayFormatter) -> TextTable {
        var table = TextTable([("EFFORT", .left), ("TIME", .right), (paceHeader, .right), ("POWER", .right), ("FROM", .right)])
        let distance = stream?.cumulativeDistance
        for effort in bestEfforts {
            var from = ""
            if let distance, let stream {
                from = formatter.distance(
                    ActivityStream.value(of: distance, over: stream.time, at: effort.startOffset) - (distance.first ?? 0), family: activity.type.family)
            }
            table.append([
                effort.target.name, formatter.clockDuration(effort.elapsedTime),
                effort.averagePower == nil ? formatter.pace(distance: effort.distance, duration: effort.elapsedTime, type: activity.type) : "",
                effort.averagePower.map(formatter.power) ?? "", from,
            ])
        }
        return table
    }

    // MARK: - JSON

    /// The activity's record (as `list --json`) with the figures, splits per kilometre, laps and
    /// best efforts, all in SI units whatever the display units.
    var json: JSONValue {
        let figures = ActivityFigures(activity: activity, stream: stream, splitLength: 1_000)
        let record = activity.json(gear: gear)
        guard case .object(var fields) = record else { return record }
        func number(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }
        fields += [
            ("source", .optional(source)),
            ("source_id", .optional(sourceID)),
            ("has_samples", .bool(figures.hasSamples)),
            ("tiles", .array(tiles.map { .object([("zoom", .integer(Int64($0.zoom.level))), ("passed", .integer(Int64($0.passed))), ("new", .integer(Int64($0.new)))]) })),
            ("route", route.map { .object([("id", .integer($0.id)), ("name", .string($0.name)), ("rank", .integer(Int64($0.rank))), ("efforts", .integer(Int64($0.efforts)))]) } ?? .null),
            ("moving_s", .number(figures.movingTime)),
            ("elapsed_s", number(figures.elapsedTime)),
            ("average_speed_m_s", number(figures.averageSpeed)),
            ("best_speed_m_s", number(figures.bestSpeed)),
            ("best_speed_over_m", .number(figures.bestStretch)),
            ("descent_m", number(figures.descent)),
            ("elevation_min_m", number(figures.elevationRange?.lowerBound)),
            ("elevation_max_m", number(figures.elevationRange?.upperBound)),
            ("heart_rate_average_bpm", number(figures.averageHeartRate)),
            ("heart_rate_max_bpm", number(figures.maxHeartRate)),
            ("cadence_average_per_min", number(figures.averageCadence)),
            ("power_average_w", number(figures.averagePower)),
            ("power_max_w", number(figures.maxPower)),
            ("normalized_power_w", number(powerLoad?.normalizedPower.watts)),
            ("intensity_factor", number(powerLoad?.intensityFactor)),
            ("training_stress_score", number(powerLoad?.score)),
            ("zones", .array(zones.map { ZoneTable.activityJSON($0, DisplayFormatter(units: .metric)) })),
            ("splits", .array(figures.splits.map { split in
                .object([
                    ("number", .integer(Int64(split.number))), ("start_offset_s", .number(split.startOffset)),
                    ("distance_m", .number(split.distance)), ("elapsed_s", .number(split.elapsedTime)),
                    ("moving_s", .number(split.movingTime)),
                    ("elevation_change_m", number(split.elevationChange)), ("heart_rate_average_bpm", number(split.averageHeartRate)),
                ])
            })),
            ("laps", .array(figures.laps.map { lap in
                .object([
                    ("start_offset_s", .number(lap.startOffset)), ("distance_m", .number(lap.distance)),
                    ("elapsed_s", .number(lap.duration)), ("heart_rate_average_bpm", number(lap.averageHeartRate)),
                    ("heart_rate_max_bpm", number(lap.maxHeartRate)), ("cadence_average_per_min", number(lap.averageCadence)),
                    ("power_average_w", number(lap.averagePower)),
                ])
            })),
            ("best_efforts", .array(bestEfforts.map { effort in
                .object([
                    ("effort", .string(effort.target.name)), ("start_offset_s", .number(effort.startOffset)),
                    ("elapsed_s", .number(effort.elapsedTime)), ("distance_m", .number(effort.distance)),
                    ("power_average_w", number(effort.averagePower)),
                ])
            })),
            ("power_curve", .array(powerCurvePoints.map { point in
                .object([("duration_s", .integer(Int64(point.duration))), ("power_w", .number(point.value))])
            })),
        ]
        return .object(fields)
    }
}
