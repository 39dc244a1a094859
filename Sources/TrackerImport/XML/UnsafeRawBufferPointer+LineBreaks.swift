#if canImport(Glibc)
import Glibc
#endif

extension UnsafeRawBufferPointer {
    /// How many line feeds (0x0A) `range` holds, found with `memchr`: the XML guards count lines over
    /// every byte of a file for their messages, and a line of a GPX file is a few hundred bytes.
    func lineBreaks(in range: Range<Int>) -> Int {
        guard let base = baseAddress, !range.isEmpty else { return 0 }
        var count = 0
        var position = base + range.lowerBound
        let end = base + range.upperBound
        while position < end, let found = memchr(position, 0x0A, end - position) {
            count += 1
            position = UnsafeRawPointer(found) + 1
        }
        return count
    }

    /// The end of the run of ASCII bytes (below 0x80) from `index`, read eight bytes at a time; the
    /// run may stop up to seven bytes short of the first byte that is not ASCII.
    func asciiRunEnd(from index: Int, to end: Int) -> Int {
        guard let base = baseAddress else { return index }
        var position = index
        while position + 8 <= end, (base + position).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            position += 8
        }
        return position
    }
}
