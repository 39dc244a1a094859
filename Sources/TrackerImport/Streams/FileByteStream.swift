#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A file read through its descriptor; closes it in `deinit`. Counts the bytes read so
/// that a progress bar can follow along.
public final class FileByteStream: ByteStream {
    private let descriptor: Int32
    public let path: String
    /// Bytes read so far.
    public private(set) var bytesRead = 0
    /// Called after each chunk with the running count.
    public var onRead: ((Int) -> Void)?

    /// - Throws: `ImportError` when the file cannot be opened.
    public init(path: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ImportError(.file, "cannot be opened: \(String(cString: strerror(errno)))")
        }
        self.descriptor = descriptor
        self.path = path
    }

    deinit {
        close(descriptor)
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw ImportError(.byte(bytesRead), "cannot be read: \(String(cString: strerror(errno)))")
            }
            bytesRead += count
            onRead?(bytesRead)
            return count
        }
    }

    /// Up to `count` of the first bytes of the file at `path`, without consuming a stream;
    /// fewer for a shorter file, none when it cannot be read.
    static func prefix(of path: String, count: Int) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, count - filled) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }
            filled += got
        }
        return Array(bytes[0..<filled])
    }
}
