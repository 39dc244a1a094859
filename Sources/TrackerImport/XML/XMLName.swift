/// An element's or attribute's local name as libxml2 hands it over: UTF-8 bytes, valid only during the
/// callback that receives it, compared with the names a reader knows without building a `String`.
struct XMLName {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The name as text, for messages and for readers that match on strings.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Byte by byte: the names are a few bytes long, shorter than a call to `memcmp` costs.
    @inline(__always)
    static func == (name: XMLName, literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard name.bytes.count == count else { return false }
        let expected = literal.utf8Start
        for index in 0..<count where name.bytes[index] != expected[index] {
            return false
        }
        return true
    }

    static func != (name: XMLName, literal: StaticString) -> Bool {
        !(name == literal)
    }
}

extension Optional where Wrapped == XMLName {
    /// Whether there is a name and it is `literal`.
    static func == (name: XMLName?, literal: StaticString) -> Bool {
        name.map { $0 == literal } ?? false
    }
}
