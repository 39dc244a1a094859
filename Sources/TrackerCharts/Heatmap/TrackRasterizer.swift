import CCairo

/// Draws one track at a time with cairo, anti-aliased, on an 8-bit alpha scratch image, and adds
/// what it covered to a `CountRaster`. A track's lines are one cairo stroke, which covers each pixel
/// once however often the track retraces itself, so the raster counts tracks, not passes.
///
/// Only the box round the track is cleared and read, so a short loop costs its own size, not the
/// raster's. cairo's errors are sticky; the status is checked after every track.
/// See https://www.cairographics.org/manual/cairo-Image-Surfaces.html
public final class TrackRasterizer {
    public let width: Int
    public let height: Int
    /// The line's width in pixels.
    public let lineWidth: Double

    private let api: UnsafePointer<tracker_render_api>
    private var c: tracker_render_api { api.pointee }
    private let surface: OpaquePointer
    private let context: OpaquePointer
    private let stride: Int
    private let data: UnsafeMutablePointer<UInt8>

    /// cairo's coordinates are 24.8 fixed point; a point further out than this is moved in to it.
    static let farthest = Double(1 << 20)

    /// A scratch image of `width` by `height` pixels.
    /// - Throws: `RenderError` when cairo cannot be opened or cannot make the image.
    public init(width: Int, height: Int, lineWidth: Double) throws {
        guard let api = tracker_render_load() else {
            throw RenderError("cannot open cairo (\(tracker_render_error().map { String(cString: $0) } ?? "libcairo.so.2")); install it with: apt-get install libcairo2")
        }
        let c = api.pointee
        guard width > 0, height > 0, let surface = c.cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else {
            throw RenderError("cairo could not create a \(width)x\(height) heatmap")
        }
        guard c.cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = c.cairo_image_surface_get_data(surface),
              let context = c.cairo_create(surface) else {
            c.cairo_surface_destroy(surface)
            throw RenderError("cairo could not create a \(width)x\(height) heatmap")
        }
        self.api = api
        self.width = width
        self.height = height
        self.lineWidth = lineWidth
        self.surface = surface
        self.context = context
        self.data = data
        stride = Int(c.cairo_image_surface_get_stride(surface))
        c.cairo_set_source_rgba(context, 0, 0, 0, 1)
        c.cairo_set_line_width(context, lineWidth)
        c.cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        // At a pixel and a half, a bevel looks like a round join and costs cairo less.
        c.cairo_set_line_join(context, CAIRO_LINE_JOIN_BEVEL)
        // Still anti-aliased, with fewer samples a pixel: twice as fast for lines this thin.
        c.cairo_set_antialias(context, CAIRO_ANTIALIAS_FAST)
    }

    deinit {
        c.cairo_destroy(context)
        c.cairo_surface_destroy(surface)
    }

    /// Draws one track's `lines` (in pixels) and adds their coverage to `raster`, which must be this
    /// rasterizer's size.
    /// - Throws: `RenderError` when cairo fails.
    public func add(_ lines: [[Point]], to raster: inout CountRaster) throws {
        guard raster.width == width, raster.height == height else {
            throw RenderError("a \(raster.width)x\(raster.height) heatmap cannot take a \(width)x\(height) track")
        }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for point in lines.joined() {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        // The box the stroke can touch: half the line and a pixel of anti-aliasing round the points.
        let reach = lineWidth / 2 + 1
        let columns = max(0, Int((minX - reach).rounded(.down)))..<min(width, Int((maxX + reach).rounded(.up)) + 1)
        let rows = max(0, Int((minY - reach).rounded(.down)))..<min(height, Int((maxY + reach).rounded(.up)) + 1)
        guard !columns.isEmpty, !rows.isEmpty else { return }

        c.cairo_surface_flush(surface)
        for y in rows {
            (data + y * stride + columns.lowerBound).update(repeating: 0, count: columns.count)
        }
        c.cairo_surface_mark_dirty_rectangle(surface, Int32(columns.lowerBound), Int32(rows.lowerBound), Int32(columns.count), Int32(rows.count))
        c.cairo_new_path(context)
        func near(_ value: Double) -> Double { min(max(value, -Self.farthest), Self.farthest) }
        for line in lines {
            guard let first = line.first else { continue }
            c.cairo_move_to(context, near(first.x), near(first.y))
            for point in line.dropFirst() { c.cairo_line_to(context, near(point.x), near(point.y)) }
        }
        c.cairo_stroke(context)
        c.cairo_surface_flush(surface)
        let status = c.cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cairo could not draw a track: \(c.cairo_status_to_string(status).map { String(cString: $0) } ?? "status \(status.rawValue)")")
        }
        raster.add(alpha: data, stride: stride, columns: columns, rows: rows)
    }
}
