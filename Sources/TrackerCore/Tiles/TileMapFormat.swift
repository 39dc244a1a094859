/// The formats `tracker tiles --export` writes the visited tiles in, for other maps.
public enum TileMapFormat: String, CaseIterable, Sendable {
    case geojson
    case kml
}
