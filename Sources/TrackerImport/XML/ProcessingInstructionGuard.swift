#if canImport(Glibc)
import Glibc
#endif

/// Passes an XML byte stream through unchanged, refusing it at a processing instruction
/// without data (`<?target?>`) before the parser sees that chunk.
///
/// FoundationXML's processing-instruction callback reads the data with `strlen` and crashes
/// on the NULL libxml2 passes when there is none. GPX and TCX never need one. The scan is
/// byte-level and does not know about comments or CDATA, where such text is harmless; it is
/// refused there too, which no real file will notice.
final class ProcessingInstructionGuard: ByteStream {
    private let source: ByteStream
    private var state = State.text
    private var line = 1

    private enum State {
        case text
        case open           // after '<'
        case target         // after '<?' and at least zero name bytes
        case space          // after the target, only whitespace so far
        case question       // after the target (and whitespace), a '?'
    }

    init(source: ByteStream) {
        self.source = source
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = try source.read(into: buffer)
        let bytes = UnsafeRawBufferPointer(buffer)
        var index = 0
        while index < count {
            // From text, bytes without a '?' lead only back to text, or to `.open` after a '<':
            // jump to the byte before the next '?' (or to the last byte), which decides the state.
            if state == .text, let base = bytes.baseAddress {
                let question = memchr(base + index, Int32(UInt8(ascii: "?")), count - index).map { $0 - UnsafeMutableRawPointer(mutating: base) } ?? count
                let next = max(index, question - 1)
                line += bytes.lineBreaks(in: index..<next)
                index = next
            }
            try scan(bytes[index])
            index += 1
        }
        return count
    }

    private func scan(_ byte: UInt8) throws {
        if byte == 0x0A { line += 1 }
        let isSpace = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        switch state {
        case .text:
            if byte == UInt8(ascii: "<") { state = .open }
        case .open:
            state = byte == UInt8(ascii: "?") ? .target : byte == UInt8(ascii: "<") ? .open : .text
        case .target:
            if byte == UInt8(ascii: "?") { state = .question } else if isSpace { state = .space } else if byte == UInt8(ascii: "<") { state = .open } else if byte == UInt8(ascii: ">") { state = .text }
        case .space:
            if byte == UInt8(ascii: "?") { state = .question } else if !isSpace { state = byte == UInt8(ascii: "<") ? .open : .text }
        case .question:
            if byte == UInt8(ascii: ">") {
                throw ImportError(.line(line), "a processing instruction without data (<?...?>); GPX and TCX files need none, and the XML parser cannot take it")
            }
            state = byte == UInt8(ascii: "<") ? .open : .text
        }
    }
}
