/// The tiles of one zoom that tracks have passed through, and what is measured on them: the
/// largest cluster and the largest fully visited square. Pure, so tests compare it with a brute
/// force on random sets.
public struct VisitedTiles: Sendable {
    private var keys: Set<Int>

    public init(_ tiles: some Sequence<Tile>) {
        keys = Set(tiles.lazy.map(\.key))
    }

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    public func contains(_ tile: Tile) -> Bool { keys.contains(tile.key) }

    public mutating func insert(_ tile: Tile) { keys.insert(tile.key) }

    /// Every tile, in `Tile` order.
    public var tiles: [Tile] { keys.map(Tile.init(key:)).sorted() }

    /// The largest cluster (ties: the one whose first tile comes first), or `nil` when no tile has
    /// its four neighbours visited.
    public func largestCluster() -> TileCluster? {
        var inner = Set<Int>()
        for key in keys {
            let tile = Tile(key: key)
            if tile.neighbours.allSatisfy({ keys.contains($0.key) }) { inner.insert(key) }
        }
        var best: [Tile] = []
        var seen = Set<Int>()
        for key in inner.sorted(by: { Tile(key: $0) < Tile(key: $1) }) where !seen.contains(key) {
            // Flood fill over the cluster tiles that share a side.
            var component: [Tile] = []
            var pending = [key]
            seen.insert(key)
            while let next = pending.popLast() {
                let tile = Tile(key: next)
                component.append(tile)
                for neighbour in tile.neighbours where inner.contains(neighbour.key) && !seen.contains(neighbour.key) {
                    seen.insert(neighbour.key)
                    pending.append(neighbour.key)
                }
            }
            if component.count > best.count { best = component }
        }
        return best.isEmpty ? nil : TileCluster(tiles: best.sorted())
    }

    /// The largest square of visited tiles (ties: the one whose corner comes first in `Tile`
    /// order), or `nil` when there is no tile.
    ///
    /// The classic dynamic programme over tiles in row order: the side of the square ending at a
    /// tile (its south-east corner) is one more than the smallest of those ending west, north and
    /// north-west of it.
    public func largestSquare() -> TileSquare? {
        var sides: [Int: Int] = [:]
        sides.reserveCapacity(keys.count)
        var best: TileSquare?
        for tile in tiles {
            let west = sides[Tile(x: tile.x - 1, y: tile.y).key] ?? 0
            let north = sides[Tile(x: tile.x, y: tile.y - 1).key] ?? 0
            let northWest = sides[Tile(x: tile.x - 1, y: tile.y - 1).key] ?? 0
            let side = 1 + min(west, north, northWest)
            sides[tile.key] = side
            let square = TileSquare(size: side, corner: Tile(x: tile.x - side + 1, y: tile.y - side + 1))
            if let current = best {
                if side > current.size || (side == current.size && square.corner < current.corner) { best = square }
            } else {
                best = square
            }
        }
        return best
    }
}
