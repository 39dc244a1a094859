import Foundation

/// What a path given for output names, decided before anything is written.
///
/// A regular file, or nothing yet, is replaced whole: the new content is written beside it
/// and renamed onto it, so no reader ever sees half a file. Anything else that exists (a
/// terminal, `/dev/null`, a FIFO, a socket) is written in place, because a rename would put a
/// plain file where the device or the pipe was. A symbolic link is followed, so the link stays
/// and its target gets the new content.
public enum OutputPath: Equatable, Sendable {
    /// Write beside this path and rename onto it.
    case replaceable(String)
    /// Open this path and write to it.
    case special(String)

    /// The path written to.
    public var path: String {
        switch self {
        case .replaceable(let path), .special(let path): path
        }
    }

    /// Looks at `path` (following links).
    /// - Throws: `ValueParseError` when it is a folder.
    public static func resolve(_ path: String) throws -> OutputPath {
        var info = stat()
        guard stat(path, &info) == 0 else {
            // Nothing there yet (or a link to nothing): a new file, where the links lead.
            return .replaceable(followingLinks(path))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return .replaceable(followingLinks(path))
        case S_IFDIR:
            throw ValueParseError(value: path, reason: "is a folder; give a file name")
        default:
            return .special(path)
        }
    }

    /// `path` with its last component followed through symbolic links, also to a target that
    /// does not exist yet (a relative target is relative to its link's folder).
    static func followingLinks(_ path: String) -> String {
        var current = path
        // As many links as the kernel follows (ELOOP) before giving up.
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { break }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : (current as NSString).deletingLastPathComponent + "/" + target
        }
        return URL(fileURLWithPath: current).standardizedFileURL.path
    }
}
