/// The slippy-map zooms whose tiles are counted: 14, the explorer tiles (about 1.5 km a side at
/// 50° N), and 17, the squadratinhos (an eighth of that).
public enum TileZoom: String, CaseIterable, Sendable {
    case explorer = "14"
    case squadratinho = "17"

    /// The zoom level: the world is 2^level tiles a side.
    public var level: Int {
        switch self {
        case .explorer: return 14
        case .squadratinho: return 17
        }
    }

    /// Tiles along one side of the world.
    public var tilesPerSide: Int { 1 << level }

    /// The zoom of `level`, or `nil` for one that is not counted.
    public init?(level: Int) {
        guard let zoom = Self.allCases.first(where: { $0.level == level }) else { return nil }
        self = zoom
    }
}
