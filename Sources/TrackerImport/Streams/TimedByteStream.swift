/// A stream that adds up the thread CPU time spent in its source's reads (the file's bytes and,
/// for a gzipped file, their inflation): the read stage of `ImportStages`.
final class TimedByteStream: ByteStream {
    private let source: ByteStream
    /// Seconds spent in `source.read` so far.
    private(set) var seconds = 0.0

    init(_ source: ByteStream) {
        self.source = source
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let start = ImportStages.threadSeconds()
        defer { seconds += ImportStages.threadSeconds() - start }
        return try source.read(into: buffer)
    }
}
