#if canImport(Glibc)
import Glibc
#endif

/// An element's or attribute's local name as libxml2 hands it over: UTF-8 bytes, valid only during the
/// callback that receives it, compared with the names a reader knows without building a `String`.
struct XMLName {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The name as text, for messages and for readers that match on strings.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    static func == (name: XMLName, literal: StaticString) -> Bool {
        guard name.bytes.count == literal.utf8CodeUnitCount else { return false }
        guard let start = name.bytes.baseAddress, name.bytes.count > 0 else { return true }
        return memcmp(start, literal.utf8Start, name.bytes.count) == 0
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
