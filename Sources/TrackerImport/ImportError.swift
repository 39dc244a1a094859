/// Why a file was refused, and where in it: `runs.csv:14: ...` or `ride.fit: byte 771: ...`.
public struct ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where the problem is, in the terms of the file's format.
    public enum Location: Equatable, Sendable {
        /// A 1-based line of a text file.
        case line(Int)
        /// A 0-based byte offset of a binary file (after decompression for `.gz`).
        case byte(Int)
        /// The file as a whole (empty, unreadable, of an unknown kind).
        case file
    }

    /// The file as the user named it; filled in by the importer.
    public var file: String
    public var location: Location
    public var reason: String
    /// The file is well formed but holds no activity (a watch's settings, monitoring or workout
    /// FIT file): it is skipped, not rejected, and does not fail the import.
    public var isNotAnActivity = false

    public init(file: String = "", _ location: Location, _ reason: String, isNotAnActivity: Bool = false) {
        self.file = file
        self.location = location
        self.reason = reason
        self.isNotAnActivity = isNotAnActivity
    }

    /// The same error attributed to `file`.
    public func inFile(_ file: String) -> ImportError {
        var copy = self
        copy.file = file
        return copy
    }

    public var description: String {
        let name = file.isEmpty ? "input" : file
        switch location {
        case .line(let line): return "\(name):\(line): \(reason)"
        case .byte(let offset): return "\(name): byte \(offset): \(reason)"
        case .file: return "\(name): \(reason)"
        }
    }
}
