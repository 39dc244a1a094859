/// The local names of the elements open at an event, outermost first, kept as bytes in one buffer
/// that grows to the deepest path and is then reused: a GPX file opens about ten elements a point.
final class XMLElementPath {
    private var bytes: UnsafeMutablePointer<UInt8>
    private var byteCapacity = 256
    /// Where each name ends in `bytes`.
    private var ends: UnsafeMutablePointer<Int>
    private var endCapacity = 32
    /// How many elements are open.
    private(set) var count = 0

    init() {
        bytes = .allocate(capacity: byteCapacity)
        ends = .allocate(capacity: endCapacity)
    }

    deinit {
        bytes.deallocate()
        ends.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// The innermost open element.
    var last: XMLName? { name(fromEnd: 0) }

    /// The open element `distance` levels out from the innermost one (0 is the innermost), or `nil`.
    /// The name is valid until the next `push`.
    func name(fromEnd distance: Int) -> XMLName? {
        let index = count - 1 - distance
        guard index >= 0, distance >= 0 else { return nil }
        let start = index == 0 ? 0 : ends[index - 1]
        return XMLName(bytes: UnsafeBufferPointer(start: bytes + start, count: ends[index] - start))
    }

    func push(_ name: UnsafeBufferPointer<UInt8>) {
        let start = count == 0 ? 0 : ends[count - 1]
        if start + name.count > byteCapacity {
            byteCapacity = max(byteCapacity * 2, start + name.count)
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: byteCapacity)
            grown.update(from: bytes, count: start)
            bytes.deallocate()
            bytes = grown
        }
        if count == endCapacity {
            endCapacity *= 2
            let grown = UnsafeMutablePointer<Int>.allocate(capacity: endCapacity)
            grown.update(from: ends, count: count)
            ends.deallocate()
            ends = grown
        }
        if let source = name.baseAddress, name.count > 0 {
            (bytes + start).update(from: source, count: name.count)
        }
        ends[count] = start + name.count
        count += 1
    }

    func removeLast() {
        if count > 0 { count -= 1 }
    }
}
