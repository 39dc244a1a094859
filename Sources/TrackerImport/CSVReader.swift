/// Reads RFC 4180 CSV one record at a time from a byte stream, holding only the current
/// record: memory stays flat however long the file is.
///
/// Fields may be quoted (`"a, ""b"" and\nc"`); lines end with LF or CRLF; a UTF-8 byte
/// order mark at the start is skipped; blank lines are skipped. Bytes that are not UTF-8,
/// an unclosed quote, text after a closing quote, and a field over `maximumFieldBytes`
/// are errors naming the line.
public final class CSVReader {
    /// A field larger than this is refused (most likely an unclosed quote swallowing the file).
    public static let maximumFieldBytes = 1 << 20

    private let stream: ByteStream
    private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
    private var position = 0
    private var count = 0
    private var ended = false
    private var started = false
    private var line = 1
    private var field: [UInt8] = []
    private var fieldHasHighBytes = false
    /// The line on which the record last returned starts.
    public private(set) var recordLine = 0

    public init(stream: ByteStream) {
        self.stream = stream
        field.reserveCapacity(256)
    }

    deinit {
        buffer.deallocate()
    }

    /// The next record's fields, or `nil` at the end of the input.
    /// - Throws: `ImportError` with the line of the problem.
    public func nextRecord() throws -> [String]? {
        if !started { try skipByteOrderMark() }
        var fields: [String] = []
        fields.reserveCapacity(16)
        resetField()
        var inQuotes = false
        var afterClosingQuote = false
        var sawByte = false
        recordLine = line
        var quoteLine = line
        while true {
            guard let byte = try nextByte() else {
                if inQuotes {
                    throw ImportError(.line(quoteLine), "a quoted field opened here is never closed")
                }
                if !sawByte { return nil }
                fields.append(try takeField())
                return fields
            }
            if inQuotes {
                if byte == 0x22 {
                    if try peekByte() == 0x22 {
                        position += 1
                        try append(0x22)
                    } else {
                        inQuotes = false
                        afterClosingQuote = true
                    }
                } else {
                    if byte == 0x0A { line += 1 }
                    try append(byte)
                }
                continue
            }
            switch byte {
            case 0x2C:
                sawByte = true
                fields.append(try takeField())
                afterClosingQuote = false
            case 0x0A, 0x0D:
                if byte == 0x0D, try peekByte() == 0x0A { position += 1 }
                line += 1
                if !sawByte && field.isEmpty && !afterClosingQuote {
                    recordLine = line  // a blank line
                    continue
                }
                fields.append(try takeField())
                return fields
            case 0x22 where field.isEmpty && !afterClosingQuote:
                sawByte = true
                inQuotes = true
                quoteLine = line
            default:
                if afterClosingQuote {
                    throw ImportError(.line(line), "text after the closing quote of a field; quote the whole field and double inner quotes")
                }
                sawByte = true
                try append(byte)
            }
        }
    }

    // MARK: - Private

    @inline(__always)
    private func nextByte() throws -> UInt8? {
        if position == count {
            guard try refill() else { return nil }
        }
        let byte = buffer[position]
        position += 1
        return byte
    }

    @inline(__always)
    private func peekByte() throws -> UInt8? {
        if position == count {
            guard try refill() else { return nil }
        }
        return buffer[position]
    }

    private func refill() throws -> Bool {
        guard !ended else { return false }
        count = try stream.read(into: buffer)
        position = 0
        if count == 0 { ended = true }
        return count > 0
    }

    private func skipByteOrderMark() throws {
        started = true
        guard try peekByte() == 0xEF else { return }
        // The three bytes of a BOM all arrive in the first chunk of any real stream.
        if count - position >= 3, buffer[position + 1] == 0xBB, buffer[position + 2] == 0xBF {
            position += 3
        }
    }

    @inline(__always)
    private func append(_ byte: UInt8) throws {
        guard field.count < CSVReader.maximumFieldBytes else {
            throw ImportError(.line(recordLine), "a field longer than 1 MB (an unclosed quote?)")
        }
        if byte >= 0x80 { fieldHasHighBytes = true }
        field.append(byte)
    }

    private func resetField() {
        field.removeAll(keepingCapacity: true)
        fieldHasHighBytes = false
    }

    private func takeField() throws -> String {
        defer { resetField() }
        let text = String(decoding: field, as: UTF8.self)
        // Decoding repairs invalid UTF-8 with U+FFFD; a repaired field no longer matches its bytes.
        if fieldHasHighBytes && !text.utf8.elementsEqual(field) {
            throw ImportError(.line(line), "bytes that are not UTF-8; save the file as UTF-8")
        }
        return text
    }
}
