#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// New content for a file, written under a temporary name beside it, flushed to the disk, and
/// only then given the file's name, so that neither a reader nor a crash ever sees half a file:
/// the old content stays until the new one is whole, and a failure leaves no temporary file.
///
/// The one routine behind every file tracker writes whole: `-o` outputs (charts, exports, the
/// weekly card), and database backups, which SQLite fills through `temporaryPath` before
/// `commit`. After the rename, the folder is flushed too, so the new name survives a power cut
/// (best effort: some file systems refuse to flush a folder).
///
/// `destination` must be a regular file or a name not taken yet; `OutputPath` tells which
/// paths are (a device or a pipe is written in place, never replaced).
/// See https://man7.org/linux/man-pages/man2/rename.2.html and fsync(2).
public final class FileReplacement {
    /// The path as given, for messages.
    public let path: String
    /// The file that gets the content.
    public let destination: String
    /// Where the content is written until `commit()`.
    public let temporaryPath: String
    private var descriptor: Int32
    private var isClosed = false
    private var isCommitted = false

    /// Creates the temporary file beside `destination`, with `permissions` less the umask
    /// (0o666 makes an ordinary file; 0o600 one private to its owner).
    /// - Parameter path: how to name the file in messages (the path as the user gave it).
    /// - Throws: `FileError` when the temporary file cannot be created (no such folder, no permission).
    public init(_ destination: String, named path: String? = nil, permissions: mode_t = 0o666) throws {
        let path = path ?? destination
        self.path = path
        self.destination = destination
        temporaryPath = destination + ".tmp-\(getpid())"
        // A file left by a crashed run of a process with the same id; O_EXCL below never
        // follows a link planted under that name.
        unlink(temporaryPath)
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard descriptor >= 0 else {
            let code = errno
            throw code == ENOENT
                ? FileError.cannot("write", path, reason: "the folder of \(destination) does not exist")
                : FileError.cannot("write", path, errno: code)
        }
    }

    deinit {
        if !isCommitted { discard() }
    }

    /// Appends `bytes` to the new content.
    /// - Throws: `FileError` with the system's reason (a full disk, a quota).
    public func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = writeBytes(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw FileError.cannot("write", path, errno: errno)
                }
                offset += written
            }
        }
    }

    /// Flushes the new content to the disk and gives it the file's name; after a failure the
    /// temporary file is removed and `destination` is as it was.
    /// - Parameter replace: whether an existing `destination` is replaced (rename(2), atomic);
    ///   otherwise a file that exists, even one that appeared meanwhile, is kept (link(2)
    ///   never replaces) and the commit fails.
    /// - Throws: `FileError` naming the file.
    public func commit(replace: Bool = true) throws {
        do {
            guard fsync(descriptor) == 0 else { throw FileError.cannot("write", path, reason: "cannot flush it to the disk: \(String(cString: strerror(errno)))") }
            closeDescriptor()
            if replace {
                guard rename(temporaryPath, destination) == 0 else { throw FileError.cannot("write", path, errno: errno) }
            } else {
                guard link(temporaryPath, destination) == 0 else {
                    throw errno == EEXIST
                        ? FileError.cannot("write", path, reason: "it already exists; use --force to replace it")
                        : FileError.cannot("write", path, errno: errno)
                }
                unlink(temporaryPath)
            }
        } catch {
            discard()
            throw error
        }
        isCommitted = true
        FileReplacement.synchronizeFolder(of: destination)
    }

    /// Closes and removes the temporary file; `destination` is left as it was.
    public func discard() {
        closeDescriptor()
        if !isCommitted { unlink(temporaryPath) }
    }

    /// Flushes the folder that holds `path`, which makes a rename in it durable. Best effort.
    public static func synchronizeFolder(of path: String) {
        let folder = path.deletingLastPathComponent
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        closeFile(descriptor)
    }

    private func closeDescriptor() {
        guard !isClosed else { return }
        isClosed = true
        closeFile(descriptor)
    }
}

// The system calls under names the methods above do not shadow.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(descriptor, bytes, count) }

private func closeFile(_ descriptor: Int32) { close(descriptor) }
