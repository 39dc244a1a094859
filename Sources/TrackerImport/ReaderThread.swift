import CAllocator
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread with a stack of a given size that runs one closure and is joined: the file
/// reader's thread, without Foundation's `Thread` (and the whole Foundation it links).
final class ReaderThread {
    private var thread: pthread_t

    /// Starts `body` at once. - Throws: `ImportError` when the system refuses a thread.
    init(stackSize: Int, _ body: @escaping @Sendable () -> Void) throws {
        Self.keepFreedMemory()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let result = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, box)
        guard result == 0 else {
            Unmanaged<Body>.fromOpaque(box).release()
            throw ImportError(.file, "cannot start a thread to read it: \(String(cString: strerror(result)))")
        }
        #if canImport(Glibc)
        self.thread = thread
        #else
        self.thread = thread!
        #endif
    }

    /// Each file is read on a new thread, into glibc's arena for threads, and a file's arrays (a FIT
    /// file's records, a stream's columns: a few MB) are freed when it is done. glibc hands the free top
    /// of an arena back to the kernel once it passes its trim threshold (128 KiB, raised only when a
    /// large mapped block happens to be freed first), and the next file then faults every page back in:
    /// 75,000 page faults and about a tenth of the CPU time on 500 files, or none, by chance. Fixed
    /// thresholds keep the memory for the next file; the process's peak stays the largest file's.
    /// (Called for every thread: setting the same two values again costs nothing.)
    static func keepFreedMemory() {
        tracker_keep_freed_memory(16 << 20, 32 << 20)
    }

    /// Waits until the closure has returned.
    func join() {
        pthread_join(thread, nil)
    }

    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
