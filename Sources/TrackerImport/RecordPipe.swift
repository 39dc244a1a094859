#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Hands batches of records from the thread that reads a file to the thread that writes
/// them, holding at most `capacity` batches: parsing and SQLite run side by side while
/// memory stays bounded.
final class RecordPipe: @unchecked Sendable {
    static let batchSize = 512
    private let capacity: Int
    private let condition = Condition()
    private var batches: [[ImportRecord]] = []
    private var finished = false
    private var failure: Error?
    private var cancelled = false
    /// The reader's name for the file's format, set by the reading thread before it finishes.
    private var format: String?

    /// Thrown to the reading thread once the writing side has given up.
    struct Cancelled: Error {}

    /// A pipe of `capacity` batches; a file read on the writer's own thread fills one without bound
    /// before the writer takes any.
    init(capacity: Int = 4) {
        self.capacity = capacity
    }

    /// Waits while the pipe is full. - Throws: `Cancelled` when the writer has stopped.
    func put(_ batch: [ImportRecord]) throws {
        condition.lock()
        defer { condition.unlock() }
        while batches.count >= capacity && !cancelled { condition.wait() }
        if cancelled { throw Cancelled() }
        batches.append(batch)
        condition.broadcast()
    }

    func setFormat(_ name: String) {
        condition.lock()
        format = name
        condition.unlock()
    }

    /// The reading side is done, with the error that stopped it, if any.
    func finish(_ error: Error?) {
        condition.lock()
        finished = true
        failure = error
        condition.broadcast()
        condition.unlock()
    }

    /// The next batch, or `nil` when the reader has finished.
    /// - Throws: the reader's error, after every batch before it.
    func take() throws -> [ImportRecord]? {
        condition.lock()
        defer { condition.unlock() }
        while batches.isEmpty && !finished { condition.wait() }
        if !batches.isEmpty {
            condition.broadcast()
            return batches.removeFirst()
        }
        if let failure, !(failure is Cancelled) { throw failure }
        return nil
    }

    /// The writing side stops: a waiting reader is released with `Cancelled`.
    func cancel() {
        condition.lock()
        cancelled = true
        batches.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    var formatName: String? {
        condition.lock()
        defer { condition.unlock() }
        return format
    }
}
