import CZlib

/// Inflates a gzip (or zlib) stream from another stream, chunk by chunk, with zlib.
/// Concatenated gzip members are read one after the other, as `gunzip` does.
/// See https://www.zlib.net/manual.html#Advanced.
public final class GzipByteStream: ByteStream {
    private let source: ByteStream
    // zlib checks on every call that the stream is at the address it was initialized at,
    // and Swift promises a property's address for one call only: so it lives on the heap.
    private let stream: UnsafeMutablePointer<z_stream>
    // zlib keeps a pointer into this buffer between calls, so it never moves.
    private let input = UnsafeMutableRawBufferPointer.allocate(byteCount: 65_536, alignment: 1)
    private var initialized = false
    private var finished = false
    private var sourceEnded = false
    /// Decompressed bytes produced so far (the offsets in error messages).
    private var produced = 0

    /// - Throws: `ImportError` when zlib cannot start.
    public init(source: ByteStream) throws {
        self.source = source
        stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        // 15 + 32: the largest window, and detect a gzip or zlib header automatically.
        let code = tracker_inflate_init(stream, 15 + 32)
        guard code == Z_OK else {
            input.deallocate()
            stream.deallocate()
            throw ImportError(.file, "cannot start zlib (code \(code))")
        }
        initialized = true
    }

    deinit {
        if initialized {
            inflateEnd(stream)
            input.deallocate()
            stream.deallocate()
        }
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard !finished, let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        while true {
            try refill()
            if stream.pointee.avail_in == 0 && sourceEnded {
                throw ImportError(.byte(produced), "the gzip data ends early (a truncated .gz file)")
            }
            stream.pointee.next_out = base.assumingMemoryBound(to: Bytef.self)
            stream.pointee.avail_out = uInt(buffer.count)
            let code = inflate(stream, Z_NO_FLUSH)
            let written = buffer.count - Int(stream.pointee.avail_out)
            produced += written
            switch code {
            case Z_OK, Z_BUF_ERROR:
                if written > 0 { return written }
            case Z_STREAM_END:
                try refill()
                // Another gzip member may follow (it starts with 0x1f); other trailing bytes are ignored.
                if stream.pointee.avail_in > 0, let next = stream.pointee.next_in, next.pointee == 0x1f, inflateReset(stream) == Z_OK {
                    if written > 0 { return written }
                    continue
                }
                finished = true
                return written
            default:
                let message = stream.pointee.msg.map { String(cString: $0) } ?? "code \(code)"
                throw ImportError(.byte(produced), "the gzip data is corrupt (zlib: \(message))")
            }
        }
    }

    private func refill() throws {
        guard stream.pointee.avail_in == 0, !sourceEnded else { return }
        let count = try source.read(into: input)
        if count == 0 { sourceEnded = true }
        stream.pointee.next_in = input.baseAddress?.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_in = uInt(count)
    }
}
