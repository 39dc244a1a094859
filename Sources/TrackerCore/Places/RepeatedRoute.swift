/// One route and every effort on it (`RouteMatch` groups them): what `tracker routes` and `show` say.
public struct RepeatedRoute: Equatable, Sendable {
    /// The route's number: the id of its first activity.
    public var id: Int64
    public var family: ActivityFamily
    /// Oldest first.
    public var efforts: [RouteEffort]

    /// Efforts the trend averages: the latest few.
    public static let trendEfforts = 3

    /// A route of `efforts` (at least one), which it orders by start.
    public init(id: Int64, family: ActivityFamily, efforts: [RouteEffort]) {
        self.id = id
        self.family = family
        self.efforts = efforts.sorted { ($0.start.secondsSince1970, $0.activityID) < ($1.start.secondsSince1970, $1.activityID) }
    }

    /// The most common name among the efforts (the latest of the most common, for a tie), or
    /// `Route N` when none is named.
    public var name: String {
        var counts: [String: (count: Int, latest: Int)] = [:]
        for (index, effort) in efforts.enumerated() {
            guard let name = effort.name?.trimmingSpaces(), !name.isEmpty else { continue }
            counts[name, default: (0, 0)].count += 1
            counts[name]?.latest = index
        }
        return counts.max { ($0.value.count, $0.value.latest) < ($1.value.count, $1.value.latest) }?.key ?? "Route \(id)"
    }

    /// The efforts fastest first (`RouteEffort.ranks(before:)`).
    public var ranked: [RouteEffort] { efforts.sorted { $0.ranks(before: $1) } }

    public var best: RouteEffort? { ranked.first }
    public var last: RouteEffort? { efforts.last }

    /// The place of activity `id` among the efforts, 1 for the fastest; `nil` when it is not one.
    public func rank(of id: Int64) -> Int? {
        ranked.firstIndex { $0.activityID == id }.map { $0 + 1 }
    }

    /// Metres: the median length of the efforts' tracks.
    public var length: Double {
        let lengths = efforts.map(\.trackLength).sorted()
        guard !lengths.isEmpty else { return 0 }
        let middle = lengths.count / 2
        return lengths.count % 2 == 1 ? lengths[middle] : (lengths[middle - 1] + lengths[middle]) / 2
    }

    /// The latest `trendEfforts` efforts' mean moving time over the best time, less one: 0.04 when
    /// they were 4% slower than the best on average, 0 when each was as fast as the best; `nil`
    /// with fewer than two efforts or a best of no time.
    public var trend: Double? {
        guard efforts.count > 1, let best = best?.movingTime, best > 0 else { return nil }
        let latest = efforts.suffix(Self.trendEfforts)
        return latest.map(\.movingTime).reduce(0, +) / Double(latest.count) / best - 1
    }
}
