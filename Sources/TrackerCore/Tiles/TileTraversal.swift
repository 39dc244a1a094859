/// The tiles a straight segment crosses, in tile units: the grid traversal of Amanatides and Woo
/// ("A fast voxel traversal algorithm", 1987), which steps from tile to tile across whichever side
/// the segment meets first. A segment through a tile's exact corner steps diagonally: it touches
/// the two tiles beside that corner only in a point.
public enum TileTraversal {
    /// Calls `visit` with every tile from the one holding `start` to the one holding `end`, in order.
    public static func tiles(from start: (x: Double, y: Double), to end: (x: Double, y: Double), visit: (Tile) -> Void) {
        var x = Int(start.x.rounded(.down))
        var y = Int(start.y.rounded(.down))
        let endX = Int(end.x.rounded(.down))
        let endY = Int(end.y.rounded(.down))
        visit(Tile(x: x, y: y))
        guard x != endX || y != endY else { return }
        let dx = end.x - start.x
        let dy = end.y - start.y
        let stepX = dx > 0 ? 1 : -1
        let stepY = dy > 0 ? 1 : -1
        // The fraction of the segment at which it meets the next vertical and horizontal tile side.
        var nextX = dx == 0 ? Double.infinity : (dx > 0 ? Double(x + 1) - start.x : start.x - Double(x)) / abs(dx)
        var nextY = dy == 0 ? Double.infinity : (dy > 0 ? Double(y + 1) - start.y : start.y - Double(y)) / abs(dy)
        let deltaX = dx == 0 ? Double.infinity : 1 / abs(dx)
        let deltaY = dy == 0 ? Double.infinity : 1 / abs(dy)
        // Rounding can never make the walk longer than the tiles between its ends.
        var steps = abs(endX - x) + abs(endY - y)
        while steps > 0, x != endX || y != endY {
            if nextX < nextY {
                x += stepX
                nextX += deltaX
                steps -= 1
            } else if nextY < nextX {
                y += stepY
                nextY += deltaY
                steps -= 1
            } else {
                x += stepX
                y += stepY
                nextX += deltaX
                nextY += deltaY
                steps -= 2
            }
            visit(Tile(x: x, y: y))
        }
        if x != endX || y != endY { visit(Tile(x: endX, y: endY)) }
    }
}
