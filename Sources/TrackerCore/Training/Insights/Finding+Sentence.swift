#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The one plain sentence a finding earns: what was seen when it shows an effect, how many more
// days are needed when there are too few; nothing when the data show no clear effect.
extension Finding {
    /// The sentence for people, or `nil` when there is nothing to say.
    public var sentence: String? {
        if !hasEnoughData {
            return "Not enough data yet: about \(moreDaysNeeded) more \(moreDaysNeeded.plural("day with a mood is", "days with a mood are")) needed."
        }
        guard showsEffect, let estimate, let interval else { return nil }
        let lower = estimate < 0
        let percentValue = (interval.level * 1000).rounded() / 10
        let percent = percentValue == percentValue.rounded() ? String(Int(percentValue)) : String(percentValue)
        let range = "\(Self.decimal(interval.lower)) to \(Self.decimal(interval.upper))"
        switch subject {
        case .previousDayLoad:
            return "Your mood tends to be \(lower ? "lower" : "higher") the day after a heavier training load "
                + "(rank correlation \(Self.decimal(estimate)), \(percent)% interval \(range), \(count) days)."
        case .form:
            return "Your mood tends to be \(lower ? "better when you are more tired" : "better when you are fresher") "
                + "(rank correlation with form \(Self.decimal(estimate)), \(percent)% interval \(range), \(count) days)."
        case .trainingDays:
            return "Your mood is \(lower ? "lower" : "higher") on training days than on rest days, by "
                + "\(Self.decimal(abs(estimate))) of your usual spread (\(percent)% interval \(range), \(count) days)."
        case .weekday(let weekday):
            return "Your mood is \(lower ? "lower" : "higher") on \(Self.weekdayNames[(weekday - 1) % 7]) than on other days, by "
                + "\(Self.decimal(abs(estimate))) of your usual spread (\(percent)% interval \(range), \(count) days)."
        }
    }

    private static let weekdayNames = ["Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays", "Sundays"]

    private static func decimal(_ value: Double) -> String {
        String(printf: "%.2f", value).replacing("-0.00", with: "0.00")
    }
}
