#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// File sizes for people: `0 B`, `912 B`, `40.0 KB`, `1.5 MB` (powers of 1024).
enum ByteSize {
    static func text(_ bytes: Int64) -> String {
        let units = ["B", "KB", "MB", "GB", "TB"]
        var value = Double(bytes)
        var unit = 0
        while value >= 1024 && unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        return unit == 0 ? "\(bytes) B" : String(printf: "%.1f", value) + " " + units[unit]
    }

    /// The size of the file at `path`, or `nil` when there is none.
    static func ofFile(_ path: String) -> Int64? {
        var status = stat()
        return stat(path, &status) == 0 ? Int64(status.st_size) : nil
    }
}
