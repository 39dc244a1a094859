import Testing
import TrackerCharts
import TrackerCore

@Suite struct TilesChartTests {
    let size = Size(width: 1200, height: 1000)

    /// A 4 x 4 block at home and one tile on a trip far away.
    func chart() -> TilesChart {
        var tiles = (0..<4).flatMap { x in (0..<4).map { y in Tile(x: 8580 + x, y: 5540 + y) } }
        tiles += (0..<30).map { Tile(x: 8600 + $0, y: 5600) }
        tiles.append(Tile(x: 9000, y: 6000))
        let visited = VisitedTiles(tiles)
        return TilesChart(zoom: .explorer, tiles: visited.tiles, cluster: visited.largestCluster(), square: visited.largestSquare(), title: "Explorer tiles", subtitle: "ZOOM 14")
    }

    /// Each tile is one closed rectangle of the shaded paths, all of one size; the square is
    /// outlined over four tiles a side; the trip is left out of the frame and said to be.
    @Test func tilesAreSquaresAndATripIsLeftOut() throws {
        let drawn = chart().chart(for: RecordingCanvas(size: size), theme: .light)
        let shapes = drawn.marks(of: ShapeMark.self)
        let closes = shapes.prefix(2).map { $0.path.elements.filter { $0 == .close }.count }
        // 47 tiles, 4 of them the cluster's, and the trip's one not drawn.
        #expect(closes == [42, 4])
        let outline = try #require(shapes.last)
        #expect(outline.fill == nil && outline.stroke?.paint == .color(TilesChart.squareColor))
        let corners = outline.path.elements.compactMap { element -> Point? in
            switch element {
            case .move(let point), .line(let point): return point
            default: return nil
            }
        }
        let width = corners.map(\.x).max()! - corners.map(\.x).min()!
        let height = corners.map(\.y).max()! - corners.map(\.y).min()!
        #expect(abs(width - height) < 1e-9)
        // Four tiles a side: four times a tile's width.
        let tileXs = shapes[1].path.elements.prefix(3).compactMap { element -> Double? in
            switch element {
            case .move(let point), .line(let point): return point.x
            default: return nil
            }
        }
        #expect(abs(width - 4 * abs(tileXs[1] - tileXs[0])) < 1e-6)
        #expect(drawn.recorded().texts.contains { $0.contains("47 tiles visited (1 elsewhere, not shown)") })
    }

    @Test func noTilesIsANote() {
        let empty = TilesChart(zoom: .explorer, tiles: [], cluster: nil, square: nil, title: "Explorer tiles", subtitle: "")
        #expect(empty.chart(for: RecordingCanvas(size: size), theme: .light).recorded().texts.contains("No recorded routes yet"))
    }
}
