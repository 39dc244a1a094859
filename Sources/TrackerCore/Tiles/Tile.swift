/// One Web-Mercator tile of a zoom (the zoom is the set's, not the tile's): x grows east from
/// the antimeridian, y grows south from 85.0511° N.
public struct Tile: Hashable, Comparable, Sendable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// Row by row from the north-west: the order tables, exports and tests list tiles in.
    public static func < (lhs: Tile, rhs: Tile) -> Bool {
        lhs.y != rhs.y ? lhs.y < rhs.y : lhs.x < rhs.x
    }

    /// The four tiles sharing a side with this one.
    public var neighbours: [Tile] {
        [Tile(x: x, y: y - 1), Tile(x: x + 1, y: y), Tile(x: x, y: y + 1), Tile(x: x - 1, y: y)]
    }

    /// One integer holding both coordinates (each below 2^31), for sets that hash fast.
    var key: Int { x << 32 | y }

    init(key: Int) {
        self.init(x: key >> 32, y: key & 0xFFFF_FFFF)
    }
}
