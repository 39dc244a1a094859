/// The Eddington numbers of a history, in kilometres and in miles, of all activities together and
/// of each family (`ActivityFamily`) on its own: a day counts the sum of its activities (of the
/// family, for a family's number).
public struct EddingtonSummary: Equatable, Sendable {
    public struct Line: Equatable, Sendable {
        /// `nil` for every activity together.
        public var family: ActivityFamily?
        public var kilometres: EddingtonNumber
        public var miles: EddingtonNumber
    }

    public static let metresPerKilometre = 1_000.0
    public static let metresPerMile = 1_609.344

    public var overall: Line
    /// Families with any distance, in `ActivityFamily` order.
    public var families: [Line]

    /// From each local day's distance by type (metres; several rows may share a day).
    public init(days: [(day: Int, type: ActivityType, metres: Double)]) {
        func line(_ family: ActivityFamily?) -> Line {
            var sums: [Int: Double] = [:]
            for entry in days where family == nil || entry.type.family == family { sums[entry.day, default: 0] += entry.metres }
            let distances = Array(sums.values)
            return Line(
                family: family,
                kilometres: EddingtonNumber(dayDistances: distances, metresPerUnit: Self.metresPerKilometre),
                miles: EddingtonNumber(dayDistances: distances, metresPerUnit: Self.metresPerMile))
        }
        overall = line(nil)
        let present = Set(days.filter { $0.metres > 0 }.map(\.type.family))
        families = ActivityFamily.allCases.filter { present.contains($0) && $0.measuresDistance }.map(line)
    }
}
