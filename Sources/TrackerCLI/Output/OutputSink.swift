import Foundation

/// Buffered output to standard output or to a file. A file is written under a temporary
/// name and renamed into place by `finish()`, so a failed export never leaves half a file.
final class OutputSink {
    private let io: IO
    private let path: String?
    private let temporaryPath: String?
    private var handle: FileHandle?
    private var buffer: [UInt8] = []
    private static let flushSize = 1 << 16

    /// - Throws: `RuntimeError` naming the file when it cannot be created.
    init(path: String?, io: IO) throws {
        self.io = io
        self.path = path
        guard let path else {
            temporaryPath = nil
            return
        }
        let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
        guard FileManager.default.createFile(atPath: temporary, contents: nil, attributes: [.posixPermissions: 0o600]),
              let handle = FileHandle(forWritingAtPath: temporary) else {
            throw RuntimeError("cannot write \(path): the folder does not exist or is not writable")
        }
        self.temporaryPath = temporary
        self.handle = handle
    }

    func write(_ text: String) throws {
        buffer += text.utf8
        if buffer.count >= OutputSink.flushSize { try flush() }
    }

    /// Writes what is left and, for a file, moves it into place.
    func finish() throws {
        try flush()
        guard let handle, let temporaryPath, let path else { return }
        do {
            try handle.synchronize()
            try handle.close()
            self.handle = nil
            if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
            try FileManager.default.moveItem(atPath: temporaryPath, toPath: path)
        } catch {
            discard()
            throw RuntimeError("cannot write \(path): \(error.localizedDescription)")
        }
    }

    /// Removes the temporary file after a failure.
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
