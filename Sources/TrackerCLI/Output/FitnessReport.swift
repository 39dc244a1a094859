import TrackerCore
import TrackerTime

/// `tracker fitness`'s output: each model or why it was not fitted.
struct FitnessReport {
    var period: CurvePeriod
    var power: PeriodCurve
    var speed: PeriodCurve

    var powerModel: Result<CriticalModel, CriticalModel.Refusal> { CriticalModel.fit(power.values) }
    var speedModel: Result<CriticalModel, CriticalModel.Refusal> { CriticalModel.fit(speed.values) }

    /// Why a fit was refused, as a sentence's end.
    static func reason(_ refusal: CriticalModel.Refusal) -> String {
        switch refusal {
        case .tooFewEfforts(let count):
            return "not fitted: \(count) of the \(CriticalModel.fittedDurations.count) durations from 2 to 20 min have an effort, and 3 are needed"
        case .oneLength(let shortest, let longest):
            return "not fitted: the efforts are all of about one length (\(CurveTable.label(shortest)) to \(CurveTable.label(longest))); the longest must be at least twice the shortest"
        case .notPositive(let critical, let reserve):
            return String(printf: "not fitted: the line gives %.0f and %.0f, and both must be above zero; the longer efforts are not maximal", critical, reserve)
        }
    }

    /// `Tue 1 Sep 2026 to Sun 29 Nov 2026` and the activities: where the fitted points came from.
    static func sources(_ model: CriticalModel, in curve: PeriodCurve) -> (days: String, activities: [Int64]) {
        let points = model.durations.compactMap(curve.point)
        let days = points.map(\.start.localDay)
        var ids: [Int64] = []
        for point in points where !ids.contains(point.activityID) { ids.append(point.activityID) }
        guard let first = days.min(), let last = days.max() else { return ("", ids) }
        return (first == last ? DisplayFormatter.day(first) : DisplayFormatter.day(first) + " to " + DisplayFormatter.day(last), ids)
    }

    func text(_ formatter: DisplayFormatter) -> String {
        var lines = ["Fitness, \(period.label)"]
        switch powerModel {
        case .success(let model):
            let (days, ids) = Self.sources(model, in: power)
            lines.append(String(printf: "Critical power  %.0f W ± %.0f, W′ %.1f kJ ± %.1f, R² %.3f", model.critical, model.criticalError, model.reserve / 1_000, model.reserveError / 1_000, model.rSquared))
            lines.append("                from \(model.durations.count) durations of 2 to 20 min, \(ids.count.counted("ride")), \(days)")
        case .failure(let refusal):
            lines.append("Critical power  " + Self.reason(refusal))
        }
        if let ftp = CriticalModel.estimatedFTP(power.values), let twenty = power.point(at: 1_200) {
            lines.append(String(printf: "Estimated FTP   %.0f W: 95%% of the best 20 min, %.0f W (activity %lld, ", ftp, twenty.value, twenty.activityID)
                + DisplayFormatter.day(twenty.start.localDay) + ")")
        } else {
            lines.append("Estimated FTP   none: no ride of the period lasted 20 min with power")
        }
        switch speedModel {
        case .success(let model):
            let (days, ids) = Self.sources(model, in: speed)
            let pace = formatter.pace(distance: model.critical * 1_000, duration: 1_000, type: .run)
            lines.append(String(printf: "Critical speed  \(pace) (%.2f m/s ± %.2f), D′ %.0f m ± %.0f, R² %.3f", model.critical, model.criticalError, model.reserve, model.reserveError, model.rSquared))
            lines.append("                from \(model.durations.count) durations of 2 to 20 min, \(ids.count.counted("run")), \(days)")
        case .failure(let refusal):
            lines.append("Critical speed  " + Self.reason(refusal))
        }
        return lines.joined(separator: "\n")
    }

    static func json(_ result: Result<CriticalModel, CriticalModel.Refusal>, critical: String, reserve: String) -> JSONValue {
        switch result {
        case .success(let model):
            return .object([
                (critical, .number(model.critical)), (critical + "_error", .number(model.criticalError)),
                (reserve, .number(model.reserve)), (reserve + "_error", .number(model.reserveError)),
                ("r_squared", .number(model.rSquared)), ("durations_s", .array(model.durations.map { .integer(Int64($0)) })),
            ])
        case .failure(let refusal):
            return .object([("refused", .string(reason(refusal)))])
        }
    }

    /// SI units: watts, joules, metres per second, metres.
    var json: JSONValue {
        let twenty = power.point(at: 1_200)
        return .object([
            ("period", CurveTable.bounds(period)),
            ("critical_power", Self.json(powerModel, critical: "cp_w", reserve: "w_prime_j")),
            ("estimated_ftp", twenty.map { .object([
                ("ftp_w", .number($0.value * 0.95)), ("definition", .string("95% of the best 20-minute power")),
                ("activity_id", .integer($0.activityID)), ("start", .string(ISO8601.string($0.start))),
            ]) } ?? .null),
            ("critical_speed", Self.json(speedModel, critical: "cs_m_per_s", reserve: "d_prime_m")),
        ])
    }
}
