import Foundation
import Testing
import TrackerCore
@testable import TrackerImport
import TrackerTime

/// Builds FIT files byte by byte, with the CRCs computed here.
struct FITBuilder {
    var data: [UInt8] = []

    mutating func definition(local: UInt8, global: UInt16, bigEndian: Bool, fields: [(UInt8, UInt8, UInt8)], developer: [(UInt8, UInt8, UInt8)] = []) {
        data.append(0x40 | (developer.isEmpty ? 0 : 0x20) | local)
        data += [0, bigEndian ? 1 : 0]
        data += bigEndian ? [UInt8(global >> 8), UInt8(global & 0xFF)] : [UInt8(global & 0xFF), UInt8(global >> 8)]
        data.append(UInt8(fields.count))
        for field in fields { data += [field.0, field.1, field.2] }
        if !developer.isEmpty {
            data.append(UInt8(developer.count))
            for field in developer { data += [field.0, field.1, field.2] }
        }
    }

    /// A data message: `values` as (size, value) in the definition's order, then raw developer bytes.
    mutating func message(header: UInt8, bigEndian: Bool, values: [(Int, UInt64)], developerBytes: [UInt8] = []) {
        data.append(header)
        for (size, value) in values {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
            data += bigEndian ? bytes.reversed() : bytes
        }
        data += developerBytes
    }

    func file(headerSize: Int = 14, corruptFileCRC: Bool = false, declaredSize: UInt32? = nil) -> [UInt8] {
        let size = declaredSize ?? UInt32(data.count)
        var header: [UInt8] = [UInt8(headerSize), 0x20, 0x08, 0x08]
        header += (0..<4).map { UInt8(truncatingIfNeeded: size >> (8 * UInt32($0))) }
        header += Array(".FIT".utf8)
        if headerSize == 14 {
            let crc = FITCRC.checksum(header)
            header += [UInt8(crc & 0xFF), UInt8(crc >> 8)]
        }
        var bytes = header + data
        var crc = FITCRC.checksum(bytes)
        if corruptFileCRC { crc ^= 0x5A5A }
        bytes += [UInt8(crc & 0xFF), UInt8(crc >> 8)]
        return bytes
    }

    /// A small run: file_id, records in big-endian with developer fields and compressed
    /// timestamps, and a session (start 2026-11-29T07:30:00Z, 5 km, 1500 s timer, 1560 s elapsed, 42 m up).
    static let startTime: UInt32 = 1_795_937_400 - UInt32(FITFile.epoch)

    /// A 25-minute run of two heart-rate records and a session, starting at `startTime` (FIT time).
    static func sampleRun(startTime: UInt32 = FITBuilder.startTime) -> FITBuilder {
        var fit = FITBuilder()
        fit.definition(local: 0, global: 0, bigEndian: false, fields: [(0, 1, 0x00)])
        fit.message(header: 0x00, bigEndian: false, values: [(1, 4)])
        // record: timestamp + heart rate, big-endian, with a 2-byte developer field.
        fit.definition(local: 1, global: 20, bigEndian: true, fields: [(253, 4, 0x86), (3, 1, 0x02)], developer: [(0, 2, 0)])
        fit.message(header: 0x01, bigEndian: true, values: [(4, UInt64(startTime + 30)), (1, 120)], developerBytes: [0xAB, 0xCD])
        // Compressed-timestamp records (local 2 has no timestamp field).
        fit.definition(local: 2, global: 20, bigEndian: true, fields: [(3, 1, 0x02)], developer: [(0, 2, 0)])
        let low = (startTime + 30) & 0x1F
        fit.message(header: 0x80 | (2 << 5) | UInt8((low + 3) & 0x1F), bigEndian: true, values: [(1, 121)], developerBytes: [1, 2])
        fit.definition(local: 3, global: 18, bigEndian: false, fields: [
            (253, 4, 0x86), (2, 4, 0x86), (5, 1, 0x00), (7, 4, 0x86), (8, 4, 0x86), (9, 4, 0x86), (22, 2, 0x84), (23, 2, 0x84),
        ])
        fit.message(header: 0x03, bigEndian: false, values: [
            (4, UInt64(startTime + 1560)), (4, UInt64(startTime)), (1, 1), (4, 1_560_000), (4, 1_500_000), (4, 500_000), (2, 42), (2, 0xFFFF),
        ])
        return fit
    }
}

