/// One family's share of a period's totals: a line of the per-sport breakdown.
public struct FamilyTotals: Equatable, Sendable {
    public var family: ActivityFamily
    public var activities: Int
    /// Meters.
    public var distance: Double
    /// Seconds.
    public var duration: Double
    /// Meters of elevation gain.
    public var elevation: Double

    public init(family: ActivityFamily, activities: Int = 0, distance: Double = 0, duration: Double = 0, elevation: Double = 0) {
        self.family = family
        self.activities = activities
        self.distance = distance
        self.duration = duration
        self.elevation = elevation
    }

    public func value(of metric: WeekMetric) -> Double {
        switch metric {
        case .distance: return distance
        case .duration: return duration
        case .elevation: return elevation
        }
    }

    /// Where `family` comes in a breakdown: `ActivityFamily.allCases` order, `other` last.
    public static func order(_ family: ActivityFamily) -> Int {
        ActivityFamily.allCases.firstIndex(of: family) ?? ActivityFamily.allCases.count
    }

    /// Adds `line` to the line of its family in `lines`, kept in `order`.
    public static func add(_ line: FamilyTotals, to lines: inout [FamilyTotals]) {
        let index: Int
        if let found = lines.firstIndex(where: { $0.family == line.family }) {
            index = found
        } else {
            index = lines.firstIndex { order($0.family) > order(line.family) } ?? lines.count
            lines.insert(FamilyTotals(family: line.family), at: index)
        }
        lines[index].activities += line.activities
        lines[index].distance += line.distance
        lines[index].duration += line.duration
        lines[index].elevation += line.elevation
    }

    /// The lines of `weeks` added together, in `order`.
    public static func combined(_ weeks: [WeekTotals]) -> [FamilyTotals] {
        var lines: [FamilyTotals] = []
        for week in weeks {
            for line in week.families { add(line, to: &lines) }
        }
        return lines
    }
}
