import Foundation
import Testing
import TrackerCore
import TrackerRandom
@testable import TrackerStore
import TrackerTestSupport

/// The box round a stream's positions read without decoding it, against the decoded stream's.
@Suite struct StreamCodecBoundsTests {
    @Test func theBoundsAreTheDecodedStreamsExtremes() throws {
        var random = SeededRandom(seed: 24)
        var checked = 0
        for trial in 0..<80 {
            let stream = try SyntheticStreams.random(count: Int(random.uniform(1...500)), using: &random)
            let bytes = try StreamCodec.encode(stream)
            let decoded = try StreamCodec.decode(bytes)
            let bounds = try StreamCodec.positionBounds(bytes)
            // A third of the random streams have no positions.
            guard let latitude = decoded.latitude, let longitude = decoded.longitude else {
                #expect(bounds == nil, "trial \(trial)")
                continue
            }
            let box = try #require(bounds, "trial \(trial)")
            #expect(box.south == latitude.min() && box.north == latitude.max(), "trial \(trial)")
            #expect(box.west == longitude.min() && box.east == longitude.max(), "trial \(trial)")
            checked += 1
        }
        #expect(checked > 40)
        let run = try StreamCodec.encode(try SyntheticStreams.run(seconds: 1_800, seed: 3))
        let decoded = try StreamCodec.decode(run)
        let bounds = try #require(try StreamCodec.positionBounds(run))
        #expect(bounds.north == decoded.latitude?.max() && bounds.west == decoded.longitude?.min())
    }

    @Test func aStreamWithoutPositionsHasNoBounds() throws {
        let stream = try ActivityStream(time: [0, 1, 2], heartRate: [120, 121, 122])
        #expect(try StreamCodec.positionBounds(try StreamCodec.encode(stream)) == nil)
    }

    @Test func truncatedBytesAreRefused() throws {
        let bytes = try StreamCodec.encode(try SyntheticStreams.run(seconds: 60, seed: 1))
        for length in [1, 3, bytes.count / 3, bytes.count * 2 / 3] {
            #expect(throws: StreamError.self) { try StreamCodec.positionBounds(Array(bytes.prefix(length))) }
        }
    }
}
