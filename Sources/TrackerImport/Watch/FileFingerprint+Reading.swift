#if canImport(Glibc)
import Glibc
#endif
import CZlib
import TrackerCore

extension FileFingerprint {
    /// Bytes read per call while the checksums run.
    static let chunkBytes = 1 << 20

    /// The fingerprint of the file at `path`, from its bytes: zlib's CRC-32 and Adler-32 (two
    /// different functions, 64 bits together, beside the size), which zlib computes at several
    /// gigabytes a second; Foundation on Linux has no SHA without CryptoKit, and a checksum is
    /// all a file's identity needs.
    /// - Throws: `ImportError` when the file cannot be opened or read.
    public init(contentsOf path: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ImportError(.file, "cannot be opened (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        var crc = crc32(0, nil, 0)
        var adler = adler32(0, nil, 0)
        var size: Int64 = 0
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkBytes, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw ImportError(.file, "cannot be read (\(String(cString: strerror(errno))))")
            }
            if count == 0 { break }
            let bytes = buffer.baseAddress?.assumingMemoryBound(to: Bytef.self)
            crc = crc32(crc, bytes, uInt(count))
            adler = adler32(adler, bytes, uInt(count))
            size += Int64(count)
        }
        self.init(checksum: Int64(bitPattern: UInt64(crc & 0xFFFF_FFFF) << 32 | UInt64(adler & 0xFFFF_FFFF)), size: size)
    }
}
