#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The slippy-map projection (OpenStreetMap wiki, "Slippy map tilenames"): longitude and latitude
/// to tile coordinates at a zoom, and a tile's corners back to degrees.
public enum WebMercator {
    /// The latitude where the projected world is square: atan(sinh(π)), 85.0511287798°.
    public static let maximumLatitude = 85.051_128_779_806_59

    /// Whether a position can be projected: |latitude| at most `maximumLatitude`, |longitude| at most 180.
    public static func contains(latitude: Double, longitude: Double) -> Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= maximumLatitude && abs(longitude) <= 180
    }

    /// The position in tile units at `zoom` (a tile's integer part is its number), or `nil` outside
    /// the projection's range.
    public static func point(latitude: Double, longitude: Double, zoom: TileZoom) -> (x: Double, y: Double)? {
        guard contains(latitude: latitude, longitude: longitude) else { return nil }
        let side = Double(zoom.tilesPerSide)
        let sine = sin(latitude * .pi / 180)
        let x = (longitude + 180) / 360 * side
        let y = (0.5 - log((1 + sine) / (1 - sine)) / (4 * .pi)) * side
        // The east and south edges belong to the last tile, as mercantile counts them.
        let largest = side.nextDown
        return (min(max(x, 0), largest), min(max(y, 0), largest))
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
        let longitude = x / side * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / side))) * 180 / .pi
        return (latitude, longitude)
    }
}
