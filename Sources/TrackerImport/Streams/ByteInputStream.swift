import Foundation

/// Adapts a `ByteStream` to the `InputStream` that `XMLParser(stream:)` pulls from, so a
/// gzipped GPX is parsed while it inflates, never whole in memory.
final class ByteInputStream: InputStream {
    private let source: ByteStream
    private var status: Stream.Status = .notOpen
    /// The error that stopped reading, rethrown after the parse.
    private(set) var failure: Error?

    init(source: ByteStream) {
        self.source = source
        super.init(data: Data())
    }

    override func open() { status = .open }
    override func close() { status = .closed }
    override var streamStatus: Stream.Status { status }
    override var hasBytesAvailable: Bool { status == .open }
    override var streamError: Error? { failure }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
        do {
            let count = try source.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: length))
            if count == 0 { status = .atEnd }
            return count
        } catch {
            failure = error
            status = .error
            return -1
        }
    }
}
