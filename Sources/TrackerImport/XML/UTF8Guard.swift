/// Passes an XML byte stream through unchanged, refusing it at the first byte that is not
/// valid UTF-8, before the parser sees that chunk.
///
/// libxml2 hands some malformed names to FoundationXML's callbacks, which trap on text that
/// is not UTF-8 (a five-byte GPX, `<\u{D8}kp4`, crashed the process). A file in UTF-16, or
/// declaring ISO-8859-1 or -15 in its XML declaration, is passed through unchecked: libxml2
/// converts it to UTF-8 itself.
final class UTF8Guard: ByteStream {
    private let source: ByteStream
    private var checking = true
    private var decidedEncoding = false
    private var prolog: [UInt8] = []
    private var line = 1
    /// Continuation bytes still expected, and the allowed range of the next one.
    private var remaining = 0
    private var nextRange: ClosedRange<UInt8> = 0x80...0xBF

    init(source: ByteStream) {
        self.source = source
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = try source.read(into: buffer)
        if !decidedEncoding { decideEncoding(buffer, count: count) }
        guard checking else { return count }
        let bytes = UnsafeRawBufferPointer(buffer)
        var index = 0
        while index < count {
            // Between characters, ASCII passes eight bytes at a time.
            if remaining == 0 {
                let runEnd = bytes.asciiRunEnd(from: index, to: count)
                line += bytes.lineBreaks(in: index..<runEnd)
                index = runEnd
                if index == count { break }
            }
            try check(bytes[index])
            index += 1
        }
        if count == 0 && remaining > 0 {
            throw ImportError(.line(line), "the file ends inside a UTF-8 character")
        }
        return count
    }

    /// Looks at the first bytes for UTF-16 and at the XML declaration (the first 200 bytes at
    /// most) for a Latin encoding, which libxml2 converts to UTF-8 before any callback.
    private func decideEncoding(_ buffer: UnsafeMutableRawBufferPointer, count: Int) {
        prolog += buffer.prefix(max(0, min(count, 200 - prolog.count)))
        // UTF-16, with a byte-order mark or without one (`<` next to a zero byte).
        if prolog.starts(with: [0xFE, 0xFF]) || prolog.starts(with: [0xFF, 0xFE])
            || prolog.starts(with: [0x3C, 0x00]) || prolog.starts(with: [0x00, 0x3C]) {
            checking = false
            decidedEncoding = true
            return
        }
        let text = String(decoding: prolog, as: UTF8.self).lowercased()
        guard let end = text.utf8.firstRange(of: "?>".utf8) ?? (count == 0 || prolog.count >= 200 ? text.endIndex..<text.endIndex : nil) else { return }
        decidedEncoding = true
        let declaration = text[..<end.lowerBound]
        guard declaration.hasPrefix("<?xml "), let key = declaration.utf8.firstRange(of: " encoding".utf8) else { return }
        // Exactly `encoding = "name"` (or single quotes), naming an encoding libxml2 converts itself.
        var rest = declaration[key.upperBound...].drop { $0 == " " }
        guard rest.first == "=" else { return }
        rest = rest.dropFirst().drop { $0 == " " }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return }
        let value = rest.dropFirst().prefix { $0 != quote }
        guard rest.dropFirst().dropFirst(value.count).first == quote else { return }
        // Only encodings that define every byte: a declared UTF-16 in a file that reads as ASCII
        // is ignored by libxml2 (a fuzzed `encoding="UTF-16"` crashed it), and a byte an encoding
        // leaves undefined could reach the callbacks unconverted.
        if ["iso-8859-1", "latin1", "iso-8859-15", "latin-9", "iso_8859-1"].contains(String(value)) { checking = false }
    }

    private func check(_ byte: UInt8) throws {
        if remaining > 0 {
            guard nextRange.contains(byte) else { throw invalid() }
            remaining -= 1
            nextRange = 0x80...0xBF
            return
        }
        switch byte {
        case 0x0A: line += 1
        case 0x00...0x7F: break
        case 0xC2...0xDF: remaining = 1
        case 0xE0: remaining = 2; nextRange = 0xA0...0xBF  // no overlong forms
        case 0xED: remaining = 2; nextRange = 0x80...0x9F  // no surrogates
        case 0xE1...0xEF: remaining = 2
        case 0xF0: remaining = 3; nextRange = 0x90...0xBF
        case 0xF4: remaining = 3; nextRange = 0x80...0x8F  // nothing above U+10FFFF
        case 0xF1...0xF3: remaining = 3
        default: throw invalid()
        }
    }

    private func invalid() -> ImportError {
        ImportError(.line(line), "is not valid UTF-8 text; save the file as UTF-8 or declare its encoding in <?xml ... encoding=\"...\"?>")
    }
}
