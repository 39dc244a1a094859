import TrackerCore

/// `tracker tiles` as text or JSON: pure, from the measured figures.
struct TilesReport {
    var zoom: TileZoom
    var filters: [ActivityTypeFilter]
    var visited: Int
    var cluster: TileCluster?
    var square: TileSquare?
    var growth: [TileGrowth]

    /// `50.1109° N, 8.6821° E`.
    static func place(_ point: (latitude: Double, longitude: Double)) -> String {
        String(printf: "%.4f", abs(point.latitude)) + "° " + (point.latitude < 0 ? "S" : "N") + ", "
            + String(printf: "%.4f", abs(point.longitude)) + "° " + (point.longitude < 0 ? "W" : "E")
    }

    /// A point in tile units as degrees.
    func degrees(_ point: (x: Double, y: Double)) -> (latitude: Double, longitude: Double) {
        WebMercator.position(x: point.x, y: point.y, zoom: zoom)
    }

    var zoomName: String {
        zoom == .explorer ? "zoom 14, explorer tiles" : "zoom 17, squadratinhos"
    }

    func text(width: Int) -> String {
        var text = "TILES  \(zoomName)"
        if !filters.isEmpty { text += "  (\(filters.map(\.name).joined(separator: ", ")) only)" }
        text += "\n\n"
        let label = 17
        func row(_ name: String, _ value: String) -> String {
            name.paddedWithSpaces(to: label) + TerminalText.wrap(value, width: width, firstIndent: label, indent: label) + "\n"
        }
        text += row("Visited", visited.counted("tile"))
        if let cluster {
            let bounds = cluster.bounds
            text += row("Largest cluster", "\(cluster.size.counted("tile")) around \(Self.place(degrees(cluster.centre))) "
                + "(tiles \(bounds.northWest.x)-\(bounds.southEast.x) x \(bounds.northWest.y)-\(bounds.southEast.y))")
        } else {
            text += row("Largest cluster", "none yet (a cluster tile has its four neighbours visited)")
        }
        if let square {
            let corner = WebMercator.corner(x: square.corner.x, y: square.corner.y, zoom: zoom)
            text += row("Largest square", "\(square.size) x \(square.size) from tile \(zoom.level)/\(square.corner.x)/\(square.corner.y) "
                + "(north-west corner \(Self.place(corner)))")
        }
        var table = TextTable([("YEAR", .left), ("NEW", .right), ("TOTAL", .right), ("CLUSTER", .right), ("SQUARE", .right)])
        for year in growth {
            table.append([String(year.year), String(year.new), String(year.total), String(year.cluster), "\(year.square) x \(year.square)"])
        }
        text += "\n" + table.render(width: width)
        return text
    }

    var json: JSONValue {
        func tile(_ tile: Tile) -> JSONValue { .object([("x", .integer(Int64(tile.x))), ("y", .integer(Int64(tile.y)))]) }
        func point(_ point: (latitude: Double, longitude: Double)) -> JSONValue {
            .object([("latitude", .number(point.latitude)), ("longitude", .number(point.longitude))])
        }
        let clusterJSON: JSONValue = cluster.map { cluster in
            .object([
                ("size", .integer(Int64(cluster.size))), ("centre", point(degrees(cluster.centre))),
                ("north_west", tile(cluster.bounds.northWest)), ("south_east", tile(cluster.bounds.southEast)),
            ])
        } ?? .null
        let squareJSON: JSONValue = square.map { square in
            .object([
                ("size", .integer(Int64(square.size))), ("corner", tile(square.corner)),
                ("corner_position", point(WebMercator.corner(x: square.corner.x, y: square.corner.y, zoom: zoom))),
            ])
        } ?? .null
        return .object([
            ("zoom", .integer(Int64(zoom.level))),
            ("types", .array(filters.map { .string($0.name) })),
            ("visited", .integer(Int64(visited))),
            ("cluster", clusterJSON),
            ("square", squareJSON),
            ("years", .array(growth.map { year in
                .object([
                    ("year", .integer(Int64(year.year))), ("new", .integer(Int64(year.new))), ("total", .integer(Int64(year.total))),
                    ("cluster", .integer(Int64(year.cluster))), ("square", .integer(Int64(year.square))),
                ])
            })),
        ])
    }
}
