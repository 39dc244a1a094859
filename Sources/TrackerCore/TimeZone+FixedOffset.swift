#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension TimeZone {
    /// The zone's one offset from UTC when it never changes (UTC, or a zone made from an offset),
    /// else `nil`. Local times in such a zone are plain arithmetic: no calendar, and no zone
    /// database to load, which is a noticeable share of a short command's start.
    public var fixedOffset: Int? {
        let offset = secondsFromGMT()
        return TimeZone(secondsFromGMT: offset) == self ? offset : nil
    }
}
