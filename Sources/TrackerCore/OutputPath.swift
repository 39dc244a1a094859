#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// What a path given for output names, decided before anything is written.
///
/// A regular file, or nothing yet, is replaced whole: the new content is written beside it
/// and renamed onto it, so no reader ever sees half a file. Anything else that exists (a
/// terminal, `/dev/null`, a FIFO, a socket) is written in place, because a rename would put a
/// plain file where the device or the pipe was. A symbolic link is followed, so the link stays
/// and its target gets the new content. A name for one of the process's own open descriptors
/// (`/dev/stdout`, `/dev/fd/3`) is that descriptor: reopening it by name would start again at
/// the beginning of a file the shell opened to append to (`>> log`), and renaming over what it
/// points to would replace that file.
public enum OutputPath: Equatable, Sendable {
    /// Write beside this path and rename onto it.
    case replaceable(String)
    /// Open this path and write to it.
    case special(String)
    /// Write to this open descriptor of the process.
    case descriptor(Int32)

    /// Looks at `path` (following links), a relative one taken from `folder`.
    /// - Throws: `ValueParseError` when it is a folder.
    public static func resolve(_ path: String, from folder: String = FileManager.default.currentDirectoryPath) throws -> OutputPath {
        let absolute = path.hasPrefix("/") ? path : folder + "/" + path
        let (target, descriptor) = following(absolute)
        if let descriptor { return .descriptor(descriptor) }
        var info = stat()
        guard stat(absolute, &info) == 0 else {
            // Nothing there yet (or a link to nothing): a new file, where the links lead.
            return .replaceable(target)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return .replaceable(target)
        case S_IFDIR:
            throw ValueParseError(value: path, reason: "is a folder; give a file name")
        default:
            return .special(path)
        }
    }

    /// The open descriptor an absolute `path` names: `/dev/stdin`, `/dev/stdout`, `/dev/stderr`,
    /// `/dev/fd/N` and `/proc/self/fd/N` (or this process's own number for `self`).
    static func descriptorNumber(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdin": return 0
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/\(getpid())/fd/"] where path.hasPrefix(prefix) {
            return Int32(path.dropFirst(prefix.count))
        }
        return nil
    }

    /// The absolute `path` with its last component followed through symbolic links, also to a
    /// target that does not exist yet (a relative target is relative to its link's folder),
    /// stopping at a name of an open descriptor, which it returns as well.
    static func following(_ path: String) -> (path: String, descriptor: Int32?) {
        var current = URL(fileURLWithPath: path).standardizedFileURL.path
        // As many links as the kernel follows (ELOOP) before giving up.
        for _ in 0..<40 {
            if let descriptor = descriptorNumber(current) { return (current, descriptor) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { break }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let next = target.hasPrefix("/") ? target : current.deletingLastPathComponent + "/" + target
            current = URL(fileURLWithPath: next).standardizedFileURL.path
        }
        return (current, nil)
    }
}
