/// A cluster: visited tiles whose four neighbours are all visited, joined when they share a side
/// (the explorer-tile definition of VeloViewer and Statshunters).
public struct TileCluster: Equatable, Sendable {
    /// Its tiles, in `Tile` order.
    public var tiles: [Tile]

    public init(tiles: [Tile]) {
        self.tiles = tiles
    }

    public var size: Int { tiles.count }

    /// The north-west and south-east tiles of the smallest rectangle holding it.
    public var bounds: (northWest: Tile, southEast: Tile) {
        let xs = tiles.map(\.x)
        let ys = tiles.map(\.y)
        return (Tile(x: xs.min() ?? 0, y: ys.min() ?? 0), Tile(x: xs.max() ?? 0, y: ys.max() ?? 0))
    }

    /// The mean of its tiles' centres, in tile units: where it is.
    public var centre: (x: Double, y: Double) {
        let count = Double(max(1, tiles.count))
        return (tiles.reduce(0.0) { $0 + Double($1.x) } / count + 0.5, tiles.reduce(0.0) { $0 + Double($1.y) } / count + 0.5)
    }
}
