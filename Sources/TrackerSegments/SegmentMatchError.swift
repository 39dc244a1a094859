/// Why passes could not be looked for.
public enum SegmentMatchError: Error, Equatable, Sendable, CustomStringConvertible {
    case geometryLibraryMissing
    case geometryFailed

    public var description: String {
        switch self {
        case .geometryLibraryMissing: return "GEOS (libgeos_c.so.1, Debian's libgeos-c1v5) is not installed; segments need it"
        case .geometryFailed: return "GEOS could not compute a distance"
        }
    }
}
