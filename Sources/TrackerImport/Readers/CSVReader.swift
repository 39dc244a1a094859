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
    private let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: 1 << 16)
    private var buffer: UnsafeMutableRawBufferPointer { UnsafeMutableRawBufferPointer(start: storage, count: 1 << 16) }
    private var position = 0
    private var count = 0
    private var ended = false
    private var started = false
    private var line = 1
    private var field: [UInt8] = []
    /// The line on which the record last returned starts.
    public private(set) var recordLine = 0

    /// A reader of `stream`, which it reads in 64 KB chunks.
    public init(stream: ByteStream) {
        self.stream = stream
        field.reserveCapacity(256)
    }

    deinit {
        storage.deallocate()
    }

    /// The next record's fields, or `nil` at the end of the input.
    /// - Throws: `ImportError` with the line of the problem.
    public func nextRecord() throws -> [String]? {
        if !started { try skipByteOrderMark() }
        // The scan works on locals: properties of a class inside this loop would cost an
        // exclusivity check per byte.
        var fields: [String] = []
        fields.reserveCapacity(16)
        var field = self.field
        field.removeAll(keepingCapacity: true)
        var highBytes = false
        var inQuotes = false
        var afterClosingQuote = false
        var sawByte = false
        var line = self.line
        recordLine = line
        var quoteLine = line
        var position = self.position
        var count = self.count
        let bytes = storage
        defer {
            self.position = position
            self.line = line
            self.field = field
        }

        func take() throws -> String {
            let text = String(decoding: field, as: UTF8.self)
            // Decoding repairs invalid UTF-8 with U+FFFD; a repaired field no longer matches its bytes.
            if highBytes && !text.utf8.elementsEqual(field) {
                throw ImportError(.line(line), "bytes that are not UTF-8; save the file as UTF-8")
            }
            field.removeAll(keepingCapacity: true)
            highBytes = false
            return text
        }

        while true {
            if position == count {
                self.position = position
                guard try refill() else {
                    position = self.position
                    if inQuotes {
                        throw ImportError(.line(quoteLine), "a quoted field opened here is never closed")
                    }
                    if !sawByte && field.isEmpty { return nil }
                    fields.append(try take())
                    return fields
                }
                position = self.position
                count = self.count
            }
            let byte = bytes[position]
            position += 1
            if inQuotes {
                if byte == 0x22 {
                    if position == count {
                        self.position = position
                        _ = try refill()
                        position = self.position
                        count = self.count
                    }
                    if position < count && bytes[position] == 0x22 {
                        position += 1
                        field.append(0x22)
                    } else {
                        inQuotes = false
                        afterClosingQuote = true
                    }
                    continue
                }
                if byte == 0x0A { line += 1 }
            } else {
                switch byte {
                case 0x2C:
                    sawByte = true
                    fields.append(try take())
                    afterClosingQuote = false
                    continue
                case 0x0A, 0x0D:
                    if byte == 0x0D {
                        if position == count {
                            self.position = position
                            _ = try refill()
                            position = self.position
                            count = self.count
                        }
                        if position < count && bytes[position] == 0x0A { position += 1 }
                    }
                    if !sawByte && field.isEmpty && !afterClosingQuote {
                        line += 1
                        recordLine = line  // a blank line
                        continue
                    }
                    fields.append(try take())
                    line += 1
                    return fields
                case 0x22 where field.isEmpty && !afterClosingQuote:
                    sawByte = true
                    inQuotes = true
                    quoteLine = line
                    continue
                default:
                    if afterClosingQuote {
                        throw ImportError(.line(line), "text after the closing quote of a field; quote the whole field and double inner quotes")
                    }
                    sawByte = true
                    // The rest of an unquoted field in this chunk, copied at once.
                    let start = position - 1
                    while position < count {
                        let next = bytes[position]
                        if next == 0x2C || next == 0x0A || next == 0x0D || next == 0x22 { break }
                        if next >= 0x80 { highBytes = true }
                        position += 1
                    }
                    guard field.count + position - start <= CSVReader.maximumFieldBytes else {
                        throw ImportError(.line(recordLine), "a field longer than 1 MB (an unclosed quote?)")
                    }
                    if byte >= 0x80 { highBytes = true }
                    field.append(contentsOf: UnsafeBufferPointer(start: bytes + start, count: position - start))
                    continue
                }
            }
            guard field.count < CSVReader.maximumFieldBytes else {
                throw ImportError(.line(recordLine), "a field longer than 1 MB (an unclosed quote?)")
            }
            if byte >= 0x80 { highBytes = true }
            field.append(byte)
        }
    }

    // MARK: - Private

    private func refill() throws -> Bool {
        guard !ended else { return false }
        count = try stream.read(into: buffer)
        position = 0
        if count == 0 { ended = true }
        return count > 0
    }

    private func skipByteOrderMark() throws {
        started = true
        if position == count { _ = try refill() }
        guard position < count, buffer[position] == 0xEF else { return }
        // The three bytes of a BOM all arrive in the first chunk of any real stream.
        if count - position >= 3, buffer[position + 1] == 0xBB, buffer[position + 2] == 0xBF {
            position += 3
        }
    }
}
