/// The slippy-map tile grid (OpenStreetMap wiki, "Slippy map tilenames") over the one projection,
/// `MercatorPoint`: longitude and latitude to tile coordinates at a zoom, and a tile's corners back
/// to degrees.
public enum WebMercator {
    /// The latitude where the projected world is square: atan(sinh(π)), 85.0511287798°.
    public static let maximumLatitude = MercatorPoint.latitudeLimit

    /// Whether a position can be projected: |latitude| at most `maximumLatitude`, |longitude| at most 180.
    public static func contains(latitude: Double, longitude: Double) -> Bool {
        MercatorPoint(latitude: latitude, longitude: longitude) != nil
    }

    /// The position in tile units at `zoom` (a tile's integer part is its number), or `nil` outside
    /// the projection's range.
    public static func point(latitude: Double, longitude: Double, zoom: TileZoom) -> (x: Double, y: Double)? {
        guard let world = MercatorPoint(latitude: latitude, longitude: longitude) else { return nil }
        let side = Double(zoom.tilesPerSide)
        // The east and south edges belong to the last tile, as mercantile counts them.
        let largest = side.nextDown
        return (min(max(world.x * side, 0), largest), min(max(world.y * side, 0), largest))
    }

    /// The tile holding a position at `zoom`, or `nil` outside the projection's range.
    public static func tile(latitude: Double, longitude: Double, zoom: TileZoom) -> Tile? {
        point(latitude: latitude, longitude: longitude, zoom: zoom).map { Tile(x: Int($0.x), y: Int($0.y)) }
    }

    /// The latitude and longitude of tile corner (x, y) at `zoom`: a tile spans its (x, y) corner
    /// (north-west) to its (x + 1, y + 1) one.
    public static func corner(x: Int, y: Int, zoom: TileZoom) -> (latitude: Double, longitude: Double) {
        position(x: Double(x), y: Double(y), zoom: zoom)
    }

    /// The latitude and longitude of a point in tile units at `zoom`: the inverse of `point`.
    public static func position(x: Double, y: Double, zoom: TileZoom) -> (latitude: Double, longitude: Double) {
        let side = Double(zoom.tilesPerSide)
        let world = MercatorPoint(x: x / side, y: y / side)
        return (world.latitude, world.longitude)
    }
}
