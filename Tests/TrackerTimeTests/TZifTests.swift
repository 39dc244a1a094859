import Foundation
import Testing
import TrackerRandom
@testable import TrackerTime

/// The TZif reader on hand-made files and on every file of the system's zone database, and hostile
/// bytes, which must throw and never trap.
@Suite struct TZifTests {
    static let database = "/usr/share/zoneinfo"
    static let hasZoneDatabase = FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Europe/Lisbon")

    /// A TZif file: a version 1 block with 32-bit times, then (for version 2 and later) the 64-bit
    /// block and the footer. Counts may be overridden to lie about the data.
    private struct TZifFile {
        var version: UInt8 = UInt8(ascii: "2")
        var times: [Int64] = []
        var indices: [UInt8] = []
        var types: [(offset: Int32, isDST: UInt8, designation: UInt8)] = [(0, 0, 0)]
        var designations = Array("UTC\0".utf8)
        var leapCount = 0
        var footer = "UTC0"
        var typeCountOverride: UInt32?
        var timeCountOverride: UInt32?
        var isUTCount: UInt32 = 0

        var bytes: [UInt8] {
            var bytes = block(timeSize: 4)
            guard version != 0 else { return bytes }
            bytes += block(timeSize: 8)
            bytes += Array("\n\(footer)\n".utf8)
            return bytes
        }

        private func block(timeSize: Int) -> [UInt8] {
            var bytes = Array("TZif".utf8) + [version] + [UInt8](repeating: 0, count: 15)
            for count: UInt32 in [isUTCount, 0, UInt32(leapCount), timeCountOverride ?? UInt32(times.count),
                          typeCountOverride ?? UInt32(types.count), UInt32(designations.count)] {
                bytes += Self.bigEndian(UInt64(count), size: 4)
            }
            for time in times { bytes += Self.bigEndian(UInt64(bitPattern: time), size: timeSize) }
            bytes += indices
            for type in types { bytes += Self.bigEndian(UInt64(UInt32(bitPattern: type.offset)), size: 4) + [type.isDST, type.designation] }
            bytes += designations
            bytes += [UInt8](repeating: 0, count: leapCount * (timeSize + 4) + Int(isUTCount))
            return bytes
        }

        private static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
            (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
        }
    }

    private static func lisbonLike() -> TZifFile {
        var file = TZifFile()
        file.times = [-1_000_000, 0, 1_000_000]
        file.indices = [1, 2, 1]
        file.types = [(-2205, 0, 0), (0, 0, 4), (3600, 1, 8)]
        file.designations = Array("LMT\0WET\0WEST\0".utf8)
        file.footer = "WET0WEST,M3.5.0/1,M10.5.0"
        return file
    }

    // MARK: - Reading

    @Test func typeZeroRulesBeforeTheFirstTransitionAndTheFooterAfterTheLast() throws {
        let zone = try Zone(contentsOf: Self.lisbonLike().bytes, identifier: "Test/Lisbon")
        #expect(zone.identifier == "Test/Lisbon")
        #expect(zone.secondsFromGMT(at: -2_000_000) == -2205)
        #expect(zone.secondsFromGMT(at: -1_000_000) == 0)
        #expect(zone.secondsFromGMT(at: 0) == 3600)
        #expect(zone.isDaylightSavingTime(at: 0))
        #expect(zone.secondsFromGMT(at: 1_774_746_000) == 3600)  // 2026 summer, from the footer
        #expect(zone.secondsFromGMT(at: 1_774_745_999) == 0)
        #expect(zone.nextTransition(after: -5_000_000) == -1_000_000)
        #expect(zone.nextTransition(after: 1_000_000) == 7_520_400)  // 1970-03-29T01:00Z, the footer's first
        #expect(zone.fixedOffset == nil)
    }

    @Test func versionOneFilesHaveNoFooterAndKeepTheLastType() throws {
        var file = Self.lisbonLike()
        file.version = 0
        let zone = try Zone(contentsOf: file.bytes, identifier: "Old")
        #expect(zone.secondsFromGMT(at: 1_774_746_000) == 0)
        #expect(zone.nextTransition(after: 1_000_000) == nil)
    }

    @Test func aFileWithOneTypeIsFixed() throws {
        var file = TZifFile()
        file.types = [(19_800, 0, 0)]
        file.designations = Array("+0530\0".utf8)
        file.footer = "<+0530>-5:30"
        let zone = try Zone(contentsOf: file.bytes, identifier: "Test/Fixed")
        #expect(zone.fixedOffset == 19_800)
        #expect(zone.nextTransition(after: 0) == nil)
        // Transitions between types of one offset are no change of offset.
        file.types = [(19_800, 0, 0), (19_800, 1, 0)]
        file.times = [100]
        file.indices = [1]
        #expect(try Zone(contentsOf: file.bytes, identifier: "Test/Fixed").fixedOffset == 19_800)
    }

