#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore

/// Reads a JSON array one element at a time from a byte stream: only the current element
/// is in memory, so a large export imports in flat memory. Elements are parsed fully
/// (they are small objects); the reader refuses anything that is not strict JSON.
final class JSONArrayReader {
    private let stream: ByteStream
    private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
    private var position = 0
    private var count = 0
    private var ended = false
    private var line = 1
    private var state = State.start
    /// How deep elements may nest; deeper input is refused rather than recursed into.
    static let maximumDepth = 64

    private enum State { case start, inArray, finished }

    /// The line on which the element last returned starts.
    private(set) var elementLine = 1

    init(stream: ByteStream) {
        self.stream = stream
    }

    deinit {
        buffer.deallocate()
    }

    /// The next element of the top-level array, or `nil` after its closing bracket.
    /// - Throws: `ImportError` with the line of the problem.
    func nextElement() throws -> JSONValue? {
        switch state {
        case .finished:
            return nil
        case .start:
            try skipByteOrderMark()
            try skipWhitespace()
            guard let first = try next() else { throw ImportError(.file, "is empty") }
            guard first == UInt8(ascii: "[") else { throw error("a tracker JSON export is an array: expected '[', found \(describe(first))") }
            try skipWhitespace()
            if try peek() == UInt8(ascii: "]") {
                position += 1
                try finish()
                return nil
            }
            state = .inArray
        case .inArray:
            try skipWhitespace()
            guard let separator = try next() else { throw error("the array is never closed (a truncated file?)") }
            if separator == UInt8(ascii: "]") {
                try finish()
                return nil
            }
            guard separator == UInt8(ascii: ",") else { throw error("expected ',' or ']' after an element, found \(describe(separator))") }
        }
        try skipWhitespace()
        elementLine = line
        return try value(depth: 0)
    }

    // MARK: - Values

    private func value(depth: Int) throws -> JSONValue {
        guard depth < JSONArrayReader.maximumDepth else { throw error("nesting deeper than \(JSONArrayReader.maximumDepth) levels") }
        try skipWhitespace()
        guard let byte = try peek() else { throw error("the file ends inside a value (a truncated file?)") }
        switch byte {
        case UInt8(ascii: "{"):
            position += 1
            var fields: [(String, JSONValue)] = []
            try skipWhitespace()
            if try peek() == UInt8(ascii: "}") { position += 1; return .object(fields) }
            while true {
                try skipWhitespace()
                guard try next() == UInt8(ascii: "\"") else { throw error("expected a quoted key in an object") }
                let key = try string()
                try skipWhitespace()
                guard try next() == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
                fields.append((key, try value(depth: depth + 1)))
                try skipWhitespace()
                let separator = try next()
                if separator == UInt8(ascii: "}") { return .object(fields) }
                guard separator == UInt8(ascii: ",") else { throw error("expected ',' or '}' in an object, found \(describe(separator))") }
            }
        case UInt8(ascii: "["):
            position += 1
            var items: [JSONValue] = []
            try skipWhitespace()
            if try peek() == UInt8(ascii: "]") { position += 1; return .array(items) }
            while true {
                items.append(try value(depth: depth + 1))
                try skipWhitespace()
                let separator = try next()
                if separator == UInt8(ascii: "]") { return .array(items) }
                guard separator == UInt8(ascii: ",") else { throw error("expected ',' or ']' in an array, found \(describe(separator))") }
            }
        case UInt8(ascii: "\""):
            position += 1
            return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default:
            return .number(try number())
        }
    }

    private func string() throws -> String {
        var bytes: [UInt8] = []
        while true {
            guard let byte = try next() else { throw error("a string is never closed (a truncated file?)") }
            switch byte {
            case UInt8(ascii: "\""):
                let text = String(decoding: bytes, as: UTF8.self)
                guard text.utf8.elementsEqual(bytes) else { throw error("bytes that are not UTF-8 in a string") }
                return text
            case UInt8(ascii: "\\"):
                guard let escaped = try next() else { throw error("the file ends inside an escape") }
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(escaped)
                case UInt8(ascii: "b"): bytes.append(0x08)
                case UInt8(ascii: "f"): bytes.append(0x0C)
                case UInt8(ascii: "n"): bytes.append(0x0A)
                case UInt8(ascii: "r"): bytes.append(0x0D)
                case UInt8(ascii: "t"): bytes.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hexQuad()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard try next() == UInt8(ascii: "\\"), try next() == UInt8(ascii: "u") else {
                            throw error("a lone UTF-16 surrogate in a \\u escape")
                        }
                        let low = try hexQuad()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("a lone UTF-16 surrogate in a \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw error("\\u escape of an invalid code point") }
                    bytes += Array(String(Character(unicode)).utf8)
                default:
                    throw error("unknown escape \\\(describe(escaped))")
                }
            case 0x00..<0x20:
                throw error("a control character inside a string (escape newlines as \\n)")
            default:
                bytes.append(byte)
            }
            if bytes.count > CSVReader.maximumFieldBytes { throw error("a string longer than 1 MB") }
        }
    }

    private func hexQuad() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            let digit: UInt8
            switch try next() {
            case let byte? where (0x30...0x39).contains(byte): digit = byte - 0x30
            case let byte? where (0x41...0x46).contains(byte): digit = byte - 0x37
            case let byte? where (0x61...0x66).contains(byte): digit = byte - 0x57
            default: throw error("a \\u escape needs four hex digits")
            }
            value = value * 16 + UInt32(digit)
        }
        return value
    }

    private func number() throws -> Double {
        var text = ""
        while let byte = try peek(), byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            text.append(Character(UnicodeScalar(byte)))
            position += 1
            if text.count > 64 { break }
        }
        guard let first = text.unicodeScalars.first, first == "-" || ("0"..."9").contains(first),
              let number = Double(text), number.isFinite else {
            let found = text.isEmpty ? describe(try peek()) : "'\(text)'"
            throw error("expected a value, found \(found)")
        }
        return number
    }

    private func literal(_ word: String) throws {
        for expected in word.utf8 {
            guard try next() == expected else { throw error("expected \(word)") }
        }
    }

    private func finish() throws {
        state = .finished
        try skipWhitespace()
        if let extra = try peek() { throw error("text after the closing ']': \(describe(extra))") }
    }

    // MARK: - Bytes

    private func error(_ reason: String) -> ImportError { ImportError(.line(line), reason) }

    private func describe(_ byte: UInt8?) -> String {
        guard let byte else { return "the end of the file" }
        return (0x21..<0x7F).contains(byte) ? "'\(Character(UnicodeScalar(byte)))'" : String(printf: "byte 0x%02X", byte)
    }

    private func skipWhitespace() throws {
        while let byte = try peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            if byte == 0x0A { line += 1 }
            position += 1
        }
    }

    private func skipByteOrderMark() throws {
        guard try peek() == 0xEF, count - position >= 3, buffer[position + 1] == 0xBB, buffer[position + 2] == 0xBF else { return }
        position += 3
    }

    @inline(__always)
    private func next() throws -> UInt8? {
        guard let byte = try peek() else { return nil }
        position += 1
        return byte
    }

    @inline(__always)
    private func peek() throws -> UInt8? {
        if position == count {
            guard !ended else { return nil }
            count = try stream.read(into: buffer)
            position = 0
            if count == 0 { ended = true; return nil }
        }
        return buffer[position]
    }
}
