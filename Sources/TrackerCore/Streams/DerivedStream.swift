/// Everything the writer stores from one stream that needs no database: its encoded bytes, the
/// stream they decode to, and the values derived from that stored stream (pauses, best efforts,
/// curves, visited tiles, zone histograms). An import computes it on the thread that read the
/// file, so that the writer's thread only writes; the values are the ones the writer would compute
/// itself from the stored stream, to the byte.
///
/// Best efforts depend on the type: they are kept for `type`, and a write under another type
/// (a merge that keeps the stored row's type) computes them again (`efforts(for:)`), and so do
/// the zone histograms, whose kinds follow the type.
public struct DerivedStream: Equatable, Sendable {
    /// The stream's stored encoding.
    public var encoded: [UInt8]
    /// The stream those bytes decode to: what every value below comes from.
    public var stored: ActivityStream
    /// `stored.movingIntervals()`.
    public var moving: [Bool]
    /// The type `efforts` were computed for.
    public var type: ActivityType
    /// `stored.bestEfforts(for: type, moving: moving)`.
    public var efforts: [BestEffort]
    /// `stored.meanMaxCurves()`.
    public var curves: [MeanMaxCurve]
    /// `stored.visitedTiles(zoom:)` for every zoom, in `TileZoom` order.
    public var tiles: [(zoom: TileZoom, tiles: [Tile])]
    /// The zone histograms an activity of `type` keeps (`ActivityZones.kinds(for:)`), those the
    /// stream has.
    public var histograms: [ZoneHistogram]

    /// Derives the values of the stream whose stored form is `encoded` and `stored`.
    public init(encoded: [UInt8], stored: ActivityStream, type: ActivityType) {
        self.encoded = encoded
        self.stored = stored
        self.type = type
        moving = stored.movingIntervals()
        efforts = stored.bestEfforts(for: type, moving: moving)
        curves = stored.meanMaxCurves()
        tiles = TileZoom.allCases.map { ($0, stored.visitedTiles(zoom: $0)) }
        histograms = Self.histograms(of: stored, type: type)
    }

    /// The best efforts of the stored stream for an activity of `type`.
    public func efforts(for type: ActivityType) -> [BestEffort] {
        type == self.type ? efforts : stored.bestEfforts(for: type, moving: moving)
    }

    /// The zone histograms of the stored stream for an activity of `type`.
    public func histograms(for type: ActivityType) -> [ZoneHistogram] {
        type == self.type ? histograms : Self.histograms(of: stored, type: type)
    }

    /// The histograms of `stream` an activity of `type` keeps, in `ZoneKind` order.
    public static func histograms(of stream: ActivityStream, type: ActivityType) -> [ZoneHistogram] {
        ActivityZones.kinds(for: type).compactMap { ZoneHistogram($0, of: stream) }
    }

    public static func == (first: DerivedStream, second: DerivedStream) -> Bool {
        first.encoded == second.encoded && first.stored == second.stored && first.moving == second.moving
            && first.type == second.type && first.efforts == second.efforts && first.curves == second.curves
            && first.tiles.map(\.zoom) == second.tiles.map(\.zoom) && first.tiles.map(\.tiles) == second.tiles.map(\.tiles)
            && first.histograms == second.histograms
    }
}
