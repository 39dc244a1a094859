#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerTime

// The table and the sentences of `tracker load`: each figure said once in words a runner uses.
extension LoadCommand {
    /// Laid out for `width` columns: the table's and the sentences' lines wrap under their start.
    static func text(_ series: [FitnessFatigueDay], inputs: TrainingOptions.Inputs, width: Int = Terminal.defaultColumns) -> String {
        guard let today = series.last else { return "" }
        let loads = inputs.loads
        guard loads.activityCount > 0 else {
            let leftOut = loads.estimatesLeftOut > 0
                ? " (\(loads.estimatesLeftOut) estimated \(loads.estimatesLeftOut.plural("load was", "loads were")) left out by --no-estimates)" : ""
            return "No training load up to \(DisplayFormatter.shortDay(today.day))\(leftOut). Record an activity with: tracker add --duration 45m --effort 6\n"
        }
        var table = TextTable([("DATE", .left), ("LOAD", .right), ("FITNESS", .right), ("FATIGUE", .right), ("FORM", .right), ("A:C", .right)])
        for day in series {
            table.append([
                DisplayFormatter.day(day.day), day.load > 0 ? whole(day.load) : "-", whole(day.fitness), whole(day.fatigue),
                signed(day.form), day.acuteChronicRatio.map { String(printf: "%.2f", $0) } ?? "",
            ])
        }
        var lines = [table.render(width: width)]
        lines.append("\(DisplayFormatter.shortDay(today.day)):")
        lines += sentences(today, model: inputs.model).map { "  " + TerminalText.wrap($0, width: width, firstIndent: 2, indent: 4) }
        lines.append("")
        lines.append(TerminalText.wrap(methodsSentence(loads, days: series[0].day...today.day, shownDays: series.count), width: width, indent: 2))
        return lines.joined(separator: "\n") + "\n"
    }

    /// One sentence for each of the day's figures.
    static func sentences(_ day: FitnessFatigueDay, model: FitnessFatigueModel) -> [String] {
        let fitnessDays = Int(model.fitnessDays.rounded()), fatigueDays = Int(model.fatigueDays.rounded())
        // Both are settings of 1 to 365 days: 1 reads as one day.
        func lastDays(_ days: Int) -> String { days.plural("the last day", "the last \(days) days") }
        var lines = [
            "Fitness \(whole(day.fitness)): your average daily load over about \(lastDays(fitnessDays)); "
                + "it grows slowly with steady training and fades slowly when you stop.",
            "Fatigue \(whole(day.fatigue)): your average daily load over about \(lastDays(fatigueDays)); "
                + "it jumps after hard days and drains within a few days of rest.",
            "Form \(signed(day.form)) (yesterday's fitness minus fatigue) is " + formMeaning(day),
        ]
        if let ratio = day.acuteChronicRatio {
            lines.append(String(printf: "Acute:chronic ratio %.2f: this week's load runs at %.2f times your longer-term average. ", ratio, ratio)
                + FitnessFatigueModel.acuteChronicCaveat)
        } else {
            lines.append("Acute:chronic ratio: not shown until \(fitnessDays.plural("a day", "\(fitnessDays) days")) after the first load, while fitness is still building.")
        }
        return lines
    }

    static func formMeaning(_ day: FitnessFatigueDay) -> String {
        let scale = max(day.fitness, 1)
        switch day.form / scale {
        case ..<(-0.3): return "well below zero: recent training is much heavier than usual, so expect to feel tired; rest soon."
        case ..<(-0.05): return "below zero: you are carrying recent training, as in a normal build."
        case ...0.05: return "near zero: training and recovery are in balance."
        default: return "above zero: you are rested, as before a race (stay there long and fitness fades)."
        }
    }

    /// Where the loads came from: how many activities, and how many of the days shown, rest on each
    /// method. All are on one scale, so the sentence says so rather than warning.
    static func methodsSentence(_ loads: DailyLoads, days: ClosedRange<LocalDay>? = nil, shownDays: Int = 0) -> String {
        let parts = LoadMethod.allCases.compactMap { method -> String? in
            guard let count = loads.countByMethod[method], count > 0 else { return nil }
            return "\(count) \(methodPhrase(method))"
        }
        var sentence = "Loads: " + parts.joined(separator: ", ") + "."
        if loads.estimatesLeftOut > 0 { sentence += " \(loads.estimatesLeftOut) estimated left out." }
        if let days {
            let counts = loads.dayCountByMethod(in: days)
            let onDays = LoadMethod.allCases.compactMap { method -> String? in
                guard let count = counts[method], count > 0 else { return nil }
                return "\(count) on \(method.displayName)"
            }.enumerated().map { $0.offset == 0 ? $0.element.replacing(" on ", with: " rest on ") : $0.element }
            if !onDays.isEmpty {
                sentence += " Of the \(shownDays.plural("day", "\(shownDays) days")) shown, " + onDays.joined(separator: ", ") + "."
            }
        }
        sentence += " One scale: 100 is an hour at threshold."
        return sentence
    }

    static func methodPhrase(_ method: LoadMethod) -> String {
        switch method {
        case .power: return "from power (TSS)"
        case .pace: return "from pace"
        case .heartRate: return "from heart rate"
        case .sessionEffort: return "from your effort"
        case .estimate: return "estimated from time and type (--no-estimates leaves them out)"
        }
    }

    static func whole(_ value: Double) -> String { String(Int(value.rounded())) }

    static func signed(_ value: Double) -> String {
        let number = Int(value.rounded())
        return number > 0 ? "+\(number)" : String(number)
    }
}
