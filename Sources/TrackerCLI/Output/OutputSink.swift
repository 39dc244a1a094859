#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import TrackerCore

/// Buffered output to standard output or to a file named with `-o`.
///
/// A regular file (or a new one) is written through a `FileReplacement`: beside it, flushed to
/// the disk and renamed into place by `finish()`, so a failed export never leaves half a file
/// and the old file stays until the new one is whole. A device or a pipe (a FIFO, `/dev/null`) is
/// written in place, and a name of an open descriptor (`/dev/stdout`) through the descriptor:
/// renaming over either would replace it with a plain file (`OutputPath`).
final class OutputSink {
    private let io: IO
    /// The path as given, for messages.
    private let path: String?
    /// Where the bytes finally go (nil for standard output).
    let target: OutputPath?
    private var replacement: FileReplacement?
    /// The device or descriptor written in place; nil for standard output and a replacement.
    private var handle: Int32?
    private var buffer: [UInt8] = []
    private static let flushSize = 1 << 16

    /// Where `path` leads, for output.
    /// - Throws: `UsageError` when it is a folder.
    static func target(_ path: String) throws -> OutputPath {
        do {
            return try OutputPath.resolve(path)
        } catch let error as ValueParseError {
            throw UsageError.invalidValue(option: "--output", error)
        }
    }

    /// Whether `target` is a terminal, where binary output must not go.
    static func isTerminal(_ target: OutputPath, standardOutputIsTerminal: Bool) -> Bool {
        switch target {
        case .replaceable:
            return false
        case .descriptor(let descriptor):
            return descriptor == STDOUT_FILENO ? standardOutputIsTerminal : isatty(descriptor) == 1
        case .special(let path):
            // Only a character device can be a terminal. Anything else is not opened to find
            // out: opening a FIFO and closing it again would hand its reader an end of file.
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFCHR else { return false }
            let descriptor = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK)
            defer { if descriptor >= 0 { close(descriptor) } }
            return descriptor >= 0 && isatty(descriptor) == 1
        }
    }

    /// - Parameter target: where `path` leads, when already resolved with `target(_:)`.
    /// - Parameter permissions: the mode of a new file, or nil for the usual one (0666 less the
    ///   umask). Exports hold personal data and are made private (0600).
    /// - Throws: `UsageError` when `path` is a folder, `FileError` naming the file when it
    ///   cannot be created or opened.
    init(path: String?, target resolved: OutputPath? = nil, io: IO, permissions: Int? = nil) throws {
        self.io = io
        self.path = path
        guard let path else {
            target = nil
            return
        }
        let target = try resolved ?? OutputSink.target(path)
        self.target = target
        switch target {
        case .replaceable(let destination):
            replacement = try FileReplacement(destination, named: path, permissions: mode_t(permissions ?? 0o666))
        case .special(let destination):
            let handle = open(destination, O_WRONLY | O_CLOEXEC)
            guard handle >= 0 else {
                throw FileError.cannot("write", path, errno: errno)
            }
            self.handle = handle
        case .descriptor(STDOUT_FILENO):
            // Through the command's standard output, like no -o at all.
            break
        case .descriptor(let descriptor):
            guard fcntl(descriptor, F_GETFD) >= 0 else {
                throw FileError.cannot("write", path, reason: "descriptor \(descriptor) is not open")
            }
            handle = descriptor
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
    /// - Throws: `FileError` naming the file; the temporary file is then gone.
    func finish() throws {
        try flush()
        if let replacement {
            try replacement.commit()
            self.replacement = nil
            return
        }
        guard let handle, let path, let target else { return }
        self.handle = nil
        // The descriptor is the process's: left open.
        if case .descriptor = target { return }
        guard close(handle) == 0 else {
            throw FileError.cannot("write", path, errno: errno)
        }
    }

    /// Runs `body`, which writes the whole output, then `finish()`es it; when either throws, the
    /// output is discarded (no half file stays) and the error rethrown.
    func writeWhole(_ body: (OutputSink) throws -> Void) throws {
        do {
            try body(self)
            try finish()
        } catch {
            discard()
            throw error
        }
    }

    /// Closes the file and removes the temporary one after a failure.
    func discard() {
        if case .descriptor = target {} else if let handle { close(handle) }
        handle = nil
        replacement?.discard()
        replacement = nil
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        if let replacement {
            try replacement.write(buffer)
        } else if let handle {
            var written = 0
            while written < buffer.count {
                let count = buffer.withUnsafeBytes { Glibc.write(handle, $0.baseAddress! + written, $0.count - written) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    throw FileError.cannot("write", path ?? "output", errno: errno)
                }
                written += count
            }
        } else {
            io.write(buffer, toStandardError: false)
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
