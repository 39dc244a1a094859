/// How visited tiles grew, one year at a time: the tiles first visited in the year, and the total,
/// the largest cluster and the largest square at its end.
public struct TileGrowth: Equatable, Sendable {
    public var year: Int
    public var new: Int
    public var total: Int
    public var cluster: Int
    public var square: Int

    public init(year: Int, new: Int, total: Int, cluster: Int, square: Int) {
        self.year = year
        self.new = new
        self.total = total
        self.cluster = cluster
        self.square = square
    }

    /// One entry per year from the first visit's to the last's, years without a new tile included,
    /// from each tile and the (local) year it was first visited.
    public static func byYear(_ visits: [(tile: Tile, year: Int)]) -> [TileGrowth] {
        let byYear = Dictionary(grouping: visits, by: \.year)
        guard let first = byYear.keys.min(), let last = byYear.keys.max() else { return [] }
        var visited = VisitedTiles([])
        var growth: [TileGrowth] = []
        for year in first...last {
            let added = byYear[year] ?? []
            for visit in added { visited.insert(visit.tile) }
            if added.isEmpty, let previous = growth.last {
                growth.append(TileGrowth(year: year, new: 0, total: previous.total, cluster: previous.cluster, square: previous.square))
                continue
            }
            growth.append(TileGrowth(
                year: year, new: added.count, total: visited.count,
                cluster: visited.largestCluster()?.size ?? 0, square: visited.largestSquare()?.size ?? 0))
        }
        return growth
    }
}
