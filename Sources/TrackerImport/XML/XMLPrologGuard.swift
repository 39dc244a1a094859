/// Passes an XML byte stream through unchanged, refusing it if a DOCTYPE comes before the
/// root element.
///
/// GPX and TCX never need a DTD. Without one no entity can be declared, so neither an
/// external entity (a file or URL read into the document) nor an expansion bomb
/// ("billion laughs") can reach the parser, whatever the parser's own settings.
/// This reads only the prolog's markers (`<?`, `<!--`, `<!`); it is not an XML parser.
final class XMLPrologGuard: ByteStream {
    private let source: ByteStream
    /// Lets a DOCTYPE through to the parser (Apple Health's export carries one), which then refuses
    /// any entity it declares (`XMLEventReader`), so none is ever expanded.
    private let allowsDoctype: Bool
    private var state = State.text
    private var line = 1
    private var matched = 0

    private enum State {
        case text             // between prolog items
        case open             // after '<'
        case bang             // after '<!'
        case commentDash      // after '<!-'
        case comment          // inside '<!-- ... '
        case instruction      // inside '<? ... '
        case done
    }

    init(source: ByteStream, allowsDoctype: Bool = false) {
        self.source = source
        self.allowsDoctype = allowsDoctype
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = try source.read(into: buffer)
        guard state != .done else { return count }
        for index in 0..<count {
            try scan(buffer[index])
            if state == .done { break }
        }
        return count
    }

    private func scan(_ byte: UInt8) throws {
        if byte == 0x0A { line += 1 }
        // In UTF-16 and UTF-32 every ASCII marker comes with NUL bytes beside it; skipping
        // them reads the same markers, so a wide DOCTYPE is refused like a narrow one.
        if byte == 0 { return }
        switch state {
        case .text:
            if byte == UInt8(ascii: "<") { state = .open }
        case .open:
            switch byte {
            case UInt8(ascii: "?"): state = .instruction; matched = 0
            case UInt8(ascii: "!"): state = .bang
            default: state = .done  // the root element
            }
        case .bang:
            guard byte == UInt8(ascii: "-") else {
                if allowsDoctype { state = .done; return }
                throw ImportError(.line(line), "a DOCTYPE or other declaration before the root element; GPX and TCX files need none, and it is refused so that no entity can be declared or expanded")
            }
            state = .commentDash
        case .commentDash:
            guard byte == UInt8(ascii: "-") else { throw ImportError(.line(line), "a malformed comment before the root element") }
            state = .comment
            matched = 0
        case .comment:
            // Ends at '-->'.
            if byte == UInt8(ascii: "-") { matched = min(matched + 1, 2) } else if byte == UInt8(ascii: ">") && matched == 2 { state = .text } else { matched = 0 }
        case .instruction:
            if byte == UInt8(ascii: "?") { matched = 1 } else if byte == UInt8(ascii: ">") && matched == 1 { state = .text } else { matched = 0 }
        case .done:
            break
        }
    }
}
