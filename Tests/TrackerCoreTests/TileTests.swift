import Foundation
import Testing
@testable import TrackerCore
import TrackerRandom

/// Tile numbers, the traversal between fixes, clusters, squares and growth: each against a
/// hand-checked value or a brute force.
@Suite struct TileTests {
    /// Tiles worked out by hand from the slippy-map formula (OpenStreetMap wiki), and the corners.
    @Test(arguments: [
        // Frankfurt's Römer, 50.1106 N 8.6821 E.
        (50.1106, 8.6821, TileZoom.explorer, 8587, 5548),
        (50.1106, 8.6821, TileZoom.squadratinho, 68697, 44389),
        // Null Island and the antimeridian's west edge.
        (0.0, 0.0, TileZoom.explorer, 8192, 8192),
        (-0.0001, -180.0, TileZoom.explorer, 0, 8192),
        // The east and north edges are the last and first tiles.
        (85.0511287798, 180.0, TileZoom.explorer, 16383, 0),
        (-85.0511287798, 179.9999, TileZoom.squadratinho, 131071, 131071),
    ])
    func knownTiles(latitude: Double, longitude: Double, zoom: TileZoom, x: Int, y: Int) {
        #expect(WebMercator.tile(latitude: latitude, longitude: longitude, zoom: zoom) == Tile(x: x, y: y))
    }

    @Test func positionsOutsideTheProjectionHaveNoTile() {
        #expect(WebMercator.tile(latitude: 85.06, longitude: 0, zoom: .explorer) == nil)
        #expect(WebMercator.tile(latitude: -89, longitude: 0, zoom: .explorer) == nil)
        #expect(WebMercator.tile(latitude: 10, longitude: 180.5, zoom: .explorer) == nil)
    }

