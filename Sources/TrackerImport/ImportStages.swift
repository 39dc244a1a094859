#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The CPU time an import spends in each stage, summed over its threads: reading and
/// decompressing the bytes, parsing them, deriving the stored values from the streams
/// (`ImportDestination.streamDeriver`), and writing (the writer's thread, less what it read itself).
/// Kept only when asked for (`TRACKER_IMPORT_STAGES`, for the benchmarks), since each read of the
/// clock is a system call.
public final class ImportStages: @unchecked Sendable {
    /// Seconds of CPU time per stage.
    public struct Totals: Sendable {
        public var read = 0.0
        public var parse = 0.0
        public var derive = 0.0
        public var write = 0.0
    }

    private let condition = Condition()
    private var totals = Totals()

    public init() {}

    /// The totals so far.
    public var current: Totals {
        condition.lock()
        defer { condition.unlock() }
        return totals
    }

    /// Adds one file's reading: `total` seconds on its thread, of which `read` and `derive` were
    /// spent reading bytes and deriving, the rest parsing.
    func addReading(total: Double, read: Double, derive: Double) {
        condition.lock()
        totals.read += read
        totals.derive += derive
        totals.parse += max(0, total - read - derive)
        condition.unlock()
    }

    /// Adds the writer's thread: `total` seconds, of which `inline` were spent reading files on it.
    func addWriting(total: Double, inline: Double) {
        condition.lock()
        totals.write += max(0, total - inline)
        condition.unlock()
    }

    /// The CPU time of the calling thread, in seconds.
    static func threadSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
