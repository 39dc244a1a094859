import Foundation
import TrackerCore

/// Buffered output to standard output or to a file named with `-o`.
///
/// A regular file (or a new one) is written under a temporary name beside it, flushed to disk
/// and renamed into place by `finish()`, so a failed export never leaves half a file and the
/// old file stays until the new one is whole. A device or a pipe (`-o /dev/stdout`, a FIFO)
/// is written in place: renaming over it would replace it with a plain file (`OutputPath`).
final class OutputSink {
    private let io: IO
    /// The path as given, for messages.
    private let path: String?
    /// Where the bytes finally go (nil for standard output).
    let target: OutputPath?
    private let temporaryPath: String?
    private var handle: FileHandle?
    private var buffer: [UInt8] = []
    private static let flushSize = 1 << 16

    /// - Parameter permissions: the mode of a new file, or nil for the usual one (0666 less the
    ///   umask). Exports hold personal data and are made private (0600).
    /// - Throws: `UsageError` when `path` is a folder, `RuntimeError` naming the file when it
    ///   cannot be created or opened.
    init(path: String?, io: IO, permissions: Int? = nil) throws {
        self.io = io
        self.path = path
        guard let path else {
            (target, temporaryPath) = (nil, nil)
            return
        }
        let target: OutputPath
        do {
            target = try OutputPath.resolve(path)
        } catch let error as ValueParseError {
            throw UsageError.invalidValue(option: "--output", error)
        }
        self.target = target
        switch target {
        case .replaceable(let destination):
            let temporary = destination + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
            guard FileManager.default.createFile(atPath: temporary, contents: nil, attributes: permissions.map { [.posixPermissions: $0] }),
                  let handle = FileHandle(forWritingAtPath: temporary) else {
                throw RuntimeError("cannot write \(path): the folder does not exist or is not writable")
            }
            (temporaryPath, self.handle) = (temporary, handle)
        case .special(let destination):
            guard let handle = FileHandle(forWritingAtPath: destination) else {
                throw RuntimeError("cannot write \(path): \(String(cString: strerror(errno)))")
            }
            (temporaryPath, self.handle) = (nil, handle)
        }
    }

    func write(_ text: String) throws {
        buffer += text.utf8
        if buffer.count >= OutputSink.flushSize { try flush() }
    }

    func write(_ bytes: [UInt8]) throws {
        buffer += bytes
        if buffer.count >= OutputSink.flushSize { try flush() }
    }

    /// Writes what is left and, for a file, moves it into place.
    func finish() throws {
        try flush()
        guard let handle, let path, let target else { return }
        do {
            guard case .replaceable(let destination) = target, let temporaryPath else {
                try handle.close()
                self.handle = nil
                return
            }
            try handle.synchronize()
            try handle.close()
            self.handle = nil
            // rename(2) replaces an existing file atomically: the old one stays until the new one is whole.
            guard rename(temporaryPath, destination) == 0 else {
                throw RuntimeError(String(cString: strerror(errno)))
            }
        } catch let error as RuntimeError {
            discard()
            throw RuntimeError("cannot write \(path): \(error.message)")
        } catch {
            discard()
            throw RuntimeError("cannot write \(path): \(error.localizedDescription)")
        }
    }

    /// Closes the file and removes the temporary one after a failure.
    func discard() {
        try? handle?.close()
        handle = nil
        if let temporaryPath { try? FileManager.default.removeItem(atPath: temporaryPath) }
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        if let handle {
            do {
                try handle.write(contentsOf: buffer)
            } catch {
                throw RuntimeError("cannot write \(path ?? "output"): \(error.localizedDescription)")
            }
        } else {
            io.write(buffer, toStandardError: false)
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