    /// A tile's corner lies in the tile itself (its north-west edge), and the corner's inverse
    /// gives the tile back.
    @Test func cornersRoundTrip() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<500 {
            let zoom: TileZoom = random.int(0...1) == 0 ? .explorer : .squadratinho
            let tile = Tile(x: random.int(0...(zoom.tilesPerSide - 1)), y: random.int(0...(zoom.tilesPerSide - 1)))
            let centre = WebMercator.position(x: Double(tile.x) + 0.5, y: Double(tile.y) + 0.5, zoom: zoom)
            #expect(WebMercator.tile(latitude: centre.latitude, longitude: centre.longitude, zoom: zoom) == tile)
        }
    }

    /// Whether the segment from `a` to `b` meets the open square of `tile` (Liang-Barsky clipping,
    /// shrunk by `margin` so that a touch at a corner or along a side does not count).
    static func crosses(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), _ tile: Tile, margin: Double = 1e-9) -> Bool {
        var low = 0.0, high = 1.0
        let dx = b.x - a.x, dy = b.y - a.y
        for (p, q) in [(-dx, a.x - (Double(tile.x) + margin)), (dx, Double(tile.x + 1) - margin - a.x),
                       (-dy, a.y - (Double(tile.y) + margin)), (dy, Double(tile.y + 1) - margin - a.y)] {
            if p == 0 {
                if q < 0 { return false }
            } else {
                let t = q / p
                if p < 0 { low = max(low, t) } else { high = min(high, t) }
            }
        }
        return low <= high
    }

    /// The traversal visits exactly the tiles the segment passes through: each tile it names is
    /// crossed, each crossed tile of the segment's bounding box is named, and each step goes to a
    /// tile sharing a side (or, through an exact corner, a diagonal one).
    @Test func traversalVisitsTheTilesASegmentCrosses() {
        var random = SeededRandom(seed: 11)
        for round in 0..<400 {
            let span = round % 4 == 0 ? 0.8 : 9.0
            let a = (x: random.uniform(100...110), y: random.uniform(100...110))
            var b = (x: a.x + random.uniform(-span...span), y: a.y + random.uniform(-span...span))
            if round % 10 == 0 { b.y = a.y }  // horizontal segments
            if round % 10 == 1 { b.x = a.x }  // vertical ones
            var visited: [Tile] = []
            TileTraversal.tiles(from: a, to: b) { visited.append($0) }
            #expect(visited.first == Tile(x: Int(a.x), y: Int(a.y)))
            #expect(visited.last == Tile(x: Int(b.x), y: Int(b.y)))
            #expect(Set(visited).count == visited.count)
            for tile in visited { #expect(Self.crosses(a, b, tile, margin: -1e-9), "\(tile) is not on \(a) to \(b)") }
            var expected: Set<Tile> = []
            for x in Int(min(a.x, b.x))...Int(max(a.x, b.x)) {
                for y in Int(min(a.y, b.y))...Int(max(a.y, b.y)) where Self.crosses(a, b, Tile(x: x, y: y)) {
                    expected.insert(Tile(x: x, y: y))
                }
            }
            #expect(expected.isSubset(of: Set(visited)), "\(a) to \(b) misses \(expected.subtracting(visited))")
            for (first, second) in zip(visited, visited.dropFirst()) {
                #expect(abs(first.x - second.x) <= 1 && abs(first.y - second.y) <= 1 && first != second)
            }
        }
    }

    /// A diagonal through exact tile corners steps diagonally, touching neither side tile.
    @Test func traversalThroughCornersStepsDiagonally() {
        var visited: [Tile] = []
        TileTraversal.tiles(from: (x: 10.5, y: 10.5), to: (x: 13.5, y: 13.5)) { visited.append($0) }
        #expect(visited == [Tile(x: 10, y: 10), Tile(x: 11, y: 11), Tile(x: 12, y: 12), Tile(x: 13, y: 13)])
    }

    /// Two fixes a tile and a half apart east to west visit the tile between them; a pause (a new
    /// segment) and a fix beyond the projection break the line.
    @Test func streamTilesJoinFixesButNotAcrossPauses() throws {
        let zoom = TileZoom.explorer
        let west = WebMercator.position(x: 8580.5, y: 5548.5, zoom: zoom)
        let east = WebMercator.position(x: 8583.5, y: 5548.5, zoom: zoom)
        let joined = try ActivityStream(time: [0, 10], latitude: [west.latitude, east.latitude], longitude: [west.longitude, east.longitude])
        #expect(joined.visitedTiles(zoom: zoom) == (8580...8583).map { Tile(x: $0, y: 5548) })
        let paused = try ActivityStream(time: [0, 10], latitude: [west.latitude, east.latitude], longitude: [west.longitude, east.longitude], segmentStarts: [1])
        #expect(paused.visitedTiles(zoom: zoom) == [Tile(x: 8580, y: 5548), Tile(x: 8583, y: 5548)])
        let polar = try ActivityStream(time: [0, 5, 10], latitude: [west.latitude, 89, east.latitude], longitude: [west.longitude, 0, east.longitude])
        #expect(polar.visitedTiles(zoom: zoom) == [Tile(x: 8580, y: 5548), Tile(x: 8583, y: 5548)])
        #expect(try ActivityStream(time: [0, 1]).visitedTiles(zoom: zoom).isEmpty)
    }

    // MARK: - Clusters and squares against brute force

    static func randomTiles(_ random: inout SeededRandom, side: Int, density: Double) -> Set<Tile> {
        var tiles: Set<Tile> = []
        for x in 0..<side { for y in 0..<side where random.unit() < density { tiles.insert(Tile(x: x + 500, y: y + 900)) } }
        return tiles
    }

    /// The largest cluster's size by brute force: every tile checked for four neighbours, then
    /// components grown by repeated passes until nothing joins.
    static func bruteCluster(_ tiles: Set<Tile>) -> Int {
        let inner = tiles.filter { t in [(0, -1), (1, 0), (0, 1), (-1, 0)].allSatisfy { tiles.contains(Tile(x: t.x + $0.0, y: t.y + $0.1)) } }
        var label: [Tile: Int] = [:]
        for (index, tile) in inner.enumerated() { label[tile] = index }
        var changed = true
        while changed {
            changed = false
            for tile in inner {
                for other in [Tile(x: tile.x + 1, y: tile.y), Tile(x: tile.x, y: tile.y + 1)] where inner.contains(other) {
                    let low = min(label[tile]!, label[other]!)
                    if label[tile] != low || label[other] != low { label[tile] = low; label[other] = low; changed = true }
                }
            }
        }
        return Dictionary(grouping: label.values, by: { $0 }).values.map(\.count).max() ?? 0
    }

    /// The largest square's side by brute force: every tile as a north-west corner, grown while full.
    static func bruteSquare(_ tiles: Set<Tile>) -> (size: Int, corners: Set<Tile>) {
        var best = 0
        var corners: Set<Tile> = []
        for corner in tiles {
            var size = 1
            while (0...size).allSatisfy({ i in tiles.contains(Tile(x: corner.x + size, y: corner.y + i)) && tiles.contains(Tile(x: corner.x + i, y: corner.y + size)) }) { size += 1 }
            if size > best { best = size; corners = [corner] } else if size == best { corners.insert(corner) }
        }
        return (best, corners)
    }

    @Test(arguments: [0.35, 0.6, 0.8, 0.93])
    func clusterAndSquareAgreeWithBruteForce(density: Double) {
        var random = SeededRandom(seed: UInt64(density * 1000))
        for _ in 0..<25 {
            let tiles = Self.randomTiles(&random, side: 24, density: density)
            let visited = VisitedTiles(tiles)
            #expect(visited.largestCluster()?.size ?? 0 == Self.bruteCluster(tiles))
            let brute = Self.bruteSquare(tiles)
            let square = visited.largestSquare()
            #expect(square?.size ?? 0 == brute.size)
            if let square {
                #expect(brute.corners.contains(square.corner))
                #expect(square.corner == brute.corners.min())
            }
            // The cluster's tiles each have four visited neighbours.
            for tile in visited.largestCluster()?.tiles ?? [] { #expect(tile.neighbours.allSatisfy(tiles.contains)) }
        }
    }

    /// Wider than one 64-tile word and not aligned to one: clusters and squares that cross words,
    /// rows with gaps, and the cluster's own tiles against the brute force's component.
    @Test(arguments: [0.7, 0.9, 0.97])
    func clusterAndSquareAcrossWordsAgreeWithBruteForce(density: Double) {
        var random = SeededRandom(seed: UInt64(density * 100) + 7)
        for round in 0..<6 {
            var tiles: Set<Tile> = []
            let width = 150 + round * 11, height = 40
            for x in 0..<width { for y in 0..<height where random.unit() < density { tiles.insert(Tile(x: x + 8_150, y: y + 3_000)) } }
            let visited = VisitedTiles(tiles)
            #expect(visited.count == tiles.count)
            #expect(visited.tiles == tiles.sorted())
            let cluster = visited.largestCluster()
            #expect(cluster?.size ?? 0 == Self.bruteCluster(tiles))
            if let cluster {
                #expect(cluster.tiles == cluster.tiles.sorted())
                // Grown from its first tile by flood fill over tiles with four visited neighbours: the same set.
                let inner = tiles.filter { t in t.neighbours.allSatisfy(tiles.contains) }
                var component: Set<Tile> = [cluster.tiles[0]]
                var pending = [cluster.tiles[0]]
                while let tile = pending.popLast() {
                    for next in tile.neighbours where inner.contains(next) && !component.contains(next) {
                        component.insert(next)
                        pending.append(next)
                    }
                }
                #expect(Set(cluster.tiles) == component)
            }
            let brute = Self.bruteSquare(tiles)
            #expect(visited.largestSquare()?.size ?? 0 == brute.size)
            #expect(visited.largestSquare()?.corner == brute.corners.min())
        }
    }

    @Test func growthByYearCountsEachYearsNewTilesAndTheirMeasures() {
        let first = (0..<3).flatMap { x in (0..<3).map { y in (Tile(x: x, y: y), 2020) } }
        let later = [(Tile(x: 3, y: 0), 2022), (Tile(x: 3, y: 1), 2022), (Tile(x: 3, y: 2), 2022)]
        let growth = TileGrowth.byYear(first + later)
        #expect(growth == [
            TileGrowth(year: 2020, new: 9, total: 9, cluster: 1, square: 3),
            TileGrowth(year: 2021, new: 0, total: 9, cluster: 1, square: 3),
            TileGrowth(year: 2022, new: 3, total: 12, cluster: 2, square: 3),
        ])
    }

    // MARK: - Eddington

    /// E by counting, for every candidate E, the days of at least E units.
    static func bruteEddington(_ days: [Double], unit: Double) -> (value: Int, atNext: Int) {
        var value = 0
        for candidate in 1...(days.count + 1) where days.filter({ $0 >= Double(candidate) * unit }).count >= candidate { value = candidate }
        return (value, days.filter { $0 >= Double(value + 1) * unit }.count)
    }

    @Test func eddingtonAgreesWithACount() {
        var random = SeededRandom(seed: 3)
        for round in 0..<200 {
            let days = (0..<random.int(0...120)).map { _ in random.uniform(0...Double(20 + round)) * 1_000 }
            for unit in [EddingtonSummary.metresPerKilometre, EddingtonSummary.metresPerMile] {
                let number = EddingtonNumber(dayDistances: days, metresPerUnit: unit)
                let brute = Self.bruteEddington(days, unit: unit)
                #expect(number.value == brute.value)
                #expect(number.daysAtNext == brute.atNext)
                #expect(number.daysNeeded == brute.value + 1 - brute.atNext)
            }
        }
    }

    /// Days, not activities: two 3 km runs on one day make a day of 6 km.
    @Test func eddingtonAddsUpADaysActivities() {
        let days: [(day: Int, type: ActivityType, metres: Double)] = [(1, .run, 3_000), (1, .run, 3_000), (2, .ride, 2_500)]
        let summary = EddingtonSummary(days: days)
        #expect(summary.overall.kilometres == EddingtonNumber(value: 2, daysAtNext: 1))
        #expect(summary.families.map(\.family) == [.run, .ride])
        #expect(summary.families[0].kilometres.value == 1)
    }
}
