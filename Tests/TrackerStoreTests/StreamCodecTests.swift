import Foundation
import Testing
import TrackerCore
import TrackerRandom
@testable import TrackerStore
import TrackerTestSupport

@Suite struct StreamCodecTests {
    // MARK: - Size

    @Test func aOneHertzRunTakesAtMostTwelveBytesASample() throws {
        let stream = try SyntheticStreams.run(seconds: 3_600, seed: 11)
        let bytes = try StreamCodec.encode(stream)
        let perSample = Double(bytes.count) / Double(stream.count)
        #expect(perSample <= 12, "\(perSample) bytes a sample")
        // Far under the target: time 1 byte, each coordinate 2, elevation and heart rate 1 each.
        #expect(perSample < 8, "\(perSample) bytes a sample")
    }

    // MARK: - Round trip

    @Test func randomStreamsComeBackWithinTheirQuantisation() throws {
        var random = SeededRandom(seed: 2_026)
        for trial in 0..<60 {
            let count = trial == 0 ? 0 : Int(random.uniform(1...400))
            let stream = try SyntheticStreams.random(count: count, using: &random)
            let decoded = try StreamCodec.decode(try StreamCodec.encode(stream))
            try expectClose(decoded, stream)
            // Decoding is a fixed point: a second trip changes nothing.
            #expect(try StreamCodec.decode(try StreamCodec.encode(decoded)) == decoded)
        }
    }

    /// The writer derives every value from the stream `encodeStored` returns beside the bytes; it
    /// must be, to the bit, what decoding those bytes gives (else an import and a rebuild differ).
    @Test func theStoredStreamIsTheDecodedBytesToTheBit() throws {
        var random = SeededRandom(seed: 4_711)
        for trial in 0..<80 {
            let count = trial == 0 ? 0 : Int(random.uniform(1...400))
            var stream = try SyntheticStreams.random(count: count, using: &random)
            if trial % 4 == 1 {
                // Values that round to a negative zero, and halves that round away from zero.
                stream = try ActivityStream(
                    time: stream.time, latitude: stream.time.map { _ in -0.000_000_04 }, longitude: stream.time.map { _ in 0.000_000_05 },
                    elevation: stream.time.map { _ in -0.04 }, distance: stream.distance, heartRate: stream.heartRate,
                    laps: [Lap(startOffset: 0.000_4, duration: 1.000_5, distance: 0.005, averageHeartRate: 150.05)])
            }
            let (bytes, stored) = try StreamCodec.encodeStored(stream)
            #expect(bytes == (try StreamCodec.encode(stream)))
            let decoded = try StreamCodec.decode(bytes)
            #expect(Self.bits(stored) == Self.bits(decoded), "trial \(trial)")
            #expect(stored == decoded)
        }
    }

    /// Every number of `stream` as its bit pattern, so that 0 and -0 differ.
    private static func bits(_ stream: ActivityStream) -> [[UInt64]] {
        var result = [stream.time.map(\.bitPattern)]
        for column in StreamColumn.allCases { result.append(stream.values(of: column)?.map(\.bitPattern) ?? [UInt64.max]) }
        result.append(stream.segmentStarts.map { UInt64($0) })
        for lap in stream.laps {
            result.append([lap.startOffset, lap.duration, lap.distance].map(\.bitPattern)
                + [lap.averageHeartRate, lap.maxHeartRate, lap.averageCadence, lap.averagePower].map { $0?.bitPattern ?? UInt64.max })
        }
        return result
    }

    @Test func wholeSecondsStayExactAndMillisecondsSurvive() throws {
        let whole = try ActivityStream(time: [0, 1, 2, 5, 3_600])
        #expect(try StreamCodec.decode(try StreamCodec.encode(whole)) == whole)
        let fine = try ActivityStream(time: [0, 0.25, 0.5, 1.125])
        #expect(try StreamCodec.decode(try StreamCodec.encode(fine)).time == [0, 0.25, 0.5, 0.125 + 1])
    }

    // MARK: - Versions and hostile bytes

    @Test func theFirstByteIsTheVersion() throws {
        var bytes = try StreamCodec.encode(try ActivityStream(time: [0, 1]))
        #expect(bytes.first == StreamCodec.version)
        bytes[0] = StreamCodec.version + 1
        #expect(throws: StreamError.unsupportedVersion(StreamCodec.version + 1, reads: StreamCodec.version)) { try StreamCodec.decode(bytes) }
        bytes[0] = 0
        #expect(throws: StreamError.corrupt("version 0 was never written")) { try StreamCodec.decode(bytes) }
    }