@Suite struct FITDecoderTests {
    @Test(arguments: [12, 14])
    func decodesABuiltFileWithEitherHeaderSize(headerSize: Int) throws {
        let bytes = FITBuilder.sampleRun().file(headerSize: headerSize)
        let file = try FITDecoder(stream: DataByteStream(bytes), totalBytes: bytes.count).decode()
        #expect(file.fileType == 4)
        #expect(file.sessions.count == 1)
        let session = try #require(file.sessions.first)
        #expect(session.startTime == FITBuilder.startTime)
        #expect(session.sport == 1)
        #expect(session.totalDistance == 5000)
        #expect(session.totalTimerTime == 1500)
        #expect(session.totalElapsedTime == 1560)
        #expect(session.totalAscent == 42)
    }

    @Test func compressedTimestampAddsItsOffsetToTheLastTimestamp() throws {
        var fit = FITBuilder()
        fit.definition(local: 0, global: 20, bigEndian: false, fields: [(253, 4, 0x86)])
        fit.message(header: 0x00, bigEndian: false, values: [(4, 1000 * 32 + 30)])
        fit.definition(local: 1, global: 20, bigEndian: false, fields: [(3, 1, 0x02)])
        // Offset 2 is below the last timestamp's low bits (30): it rolls over to the next 32 s.
        fit.message(header: 0x80 | (1 << 5) | 2, bigEndian: false, values: [(1, 90)])
        let bytes = fit.file()
        let file = try FITDecoder(stream: DataByteStream(bytes)).decode()
        #expect(file.lastTimestamp == UInt32(1001 * 32 + 2))
    }

