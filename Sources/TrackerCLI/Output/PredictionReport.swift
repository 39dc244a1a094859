import TrackerCore
import TrackerTime

/// `tracker predict`'s output: a table of races by method, then what each method started from.
struct PredictionReport {
    var period: CurvePeriod
    /// `nil` when the period has no effort to start from.
    var predictions: RacePredictions?
    /// Metres of the longest run of the 12 weeks, zero without one.
    var longestRun: Double
    var source: PredictionSource?

    // MARK: - Text

    /// The line printed when there is nothing to start from (exit 0, as `fitness` does).
    func nothingToPredict(hasAny: Bool) -> String {
        guard hasAny else { return "no run best efforts yet" }
        if let source {
            return "no \(BestEffortTarget.distance(source.metres).name) best effort in this period (\(period.label))"
        }
        return "no run best efforts of 1 km or more in this period (\(period.label))"
    }

    func text(_ formatter: DisplayFormatter, width: Int) -> String {
        guard let predictions else { return nothingToPredict(hasAny: false) }
        var lines = ["Race predictions, \(period.label)", ""]
        let rendered = table(predictions, formatter).render(width: width)
        lines.append(rendered.hasSuffix("\n") ? String(rendered.dropLast()) : rendered)
        lines.append("")
        for note in notes(predictions, formatter) {
            // A race's name and time stay on one line: their spaces are held until after the wrap.
            lines.append(TerminalText.wrap(note, width: width, indent: 2).replacing(Self.held, with: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func header(_ method: RacePredictions.Method, _ predictions: RacePredictions) -> String {
        switch method {
        case .riegel: return String(printf: "Riegel %.2f", Riegel.exponent)
        case .personalRiegel:
            guard case .success(let own) = predictions.personal else { return "Own" }
            return String(printf: "Own %.3f", own.exponent)
        case .vdot: return String(printf: "VDOT %.1f", predictions.vdot)
        case .criticalSpeed: return "CS"
        }
    }

    private func table(_ predictions: RacePredictions, _ formatter: DisplayFormatter) -> TextTable {
        let methods = RacePredictions.Method.allCases
        var table = TextTable([("", .left)] + methods.map { (header($0, predictions), .right) })
        for race in RaceDistance.predicted {
            let label = race.name.prefix(1).uppercased() + race.name.dropFirst() + (race.metres > longestRun ? " *" : "")
            table.append([label] + methods.map { method in
                if let time = predictions.time(method, race) { return formatter.clockDuration(time) }
                // A fitted critical speed that gives no time for this race: past the hour it holds for.
                if method == .criticalSpeed, case .success = predictions.criticalSpeed { return "-" }
                return ""
            })
        }
        return table
    }

    /// A no-break space inside a note's `10 km in 45:12`, a space again once the note is wrapped.
    static let held = "\u{00A0}"

    /// `10 km in 45:12 (Sun 15 Nov 2026, activity 42)`.
    static func describe(_ effort: RaceEffort, _ formatter: DisplayFormatter) -> String {
        describeShort(effort, formatter).replacing(" ", with: held) + " " + source(effort)
    }

    /// `(Sun 15 Nov 2026, activity 42)`.
    static func source(_ effort: RaceEffort) -> String {
        "(\(DisplayFormatter.day(effort.start.localDay)), activity \(effort.activityID))"
    }

    /// Two efforts, their day and activity named once when they share them.
    static func describe(_ first: RaceEffort, and second: RaceEffort, _ formatter: DisplayFormatter) -> String {
        guard first.activityID == second.activityID else { return describe(first, formatter) + " and " + describe(second, formatter) }
        let short = [first, second].map { describeShort($0, formatter).replacing(" ", with: held) }
        return short[0] + " and " + short[1] + " " + source(first)
    }

    private func notes(_ predictions: RacePredictions, _ formatter: DisplayFormatter) -> [String] {
        let basis = predictions.basis
        let chosen = source == nil ? "the period's best by VDOT" : "the period's best over that distance"
        var notes = ["From \(Self.describe(basis, formatter)), \(chosen)."]
        notes.append(String(printf: "Riegel %.2f: T2 = T1 × (D2/D1)^%.2f.", Riegel.exponent, Riegel.exponent))
        switch predictions.personal {
        case .success(let own):
            notes.append(String(printf: "Own %.3f: your exponent from ", own.exponent) + Self.describe(own.shorter, and: own.longer, formatter) + ".")
        case .failure(let refusal):
            notes.append("Own exponent: " + Self.reason(refusal, formatter) + ".")
        }
        notes.append(String(printf: "VDOT %.1f: Daniels and Gilbert's, solved for each race.", predictions.vdot))
        switch predictions.criticalSpeed {
        case .success(let model):
            let pace = formatter.pace(distance: model.critical * 1_000, duration: 1_000, type: .run)
            var runs: [Int64] = []
            for effort in predictions.criticalEfforts where !runs.contains(effort.activityID) { runs.append(effort.activityID) }
            notes.append(String(printf: "CS: critical speed \(pace) and D′ %.0f m, fitted as 'tracker fitness' does on ", model.reserve)
                + "\(runs.count.counted("run")); it over-predicts races past 20 min and gives none past an hour.")
        case .failure(let refusal):
            notes.append("CS: critical speed " + FitnessReport.reason(refusal) + ".")
        }
        if RaceDistance.predicted.contains(where: { $0.metres > longestRun }) {
            notes.append(longestRun > 0
                ? "* longer than your longest run in 12 weeks (\(formatter.distance(longestRun)))"
                : "* longer than any run in 12 weeks: there was none")
        }
        return notes
    }

    /// Why no own exponent, as a sentence's end.
    static func reason(_ refusal: PersonalExponent.Refusal, _ formatter: DisplayFormatter) -> String {
        switch refusal {
        case .noOtherLength(let basis):
            let name = BestEffortTarget.distance(basis.distance).name
            return "not fitted: no best effort of the period is at least twice or at most half as long as the \(name)"
        case .implausible(let exponent, let shorter, let longer):
            return "not fitted: \(describeShort(shorter, formatter)) and \(describeShort(longer, formatter)) give "
                + String(printf: "%.3f, outside %.2f to %.2f", exponent, Riegel.plausibleExponents.lowerBound, Riegel.plausibleExponents.upperBound)
                + (exponent > Riegel.plausibleExponents.upperBound ? "; the longer was likely not run flat out" : "; the shorter was likely not run flat out")
        }
    }

    /// `10 km in 45:12`.
    static func describeShort(_ effort: RaceEffort, _ formatter: DisplayFormatter) -> String {
        "\(BestEffortTarget.distance(effort.distance).name) in \(formatter.clockDuration(effort.time))"
    }

    // MARK: - JSON

    static func json(_ effort: RaceEffort) -> JSONValue {
        .object([
            ("distance_m", .number(effort.distance)), ("time_s", .number(effort.time)),
            ("activity_id", .integer(effort.activityID)), ("start", .string(ISO8601.string(effort.start))),
        ])
    }

    /// SI units: metres, seconds, metres per second; empty lists when there is nothing to start from.
    var json: JSONValue {
        var methods: [JSONValue] = []
        if let predictions {
            let basis = Self.json(predictions.basis)
            methods.append(.object([("method", .string("riegel")), ("exponent", .number(Riegel.exponent)), ("efforts", .array([basis]))]))
            switch predictions.personal {
            case .success(let own):
                methods.append(.object([("method", .string("riegel_personal")), ("exponent", .number(own.exponent)),
                                        ("efforts", .array([Self.json(own.shorter), Self.json(own.longer)]))]))
            case .failure(let refusal):
                methods.append(.object([("method", .string("riegel_personal")), ("refused", .string(Self.reason(refusal, DisplayFormatter(units: .metric))))]))
            }
            methods.append(.object([("method", .string("vdot")), ("vdot", .number(predictions.vdot)), ("efforts", .array([basis]))]))
            switch predictions.criticalSpeed {
            case .success(let model):
                methods.append(.object([("method", .string("critical_speed")), ("cs_m_per_s", .number(model.critical)), ("d_prime_m", .number(model.reserve)),
                                        ("longest_predicted_s", .number(CriticalModel.longestPredictedRace)),
                                        ("efforts", .array(predictions.criticalEfforts.map(Self.json)))]))
            case .failure(let refusal):
                methods.append(.object([("method", .string("critical_speed")), ("refused", .string(FitnessReport.reason(refusal)))]))
            }
        }
        let rows: [JSONValue] = (predictions?.predictions ?? []).map { prediction in
            .object([
                ("race", .string(prediction.race.name)), ("distance_m", .number(prediction.race.metres)),
                ("method", .string(prediction.method.rawValue)), ("time_s", .number(prediction.time)),
                ("beyond_longest_run", .bool(prediction.beyondLongestRun)),
                ("efforts", .array(prediction.efforts.map(Self.json))),
            ])
        }
        return .object([
            ("period", CurveTable.bounds(period)),
            ("basis", predictions.map { Self.json($0.basis) } ?? .null),
            ("longest_run_12_weeks_m", .number(longestRun)),
            ("methods", .array(methods)),
            ("predictions", .array(rows)),
        ])
    }
}
