extension ActivityStream {
    /// The tiles at `zoom` this stream's track passes through, in `Tile` order: each fix's tile, and
    /// every tile a straight line between two consecutive fixes crosses (`TileTraversal`).
    ///
    /// No line is drawn across a new recording segment (`segmentStarts`: where the device was paused,
    /// nobody knows the way taken), to or from a fix outside the Web-Mercator range (it has no tile),
    /// or across the antimeridian (the short way round is not a line in tile units).
    public func visitedTiles(zoom: TileZoom) -> [Tile] {
        guard let latitude, let longitude else { return [] }
        var keys = Set<Int>()
        var previous: (x: Double, y: Double)?
        var previousLongitude = 0.0
        var nextSegment = 0
        for index in 0..<count {
            var breaksLine = false
            if nextSegment < segmentStarts.count, segmentStarts[nextSegment] == index {
                breaksLine = true
                nextSegment += 1
            }
            guard let point = WebMercator.point(latitude: latitude[index], longitude: longitude[index], zoom: zoom) else {
                previous = nil
                continue
            }
            if let last = previous, !breaksLine, abs(longitude[index] - previousLongitude) <= 180 {
                // Most fixes at one a second stay in the tile of the one before.
                if Int(last.x) == Int(point.x) && Int(last.y) == Int(point.y) {
                    keys.insert(Tile(x: Int(point.x), y: Int(point.y)).key)
                } else {
                    TileTraversal.tiles(from: last, to: point) { keys.insert($0.key) }
                }
            } else {
                keys.insert(Tile(x: Int(point.x), y: Int(point.y)).key)
            }
            previous = point
            previousLongitude = longitude[index]
        }
        return keys.map(Tile.init(key:)).sorted()
    }
}
