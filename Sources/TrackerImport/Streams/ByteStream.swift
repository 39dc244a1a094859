/// A source of bytes read front to back in chunks, so that no reader holds a whole file.
public protocol ByteStream: AnyObject {
    /// Fills the start of `buffer` and returns how many bytes it wrote; 0 at the end.
    /// - Throws: `ImportError` when the bytes cannot be read or decompressed.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
}

extension ByteStream {
    /// Everything left, up to `limit` bytes.
    /// - Throws: `ImportError` when there is more than `limit`.
    func readAll(limit: Int) throws -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = try chunk.withUnsafeMutableBytes { try read(into: $0) }
            if count == 0 { return result }
            result += chunk[0..<count]
            if result.count > limit {
                throw ImportError(.file, "is larger than \(limit / 1_048_576) MB")
            }
        }
    }
}
