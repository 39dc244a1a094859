import CGEOS

/// One GEOS context (`GEOS_init_r`), released in `deinit`; a context serves one thread at a time,
/// so each matcher owns its own. GEOS's error messages are dropped: every call's result is checked.
/// See https://libgeos.org/doxygen/geos__c_8h.html
final class GEOSContext {
    let handle: GEOSContextHandle_t

    /// - Throws: `SegmentMatchError.geometryLibraryMissing` when libgeos_c cannot be opened.
    init() throws {
        guard CGEOS_available() == 1, let handle = GEOS_init_r() else { throw SegmentMatchError.geometryLibraryMissing }
        self.handle = handle
    }

    deinit {
        GEOS_finish_r(handle)
    }

    /// A line string through flat `x, y` pairs `points[from...through]` (at least two).
    func lineString(_ points: UnsafeBufferPointer<Double>, from: Int, through: Int) -> OpaquePointer? {
        guard through > from, let base = points.baseAddress else { return nil }
        guard let sequence = GEOSCoordSeq_copyFromBuffer_r(handle, base + 2 * from, UInt32(through - from + 1), 0, 0) else { return nil }
        return GEOSGeom_createLineString_r(handle, sequence)
    }
}
