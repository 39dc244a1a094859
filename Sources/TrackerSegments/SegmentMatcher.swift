import CGEOS
import TrackerCore

/// Finds the passes over one segment in activities' streams (`SegmentPassSearch`), with GEOS
/// computing each section's one-sided distance: the track section as a prepared line string (its
/// edges in GEOS's tree), asked for its distance to each of the segment's points.
public final class SegmentMatcher {
    public let shape: SegmentShape
    let plane: SegmentPlane
    let context: GEOSContext
    /// The segment's points as GEOS points, made once.
    private var points: [OpaquePointer] = []
    private let first: (x: Double, y: Double)
    private let last: (x: Double, y: Double)
    /// The box round the segment in metres, widened by the tolerance: a track with no sample in it
    /// cannot pass.
    private let box: (minX: Double, minY: Double, maxX: Double, maxY: Double)

    /// - Throws: `SegmentMatchError` when GEOS is missing or fails.
    public init(shape: SegmentShape) throws {
        self.shape = shape
        plane = SegmentPlane(latitude: shape.latitude[0])
        context = try GEOSContext()
        let flat = plane.points(latitude: shape.latitude, longitude: shape.longitude)
        first = (flat[0], flat[1])
        last = (flat[flat.count - 2], flat[flat.count - 1])
        var box = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        for index in 0..<shape.count {
            let x = flat[2 * index], y = flat[2 * index + 1]
            box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
            guard let point = GEOSGeom_createPointFromXY_r(context.handle, x, y) else { throw SegmentMatchError.geometryFailed }
            points.append(point)
        }
        let margin = SegmentRule.tolerance
        self.box = (box.minX - margin, box.minY - margin, box.maxX + margin, box.maxY + margin)
    }

    deinit {
        for point in points { GEOSGeom_destroy_r(context.handle, point) }
    }

    /// The passes over the segment in `stream`, in track order; none without positions.
    /// - Throws: `SegmentMatchError.geometryFailed` when GEOS fails.
    public func efforts(in stream: ActivityStream) throws -> [SegmentEffort] {
        guard let latitude = stream.latitude, let longitude = stream.longitude else { return [] }
        let track = plane.points(latitude: latitude, longitude: longitude)
        guard touchesBox(track) else { return [] }
        let passes = try track.withUnsafeBufferPointer { buffer in
            try SegmentPassSearch.passes(points: track, first: first, last: last) { start, end in
                try sectionDistance(buffer, from: start, through: end)
            }
        }
        return passes.map { SegmentEffort(stream: stream, start: $0.start, end: $0.end) }
    }

    /// The one-sided Hausdorff distance from the segment's points to the track section.
    func sectionDistance(_ track: UnsafeBufferPointer<Double>, from: Int, through: Int) throws -> Double? {
        guard let line = context.lineString(track, from: from, through: through) else { throw SegmentMatchError.geometryFailed }
        defer { GEOSGeom_destroy_r(context.handle, line) }
        guard let prepared = GEOSPrepare_r(context.handle, line) else { throw SegmentMatchError.geometryFailed }
        defer { GEOSPreparedGeom_destroy_r(context.handle, prepared) }
        var largest = 0.0
        for point in points {
            var distance = 0.0
            guard GEOSPreparedDistance_r(context.handle, prepared, point, &distance) == 1 else { throw SegmentMatchError.geometryFailed }
            // Past the tolerance the section fails; its exact distance is of no use.
            if distance > SegmentRule.tolerance { return distance }
            largest = max(largest, distance)
        }
        return largest
    }

    private func touchesBox(_ track: [Double]) -> Bool {
        for index in 0..<(track.count / 2) {
            let x = track[2 * index], y = track[2 * index + 1]
            if x >= box.minX && x <= box.maxX && y >= box.minY && y <= box.maxY { return true }
        }
        return false
    }
}
