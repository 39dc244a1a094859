import Foundation
import Testing
import TrackerCore
import TrackerRandom

/// The heatmap's default frame: the densest cluster of tracks, trimmed.
@Suite struct HeatmapFramingTests {
    /// The box of a loop `size` metres across whose centre is `east`, `north` metres from the place.
    func loop(_ place: (Double, Double), east: Double, north: Double, size: Double) -> MercatorRect {
        let centre = MercatorPoint(latitude: place.0, longitude: place.1)!
        let unit = 1 / MercatorPoint.metresPerUnit(atLatitude: place.0)
        let x = centre.x + east * unit, y = centre.y - north * unit, half = size / 2 * unit
        return MercatorRect(minX: x - half, minY: y - half, maxX: x + half, maxY: y + half)
    }

    func home(count: Int, seed: UInt64) -> [MercatorRect] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in loop((48.137, 11.575), east: random.noise(3_000), north: random.noise(3_000), size: random.uniform(2_000...15_000)) }
    }

    @Test func aFarTripDoesNotChangeTheFrame() throws {
        let tracks = home(count: 200, seed: 7)
        let frame = try #require(HeatmapFraming.frame(tracks))
        // A week in Mallorca and two rides in Copenhagen, before, among and after the home tracks.
        var travelled = tracks
        travelled.insert(loop((39.57, 2.65), east: 0, north: 0, size: 30_000), at: 0)
        travelled.insert(loop((39.57, 2.65), east: 4_000, north: 1_000, size: 20_000), at: 100)
        travelled.append(loop((55.676, 12.568), east: 0, north: 0, size: 40_000))
        travelled.append(loop((55.676, 12.568), east: 500, north: 0, size: 30_000))
        #expect(HeatmapFraming.frame(travelled) == frame)
        #expect(HeatmapFraming.densestCluster(travelled).count == 200)
        // Without the clustering, the box of everything spans Europe.
        let everything = travelled.dropFirst().reduce(travelled[0]) { $0.union($1) }
        #expect(everything.width > 20 * frame.width)
    }

    @Test func oneLongRideOutOfHomeDoesNotWidenIt() throws {
        let tracks = home(count: 100, seed: 3)
        let frame = try #require(HeatmapFraming.frame(tracks))
        // A 200 km ride whose centre is still near home: in the cluster, but trimmed.
        let long = loop((48.137, 11.575), east: 2_000, north: 0, size: 200_000)
        let framed = try #require(HeatmapFraming.frame(tracks + [long]))
        #expect(framed.width < frame.width * 1.2 && framed.height < frame.height * 1.2)
        #expect(framed.width < long.width / 4)
    }

    @Test func theFrameHoldsMostOfTheClustersTracks() throws {
        let tracks = home(count: 400, seed: 11)
        let frame = try #require(HeatmapFraming.frame(tracks))
        let inside = tracks.filter { $0.minX >= frame.minX && $0.maxX <= frame.maxX && $0.minY >= frame.minY && $0.maxY <= frame.maxY }
        #expect(Double(inside.count) >= 0.85 * Double(tracks.count))
        #expect(inside.count < tracks.count)
    }

    @Test func fewTracksAreAllKeptAndNoneFrameNothing() throws {
        let two = [loop((48, 11), east: 0, north: 0, size: 1_000), loop((48, 11), east: 300, north: 0, size: 1_000)]
        let frame = try #require(HeatmapFraming.frame(two))
        #expect(frame == two[0].union(two[1]))
        #expect(HeatmapFraming.frame([]) == nil)
    }

    @Test func fittingKeepsTheCentreAndGivesTheAspect() {
        let box = MercatorRect(minX: 0.5, minY: 0.3, maxX: 0.6, maxY: 0.32)
        let fitted = box.fitted(aspect: 4 / 3, margin: 0.05, least: 0)
        #expect(abs(fitted.width / fitted.height - 4 / 3) < 1e-9)
        #expect(abs(fitted.centre.x - box.centre.x) < 1e-12 && abs(fitted.centre.y - box.centre.y) < 1e-12)
        #expect(abs(fitted.width - 0.1 * 1.1) < 1e-12)
    }
}
