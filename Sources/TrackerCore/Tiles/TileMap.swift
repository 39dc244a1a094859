#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The visited tiles of one zoom, their largest cluster and largest square as polygons for other
/// maps: GeoJSON (RFC 7946: longitude first, outer rings anticlockwise) or KML 2.2.
public struct TileMap: Sendable {
    public var zoom: TileZoom
    /// Each visited tile and the day of its first visit.
    public var visits: [(tile: Tile, firstVisit: String)]
    public var cluster: TileCluster?
    public var square: TileSquare?

    public init(zoom: TileZoom, visits: [(tile: Tile, firstVisit: String)], cluster: TileCluster?, square: TileSquare?) {
        self.zoom = zoom
        self.visits = visits
        self.cluster = cluster
        self.square = square
    }

    /// The document in `format`.
    public func document(_ format: TileMapFormat) -> String {
        switch format {
        case .geojson: return geoJSON
        case .kml: return kml
        }
    }

    /// The outer ring of the rectangle of tiles from corner (x, y), `width` by `height` tiles, as
    /// longitude and latitude pairs: north-west, south-west, south-east, north-east and back.
    func ring(x: Int, y: Int, width: Int = 1, height: Int = 1) -> [(longitude: Double, latitude: Double)] {
        [(x, y), (x, y + height), (x + width, y + height), (x + width, y), (x, y)].map { corner in
            let point = WebMercator.corner(x: corner.0, y: corner.1, zoom: zoom)
            return (point.longitude, point.latitude)
        }
    }

    // MARK: - GeoJSON

    var geoJSON: String {
        func polygon(_ ring: [(longitude: Double, latitude: Double)]) -> JSONValue {
            .array([.array(ring.map { .array([.number(Self.rounded($0.longitude)), .number(Self.rounded($0.latitude))]) })])
        }
        func feature(_ geometry: (String, JSONValue), _ properties: [(String, JSONValue)]) -> JSONValue {
            .object([
                ("type", .string("Feature")),
                ("properties", .object(properties)),
                ("geometry", .object([("type", .string(geometry.0)), ("coordinates", geometry.1)])),
            ])
        }
        let level = Int64(zoom.level)
        var features: [JSONValue] = visits.map { visit in
            feature(("Polygon", polygon(ring(x: visit.tile.x, y: visit.tile.y))), [
                ("kind", .string("tile")), ("zoom", .integer(level)), ("x", .integer(Int64(visit.tile.x))),
                ("y", .integer(Int64(visit.tile.y))), ("first_visit", .string(visit.firstVisit)),
            ])
        }
        if let cluster {
            features.append(feature(("MultiPolygon", .array(cluster.tiles.map { polygon(ring(x: $0.x, y: $0.y)) })), [
                ("kind", .string("cluster")), ("zoom", .integer(level)), ("tiles", .integer(Int64(cluster.size))),
            ]))
        }
        if let square {
            features.append(feature(("Polygon", polygon(ring(x: square.corner.x, y: square.corner.y, width: square.size, height: square.size))), [
                ("kind", .string("square")), ("zoom", .integer(level)), ("size", .integer(Int64(square.size))),
                ("x", .integer(Int64(square.corner.x))), ("y", .integer(Int64(square.corner.y))),
            ]))
        }
        return JSONValue.object([("type", .string("FeatureCollection")), ("features", .array(features))]).serialized(pretty: false) + "\n"
    }

    /// Seven decimals: a centimetre, far finer than a tile.
    static func rounded(_ degrees: Double) -> Double {
        (degrees * 10_000_000).rounded() / 10_000_000
    }

    // MARK: - KML

    var kml: String {
        func coordinates(_ ring: [(longitude: Double, latitude: Double)]) -> String {
            ring.map { JSONValue.format(Self.rounded($0.longitude)) + "," + JSONValue.format(Self.rounded($0.latitude)) }.joined(separator: " ")
        }
        func polygon(_ ring: [(longitude: Double, latitude: Double)]) -> String {
            "<Polygon><outerBoundaryIs><LinearRing><coordinates>\(coordinates(ring))</coordinates></LinearRing></outerBoundaryIs></Polygon>"
        }
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <kml xmlns="http://www.opengis.net/kml/2.2">
            <Document>
            <name>Visited tiles, zoom \(zoom.level)</name>
            <Style id="tile"><LineStyle><color>ff3c8cf0</color></LineStyle><PolyStyle><color>553c8cf0</color></PolyStyle></Style>
            <Style id="cluster"><LineStyle><color>ffd25a3c</color></LineStyle><PolyStyle><color>66d25a3c</color></PolyStyle></Style>
            <Style id="square"><LineStyle><color>ff1e1ed2</color><width>3</width></LineStyle><PolyStyle><fill>0</fill></PolyStyle></Style>

            """
        text += "<Folder><name>Tiles</name>\n"
        for visit in visits {
            text += "<Placemark><name>\(zoom.level)/\(visit.tile.x)/\(visit.tile.y)</name><description>first visit \(visit.firstVisit)</description>"
                + "<styleUrl>#tile</styleUrl>\(polygon(ring(x: visit.tile.x, y: visit.tile.y)))</Placemark>\n"
        }
        text += "</Folder>\n"
        if let cluster {
            text += "<Placemark><name>Largest cluster, \(cluster.size) tiles</name><styleUrl>#cluster</styleUrl><MultiGeometry>"
                + cluster.tiles.map { polygon(ring(x: $0.x, y: $0.y)) }.joined() + "</MultiGeometry></Placemark>\n"
        }
        if let square {
            text += "<Placemark><name>Largest square, \(square.size) x \(square.size)</name><styleUrl>#square</styleUrl>"
                + polygon(ring(x: square.corner.x, y: square.corner.y, width: square.size, height: square.size)) + "</Placemark>\n"
        }
        return text + "</Document>\n</kml>\n"
    }
}
