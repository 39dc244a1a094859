/// The largest square of visited tiles: `size` tiles a side from its north-west `corner`.
public struct TileSquare: Equatable, Sendable {
    public var size: Int
    public var corner: Tile

    public init(size: Int, corner: Tile) {
        self.size = size
        self.corner = corner
    }

    /// Whether `tile` lies inside it.
    public func contains(_ tile: Tile) -> Bool {
        tile.x >= corner.x && tile.x < corner.x + size && tile.y >= corner.y && tile.y < corner.y + size
    }
}
