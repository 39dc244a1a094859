import Testing
import TrackerRandom
import TrackerTestSupport
@testable import TrackerImport

/// The byte guards in front of libxml2 skip ASCII and plain text in wide steps; the line they name in
/// an error must be the one a byte-by-byte count gives, wherever the chunks and the steps fall.
@Suite struct XMLGuardTests {
    /// Reads `stream` to its end in chunks of `size` bytes.
    static func drain(_ stream: ByteStream, chunk size: Int) throws {
        var buffer = [UInt8](repeating: 0, count: size)
        while try buffer.withUnsafeMutableBytes({ try stream.read(into: $0) }) > 0 {}
    }

    /// Lines of ASCII with some two- and three-byte characters, and `bad` at the start of line `target`.
    static func text(lines: Int, badLine target: Int, bad: [UInt8], seed: UInt64) -> [UInt8] {
        var random = SeededRandom(seed: seed)
        var bytes: [UInt8] = Array("<gpx>\n".utf8)
        for line in 2...lines {
            if line == target { bytes += bad }
            for _ in 0..<Int(random.unit() * 40) {
                let roll = random.unit()
                bytes += roll < 0.05 ? Array("é".utf8) : roll < 0.08 ? Array("€".utf8) : [UInt8(0x61 + Int(roll * 25))]
            }
            bytes.append(0x0A)
        }
        return bytes
    }

    @Test(arguments: [1, 7, 8, 13, 4096])
    func utf8ErrorsNameTheirLine(chunk: Int) {
        for seed in UInt64(1)...20 {
            let target = 3 + Int(seed * 7 % 50)
            let bytes = Self.text(lines: 60, badLine: target, bad: [0xFF], seed: seed)
            #expect {
                try Self.drain(UTF8Guard(source: DataByteStream(bytes)), chunk: chunk)
            } throws: { error in
                (error as? ImportError)?.location == .line(target)
            }
        }
    }

    @Test(arguments: [1, 7, 8, 13, 4096])
    func instructionErrorsNameTheirLine(chunk: Int) {
        for seed in UInt64(1)...20 {
            let target = 3 + Int(seed * 7 % 50)
            let bytes = Self.text(lines: 60, badLine: target, bad: Array("<a></a><?pi \n?>".utf8), seed: seed)
            #expect {
                try Self.drain(ProcessingInstructionGuard(source: DataByteStream(bytes)), chunk: chunk)
            } throws: { error in
                // The instruction ends on the line after the one it starts on.
                (error as? ImportError)?.location == .line(target + 1)
            }
        }
    }

    @Test func wellFormedTextPassesUnchanged() throws {
        let bytes = Self.text(lines: 500, badLine: 0, bad: [], seed: 3)
        let guarded = ProcessingInstructionGuard(source: UTF8Guard(source: DataByteStream(bytes)))
        var read: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1000)
        while true {
            let count = try buffer.withUnsafeMutableBytes { try guarded.read(into: $0) }
            if count == 0 { break }
            read += buffer[0..<count]
        }
        #expect(read == bytes)
    }

    @Test func lineBreaksAreCountedInEveryPositionOfAWord() {
        for length in 0..<40 {
            for offset in 0..<9 {
                var bytes = [UInt8](repeating: 0x61, count: length + offset)
                for index in stride(from: offset, to: bytes.count, by: 3) { bytes[index] = 0x0A }
                bytes.withUnsafeBytes { raw in
                    #expect(raw.lineBreaks(in: offset..<bytes.count) == bytes[offset...].filter { $0 == 0x0A }.count)
                }
            }
        }
    }
}
