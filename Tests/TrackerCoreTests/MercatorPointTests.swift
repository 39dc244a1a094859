import Foundation
import Testing
import TrackerCore

@Suite struct MercatorPointTests {
    @Test func theOriginIsTheMiddleAndTheLimitsTheEdges() throws {
        let middle = try #require(MercatorPoint(latitude: 0, longitude: 0))
        #expect(abs(middle.x - 0.5) < 1e-12 && abs(middle.y - 0.5) < 1e-12)
        let north = try #require(MercatorPoint(latitude: MercatorPoint.latitudeLimit, longitude: -180))
        #expect(abs(north.y) < 1e-9 && north.x == 0)
        let south = try #require(MercatorPoint(latitude: -MercatorPoint.latitudeLimit, longitude: 180))
        #expect(abs(south.y - 1) < 1e-9 && south.x == 1)
    }

    /// The zoom-14 tiles of three places as the OpenStreetMap wiki's formula gives them (asinh(tan φ), worked
    /// out apart from this code, in Python), against the tile the world coordinates fall in.
    @Test(arguments: [(48.137154, 11.576124, 14, 8718, 5685), (51.507351, -0.127758, 14, 8186, 5448), (-33.856784, 151.215297, 14, 15073, 9831)])
    func theWorldCoordinatesGiveTheSlippyMapTiles(latitude: Double, longitude: Double, zoom: Int, column: Int, row: Int) throws {
        let point = try #require(MercatorPoint(latitude: latitude, longitude: longitude))
        let tiles = Double(1 << zoom)
        #expect(Int((point.x * tiles).rounded(.down)) == column)
        #expect(Int((point.y * tiles).rounded(.down)) == row)
    }

    @Test func outsideTheProjectionThereIsNoPoint() {
        #expect(MercatorPoint(latitude: 85.06, longitude: 0) == nil)
        #expect(MercatorPoint(latitude: -89, longitude: 0) == nil)
        #expect(MercatorPoint(latitude: 0, longitude: 180.5) == nil)
        #expect(MercatorPoint(latitude: .nan, longitude: 0) == nil)
    }

    @Test func latitudeAndLongitudeComeBack() throws {
        for (latitude, longitude) in [(48.137, 11.575), (-33.9, 151.2), (0.0, -179.9), (84.9, 0.1)] {
            let point = try #require(MercatorPoint(latitude: latitude, longitude: longitude))
            #expect(abs(MercatorPoint.latitude(y: point.y) - latitude) < 1e-9)
            #expect(abs(MercatorPoint(x: point.x, y: 0).longitude - longitude) < 1e-9)
        }
    }

    @Test func aSquareAroundAPlaceIsTwiceTheRadiusAcrossOnTheGround() throws {
        let square = try #require(MercatorRect.around(latitude: 60, longitude: 10, radius: 5_000))
        // At 60° north a world unit is half the equator's length on the ground.
        #expect(abs(square.width * MercatorPoint.equator * 0.5 - 10_000) < 1e-6)
        #expect(abs(square.height - square.width) < 1e-15)
        #expect(MercatorRect.around(latitude: 86, longitude: 0, radius: 1_000) == nil)
    }
}
