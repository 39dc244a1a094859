/// An element's attributes as libxml2's SAX2 start callback hands them over (five pointers each:
/// local name, prefix, namespace URI, start and end of the value), valid only during that callback.
struct XMLAttributes {
    let pointers: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
    let count: Int

    /// The value of the attribute named `name` without a prefix, as bytes (empty when libxml2 gives
    /// none); the last one when the name repeats, as a dictionary of the attributes would keep it.
    func value(_ name: StaticString) -> UnsafeBufferPointer<UInt8>? {
        guard let pointers else { return nil }
        var found: UnsafeBufferPointer<UInt8>?
        for index in stride(from: 0, to: count * 5, by: 5) {
            guard let local = pointers[index] else { continue }
            if let prefix = pointers[index + 1], prefix[0] != 0 { continue }
            guard Self.isNamed(local, name) else { continue }
            if let first = pointers[index + 3], let end = pointers[index + 4], end > first {
                found = UnsafeBufferPointer(start: first, count: end - first)
            } else {
                found = UnsafeBufferPointer(start: nil, count: 0)
            }
        }
        return found
    }

    /// The value of the attribute named `name` without a prefix, as text.
    subscript(name: StaticString) -> String? {
        value(name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether the NUL-terminated `text` is `name`, reading no further than its terminator.
    private static func isNamed(_ text: UnsafePointer<UInt8>, _ name: StaticString) -> Bool {
        let expected = name.utf8Start
        for index in 0..<name.utf8CodeUnitCount where text[index] != expected[index] {
            return false
        }
        return text[name.utf8CodeUnitCount] == 0
    }
}
