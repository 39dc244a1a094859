/// What a file read by `tracker import` is known by the next time: its size and a checksum of its
/// bytes, so a file renamed or moved is still known and one rewritten in place is read again.
/// A checksum, not a cryptographic hash: it tells files apart, it does not defend against anyone
/// (TrackerImport computes it: `FileFingerprint(contentsOf:)`).
public struct FileFingerprint: Hashable, Sendable {
    /// zlib's CRC-32 of the bytes in the high 32 bits, their Adler-32 in the low 32.
    public var checksum: Int64
    public var size: Int64

    public init(checksum: Int64, size: Int64) {
        self.checksum = checksum
        self.size = size
    }
}