    @Test func everyTruncationIsRefused() throws {
        var random = SeededRandom(seed: 5)
        let bytes = try StreamCodec.encode(try SyntheticStreams.random(count: 50, using: &random))
        for length in 0..<bytes.count {
            #expect(throws: StreamError.self) { try StreamCodec.decode(Array(bytes[..<length])) }
        }
    }

    @Test func trailingBytesAreRefused() throws {
        let bytes = try StreamCodec.encode(try ActivityStream(time: [0, 1]))
        #expect(throws: StreamError.corrupt("1 bytes follow the end")) { try StreamCodec.decode(bytes + [0]) }
    }

    @Test func aForgedCountIsRefusedBeforeAnythingIsReserved() {
        // Version 1, then 2^62 samples announced in a handful of bytes.
        let forged: [UInt8] = [1, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x40, 1, 1, 0, 1]
        #expect(throws: StreamError.self) { try StreamCodec.decode(forged) }
        let tooLong: [UInt8] = [1] + [UInt8](repeating: 0xFF, count: 11)
        #expect(throws: StreamError.corrupt("a number at byte 10 is too large")) { try StreamCodec.decode(tooLong) }
    }

    @Test func decodedValuesStillPassTheStreamChecks() throws {
        // One sample, time and a latitude of 300 degrees (3e9 in 1e-7 degree, zig-zag encoded).
        var writer = StreamByteWriter()
        writer.append(1)
        writer.appendVarint(1)
        writer.appendVarint(3)
        for (tag, digits, value) in [(1, 0, Int64(0)), (2, 7, 3_000_000_000), (3, 7, 0)] as [(UInt8, UInt8, Int64)] {
            writer.append(tag)
            writer.append(digits)
            writer.append(1)
            writer.appendSigned(value)
        }
        writer.appendVarint(0)
        writer.appendVarint(0)
        #expect(throws: StreamError.invalidValue(column: "latitude", index: 0, value: 300)) { try StreamCodec.decode(writer.bytes) }
    }

    @Test func garbageNeverCrashes() throws {
        var random = SeededRandom(seed: 99)
        let valid = try StreamCodec.encode(try SyntheticStreams.random(count: 40, using: &random))
        var refused = 0
        for trial in 0..<2_000 {
            var bytes: [UInt8]
            if trial % 2 == 0 {
                bytes = (0..<Int(random.uniform(0...64))).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            } else {
                bytes = valid
                for _ in 0..<Int(random.uniform(1...4)) {
                    bytes[Int(random.uniform(0...Double(bytes.count - 1)))] = UInt8(truncatingIfNeeded: random.next())
                }
            }
            do {
                _ = try StreamCodec.decode(bytes)
            } catch is StreamError {
                refused += 1
            }
        }
        // Random bytes almost never make a stream; mutations of a valid one sometimes still do.
        #expect(refused > 1_000)
    }

    @Test func aValueTooLargeForItsScaleIsRefused() throws {
        let stream = try ActivityStream(time: [0], distance: [1e300])
        #expect(throws: StreamError.invalidValue(column: "distance", index: 0, value: 1e300)) { try StreamCodec.encode(stream) }
    }

    // MARK: - Helpers

    private func expectClose(_ decoded: ActivityStream, _ original: ActivityStream) throws {
        #expect(decoded.count == original.count)
        let timeStep = original.time.allSatisfy { $0 == $0.rounded() } ? 0.0 : 0.0005
        #expect(zip(decoded.time, original.time).allSatisfy { abs($0 - $1) <= timeStep + 1e-9 })
        for column in StreamColumn.allCases {
            let tolerance = 0.5 / pow(10, Double(StreamCodec.scale(of: column))) + 1e-9
            guard let values = original.values(of: column) else {
                #expect(decoded.values(of: column) == nil, "\(column.name)")
                continue
            }
            let back = try #require(decoded.values(of: column))
            #expect(zip(back, values).allSatisfy { abs($0 - $1) <= tolerance }, "\(column.name)")
        }
        #expect(decoded.segmentStarts == original.segmentStarts)
        #expect(decoded.laps.count == original.laps.count)
        for (back, lap) in zip(decoded.laps, original.laps) {
            #expect(abs(back.startOffset - lap.startOffset) <= 0.0005 + 1e-9)
            #expect(abs(back.duration - lap.duration) <= 0.0005 + 1e-9)
            #expect(abs(back.distance - lap.distance) <= 0.005 + 1e-9)
            #expect((back.averageHeartRate == nil) == (lap.averageHeartRate == nil))
            #expect(abs((back.averageHeartRate ?? 0) - (lap.averageHeartRate ?? 0)) <= 0.05 + 1e-9)
            #expect(back.averagePower == lap.averagePower)
        }
    }
}