    @Test func refusesAWrongFileCRCWithItsOffset() {
        let bytes = FITBuilder.sampleRun().file(corruptFileCRC: true)
        #expect {
            _ = try FITDecoder(stream: DataByteStream(bytes)).decode()
        } throws: { error in
            guard let error = error as? ImportError else { return false }
            return error.location == .byte(bytes.count - 2) && error.reason.contains("file CRC")
        }
    }

    @Test func refusesAWrongHeaderCRC() {
        var bytes = FITBuilder.sampleRun().file()
        bytes[12] ^= 0xFF
        #expect(throws: ImportError(.byte(12), String(format: "header CRC is 0x%04X but the header's bytes give 0x%04X (a corrupt file)", UInt16(bytes[12]) | UInt16(bytes[13]) << 8, FITCRC.checksum(bytes[0..<12])))) {
            _ = try FITDecoder(stream: DataByteStream(bytes)).decode()
        }
    }

    @Test func everyTruncationIsRefusedWithAnOffsetNeverACrash() {
        let bytes = FITBuilder.sampleRun().file()
        for length in 0..<bytes.count {
            #expect(throws: ImportError.self, "length \(length)") {
                _ = try FITDecoder(stream: DataByteStream(Array(bytes[0..<length]))).decode()
            }
        }
    }

    @Test func everySingleByteCorruptionIsRefusedOrDecodedNeverACrash() {
        let bytes = FITBuilder.sampleRun().file()
        for index in bytes.indices {
            var corrupt = bytes
            corrupt[index] ^= 0x41
            // The CRC catches every single-byte change in the data.
            #expect(throws: ImportError.self, "byte \(index)") {
                _ = try FITDecoder(stream: DataByteStream(corrupt)).decode()
            }
        }
    }

    @Test func aHeaderClaimingHugeDataIsRefusedAtOnce() {
        let bytes = FITBuilder.sampleRun().file(declaredSize: 0xFFFF_FFF0)
        #expect {
            _ = try FITDecoder(stream: DataByteStream(bytes), totalBytes: bytes.count).decode()
        } throws: { error in
            (error as? ImportError)?.location == .byte(4) && "\(error)".contains("declares 4294967280 data bytes")
        }
        // Without the size known (a .gz), the stream simply ends early.
        #expect(throws: ImportError.self) {
            _ = try FITDecoder(stream: DataByteStream(bytes)).decode()
        }
    }

    @Test func aDataMessageWithoutDefinitionIsRefused() {
        var fit = FITBuilder()
        fit.message(header: 0x05, bigEndian: false, values: [])
        #expect {
            _ = try FITDecoder(stream: DataByteStream(fit.file())).decode()
        } throws: { error in
            (error as? ImportError)?.location == .byte(14) && "\(error)".contains("local type 5")
        }
    }

    @Test func textIsNotAFITFile() {
        let bytes = Array("<gpx>not a fit file</gpx>".utf8)
        #expect(throws: ImportError.self) { _ = try FITDecoder(stream: DataByteStream(bytes)).decode() }
    }

    // MARK: - Real files

    struct Reference: Sendable, CustomStringConvertible {
        var file: String
        var sport: UInt8
        var start: String
        var distance: Double
        var timer: Double
        var elapsed: Double
        var ascent: Double?
        var description: String { file }
    }

    /// fitdecode's session values, from ../shared/fixtures/README.md.
    static let references = [
        Reference(file: "garmin-fenix-5-run.fit", sport: 1, start: "2017-06-11T14:34:09Z", distance: 157.56, timer: 56.887, elapsed: 56.887, ascent: 2),
        Reference(file: "garmin-fenix-5-bike.fit", sport: 2, start: "2017-06-12T16:09:22Z", distance: 459.52, timer: 60.363, elapsed: 60.363, ascent: 0),
        Reference(file: "garmin-fenix-5-walk.fit", sport: 11, start: "2017-06-11T14:32:51Z", distance: 67.85, timer: 45.379, elapsed: 45.379, ascent: 1),
        Reference(file: "developer-types-sample.fit", sport: 1, start: "2017-01-17T17:06:47Z", distance: 6753.99, timer: 3424, elapsed: 3424, ascent: nil),
        Reference(file: "sample-activity-indoor-trainer.fit", sport: 2, start: "2011-11-02T12:54:19Z", distance: 0, timer: 2261.85, elapsed: 2261.85, ascent: 4),
    ]

    @Test(arguments: references)
    func realFilesMatchAnIndependentDecoder(reference: Reference) throws {
        guard let path = Fixtures.shared("fit/" + reference.file) else {
            print("skipped: ../shared/fixtures is absent")
            return
        }
        let file = try FITDecoder(stream: FileByteStream(path: path)).decode()
        let session = try #require(file.sessions.first)
        #expect(session.sport == reference.sport)
        let start = try #require(ISO8601.parse(reference.start))
        #expect(session.startTime.map { Int64($0) + FITFile.epoch } == Int64(start.seconds))
        #expect(abs((session.totalDistance ?? 0) - reference.distance) < 0.01)
        #expect(abs((session.totalTimerTime ?? 0) - reference.timer) < 0.001)
        #expect(abs((session.totalElapsedTime ?? 0) - reference.elapsed) < 0.001)
        #expect(session.totalAscent == reference.ascent)
    }

    @Test func compressedSpeedDistanceFileDecodesButHasARelativeStart() throws {
        guard let path = Fixtures.shared("fit/compressed-speed-distance.fit") else { return }
        let file = try FITDecoder(stream: FileByteStream(path: path)).decode()
        #expect(file.sessions.first?.startTime == 17_217_864)
        #expect(abs((file.sessions.first?.totalDistance ?? 0) - 10248.67) < 0.01)
        #expect(throws: ImportError.self) {
            try FITReader(options: Fixtures.options, fileName: "x.fit", totalBytes: nil).read(FileByteStream(path: path)) { _ in }
        }
    }

    @Test(arguments: [("activity-unexpected-eof.fit", 4), ("activity-settings-corruptheader.fit", 771)])
    func brokenRealFilesAreRefusedWithTheirOffset(name: String, offset: Int) throws {
        guard let path = Fixtures.shared("fit/" + name) else { return }
        let size = Importer.size(of: path)
        #expect {
            _ = try FITDecoder(stream: FileByteStream(path: path), totalBytes: size).decode()
        } throws: { error in
            (error as? ImportError)?.location == .byte(offset)
        }
    }
}