    @Test func anEmptyFooterLeavesTheLastTypeInForce() throws {
        var file = Self.lisbonLike()
        file.footer = ""
        let zone = try Zone(contentsOf: file.bytes, identifier: "Test")
        #expect(zone.secondsFromGMT(at: 1_774_746_000) == 0)
        #expect(zone.nextTransition(after: 1_000_000) == nil)
    }

    @Test(.enabled(if: hasZoneDatabase, "needs /usr/share/zoneinfo"))
    func everyFileOfTheDatabaseReads() throws {
        let enumerator = try #require(FileManager.default.enumerator(atPath: Self.database))
        var read = 0
        for case let path as String in enumerator {
            let full = Self.database + "/" + path
            guard let data = FileManager.default.contents(atPath: full), data.starts(with: Array("TZif".utf8)) else { continue }
            #expect(throws: Never.self, "\(path)") { _ = try Zone(contentsOf: Array(data), identifier: path) }
            read += 1
        }
        #expect(read > 300)
    }

    // MARK: - Hostile bytes

    @Test(.enabled(if: hasZoneDatabase, "needs /usr/share/zoneinfo"))
    func everyTruncationOfARealFileThrows() throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.database + "/Europe/Lisbon")).map { $0 }
        for length in 0..<bytes.count {
            #expect(throws: TZifError.self, "\(length) bytes") { try Zone(contentsOf: Array(bytes.prefix(length)), identifier: "cut") }
        }
        #expect(throws: Never.self) { try Zone(contentsOf: bytes, identifier: "whole") }
    }

    @Test func hostileHeadersAndIndicesThrow() {
        func error(_ change: (inout TZifFile) -> Void) -> TZifError? {
            var file = Self.lisbonLike()
            change(&file)
            do { _ = try Zone(contentsOf: file.bytes, identifier: "hostile"); return nil } catch { return error as? TZifError }
        }
        #expect(error { _ in } == nil)
        var wrongMagic = Self.lisbonLike().bytes
        wrongMagic[0] = UInt8(ascii: "X")
        #expect(throws: TZifError.badMagic) { try Zone(contentsOf: wrongMagic, identifier: "hostile") }
        #expect(error { $0.version = UInt8(ascii: "9") } == .unsupportedVersion(UInt8(ascii: "9")))
        if case .truncated = error({ $0.timeCountOverride = 0xFFFF_FFFF }) {} else { Issue.record("a huge timecnt must be truncated") }
        #expect(error { $0.timeCountOverride = 4 } != nil)  // the blocks no longer line up
        #expect(error { $0.indices = [1, 3, 1] } == .typeIndexOutOfRange(index: 3, typeCount: 3))
        #expect(error { $0.times = [0, -1_000_000, 1_000_000] } == .transitionsOutOfOrder(index: 1))
        #expect(error { $0.times = [0, 0, 1_000_000] } == .transitionsOutOfOrder(index: 1))
        #expect(error { $0.types = []; $0.indices = [] ; $0.times = [] } == .invalidCount(name: "typecnt", value: 0))
        #expect(error { $0.isUTCount = 2 } == .invalidCount(name: "isutcnt", value: 2))
        #expect(error { $0.types[1].isDST = 2 } == .invalidLocalTimeType(index: 1))
        #expect(error { $0.types[1].designation = 200 } == .invalidLocalTimeType(index: 1))
        #expect(error { $0.types[1].offset = Int32.min } == .invalidLocalTimeType(index: 1))
        #expect(error { $0.footer = "WET0WEST,M3.5.0/1" } == .invalidFooter("WET0WEST,M3.5.0/1"))
        var noFinalNewline = Self.lisbonLike().bytes
        noFinalNewline.removeLast()
        #expect(throws: TZifError.invalidFooter("WET0WEST,M3.5.0/1,M10.5.0")) { try Zone(contentsOf: noFinalNewline, identifier: "hostile") }
        #expect(error { $0.leapCount = 2 } == nil)  // leap-second records are skipped
    }

    /// Seeded random byte changes to a real file: each either throws or gives a zone that answers.
    @Test(.enabled(if: hasZoneDatabase, "needs /usr/share/zoneinfo"))
    func mutatedFilesThrowOrAnswer() throws {
        let original = try #require(FileManager.default.contents(atPath: Self.database + "/America/Sao_Paulo")).map { $0 }
        var random = SeededRandom(seed: 0x7215)
        var parsed = 0
        for _ in 0..<3000 {
            var bytes = original
            for _ in 0..<(1 + Int(random.next() % 4)) {
                let position = Int(random.next() % UInt64(bytes.count))
                bytes[position] = random.next() % 2 == 0 ? UInt8(truncatingIfNeeded: random.next()) : bytes[position] ^ 0x80
            }
            guard let zone = try? Zone(contentsOf: bytes, identifier: "mutated") else { continue }
            parsed += 1
            for instant: Int64 in [Int64.min, -2_208_988_800, 0, 1_774_746_000, 4_102_444_800, Int64.max] {
                _ = zone.secondsFromGMT(at: instant)
                _ = zone.nextTransition(after: instant)
                _ = zone.resolve(localSeconds: instant)
            }
        }
        #expect(parsed > 0)
    }
}
