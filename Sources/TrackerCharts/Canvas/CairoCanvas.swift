import CCairo
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The canvas that makes pixels and files: cairo surfaces for PNG, SVG and PDF, with text
/// laid out by Pango. With `FontPreparation`, the only code that touches the C libraries,
/// which it calls through the table `tracker_render_load` fills once per process (for the
/// first chart, or for its font preparation).
///
/// cairo errors are sticky (every later call is a no-op once the context fails), so the
/// status is checked once, when the drawing is finished.
/// See https://www.cairographics.org/manual/cairo-Error-handling.html
public final class CairoCanvas: Canvas {
    public let size: Size
    public let format: ImageFormat
    /// Output pixels (or points) per drawing point: 2 for high-DPI screens.
    public let scale: Double

    /// The C functions, in a table that lives as long as the process. Held by pointer so that
    /// this class's layout does not depend on the table's.
    private let api: UnsafePointer<tracker_render_api>
    private var c: tracker_render_api { api.pointee }
    private let sink = ByteSink()
    private let surface: OpaquePointer
    private let context: OpaquePointer
    private let textContext: OpaquePointer
    private var isFinished = false
    /// Whether the text is drawn with fonts a `FontPreparation` opened.
    public private(set) var usesPreparedFonts = false

    /// A blank surface of `size` times `scale`. An `opaque` PNG (every chart, whose background
    /// is painted first) has no alpha channel to keep.
    /// - Throws: `RenderError` when cairo cannot create it (a size it does not support, no memory).
    public init(size: Size, format: ImageFormat, scale: Double = 1, opaque: Bool = false, title: String? = nil, fonts: FontPreparation? = nil) throws {
        let api = try CairoCanvas.library()
        let c = api.pointee
        self.api = api
        guard size.width > 0, size.height > 0, scale > 0 else {
            throw RenderError("cannot draw a \(size.width)x\(size.height) chart at scale \(scale)")
        }
        self.size = size
        self.format = format
        self.scale = scale
        let width = (size.width * scale).rounded(), height = (size.height * scale).rounded()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let created: OpaquePointer?
        switch format {
        case .png:
            created = c.cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        case .svg:
            created = c.cairo_svg_surface_create_for_stream(appendToSink, closure, width, height)
        case .pdf:
            created = c.cairo_pdf_surface_create_for_stream(appendToSink, closure, width, height)
        }
        guard let created else { throw RenderError("cairo could not create a \(format.rawValue) surface") }
        let status = c.cairo_surface_status(created)
        guard status == CAIRO_STATUS_SUCCESS else {
            c.cairo_surface_destroy(created)
            throw RenderError("cairo could not create a \(Int(width))x\(Int(height)) \(format.rawValue) surface: \(CairoCanvas.describe(status, c))")
        }
        if format == .pdf {
            c.cairo_pdf_surface_set_metadata(created, CAIRO_PDF_METADATA_CREATOR, "tracker")
            if let title { c.cairo_pdf_surface_set_metadata(created, CAIRO_PDF_METADATA_TITLE, title) }
        }
        surface = created
        guard let context = c.cairo_create(created) else {
            c.cairo_surface_destroy(created)
            throw RenderError("cairo could not create a drawing context")
        }
        self.context = context
        c.cairo_scale(context, scale, scale)

        // Fonts made ready on another thread become this thread's, and its text context uses them.
        let adopted = fonts?.adopt() ?? false
        guard let textContext = tracker_text_context(api, context) else {
            c.cairo_destroy(context)
            c.cairo_surface_destroy(created)
            throw RenderError("Pango could not create a text context")
        }
        self.textContext = textContext
        usesPreparedFonts = adopted
    }

    deinit {
        c.g_object_unref(UnsafeMutableRawPointer(textContext))
        c.cairo_destroy(context)
        c.cairo_surface_destroy(surface)
    }

    /// Draws `chart` into a new surface and returns the encoded file.
    /// - Throws: `RenderError` with cairo's status when drawing or encoding fails.
    public static func render(_ chart: Chart, as format: ImageFormat, scale: Double = 1, title: String? = nil, fonts: FontPreparation? = nil) throws -> [UInt8] {
        let canvas = try CairoCanvas(size: chart.size, format: format, scale: scale, opaque: chart.background.alpha >= 1, title: title, fonts: fonts)
        chart.draw(on: canvas)
        return try canvas.finish()
    }

    /// Ends the drawing, checks every status, and returns the file's bytes (PNG encoded by
    /// libpng, SVG or PDF with its single page written out by cairo).
    /// - Throws: `RenderError` when cairo failed at any point.
    public func finish() throws -> [UInt8] {
        guard !isFinished else { return sink.bytes }
        isFinished = true
        let status = c.cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError("cairo could not draw the chart: \(CairoCanvas.describe(status, c))") }
        c.cairo_surface_flush(surface)
        if format == .png {
            try encodePNG()
        }
        c.cairo_surface_finish(surface)
        let surfaceStatus = c.cairo_surface_status(surface)
        guard surfaceStatus == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cairo could not finish the \(format.rawValue): \(CairoCanvas.describe(surfaceStatus, c))")
        }
        return sink.bytes
    }

    /// Ends a PNG canvas's drawing and returns its pixels as cairo holds them (premultiplied
    /// BGRA in memory on little-endian machines, rows `stride` bytes apart), for a terminal
    /// that is sent pixels rather than a file.
    /// - Throws: `RenderError` when cairo failed or the canvas is not an image.
    public func finishPixels() throws -> (bytes: [UInt8], width: Int, height: Int, stride: Int) {
        guard format == .png, !isFinished else { throw RenderError("only an unfinished PNG canvas has pixels") }
        isFinished = true
        let status = c.cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError("cairo could not draw the chart: \(CairoCanvas.describe(status, c))") }
        c.cairo_surface_flush(surface)
        guard let pixels = c.cairo_image_surface_get_data(surface) else { throw RenderError("cairo has no pixels") }
        let width = Int(c.cairo_image_surface_get_width(surface)), height = Int(c.cairo_image_surface_get_height(surface))
        let stride = Int(c.cairo_image_surface_get_stride(surface))
        let bytes = Array(UnsafeBufferPointer(start: pixels, count: stride * height))
        c.cairo_surface_finish(surface)
        return (bytes, width, height, stride)
    }

    // MARK: - Canvas

    public func fill(_ path: Path, with paint: Paint) {
        guard !path.isEmpty else { return }
        trace(path)
        setSource(paint)
        c.cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
        c.cairo_fill(context)
    }

    public func stroke(_ path: Path, with style: StrokeStyle) {
        guard !path.isEmpty, style.width > 0 else { return }
        trace(path)
        setSource(style.paint)
        c.cairo_set_line_width(context, style.width)
        c.cairo_set_line_cap(context, style.cap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        c.cairo_set_line_join(context, style.join == .round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
        c.cairo_set_dash(context, style.dash, Int32(style.dash.count), 0)
        c.cairo_stroke(context)
        c.cairo_set_dash(context, nil, 0, 0)
    }

    /// Copies the pixels into a surface cairo owns, so that an SVG or PDF surface, which may keep
    /// the source until it is finished, never reads memory that is gone.
    public func image(_ image: RasterImage, in rect: Rect) {
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0,
              let source = c.cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(image.width), Int32(image.height))
        else { return }
        defer { c.cairo_surface_destroy(source) }
        guard c.cairo_surface_status(source) == CAIRO_STATUS_SUCCESS, let data = c.cairo_image_surface_get_data(source) else { return }
        c.cairo_surface_flush(source)
        let stride = Int(c.cairo_image_surface_get_stride(source)), rowBytes = image.width * 4
        image.pixels.withUnsafeBufferPointer { pixels in
            guard let base = pixels.baseAddress else { return }
            for row in 0..<image.height {
                (data + row * stride).update(from: base + row * rowBytes, count: rowBytes)
            }
        }
        c.cairo_surface_mark_dirty_rectangle(source, 0, 0, Int32(image.width), Int32(image.height))
        c.cairo_save(context)
        c.cairo_translate(context, rect.minX, rect.minY)
        c.cairo_scale(context, rect.width / Double(image.width), rect.height / Double(image.height))
        c.cairo_set_source_surface(context, source, 0, 0)
        c.cairo_paint(context)
        c.cairo_restore(context)
    }

    public func text(_ text: String, at point: Point, style: TextStyle, anchor: TextAnchor) {
        guard let layout = makeLayout(text, style: style) else { return }
        defer { c.g_object_unref(UnsafeMutableRawPointer(layout)) }
        let box = extents(of: layout)
        let x: Double
        switch anchor.horizontal {
        case .leading: x = point.x
        case .center: x = point.x - box.width / 2
        case .trailing: x = point.x - box.width
        }
        let y: Double
        switch anchor.vertical {
        case .top: y = point.y
        case .middle: y = point.y - box.height / 2
        case .baseline: y = point.y - box.baseline
        case .bottom: y = point.y - box.height
        }
        c.cairo_move_to(context, x - box.originX, y - box.originY)
        setSource(.color(style.color))
        c.pango_cairo_show_layout(context, layout)
        c.cairo_new_path(context)
    }

    /// Pango's logical extent of the laid-out line: what `text(_:at:style:anchor:)` aligns by.
    public func measure(_ text: String, style: TextStyle) -> Size {
        guard let layout = makeLayout(text, style: style) else { return Size(width: 0, height: 0) }
        defer { c.g_object_unref(UnsafeMutableRawPointer(layout)) }
        let box = extents(of: layout)
        return Size(width: box.width, height: box.height)
    }

    // MARK: - Private

    /// One line of `text` laid out by Pango in `style`; the caller releases it.
    private func makeLayout(_ text: String, style: TextStyle) -> OpaquePointer? {
        guard let layout = c.pango_layout_new(textContext) else { return nil }
        c.pango_layout_set_text(layout, text, -1)

        let font = c.pango_font_description_new()
        c.pango_font_description_set_family(font, style.family)
        c.pango_font_description_set_absolute_size(font, style.size * Double(PANGO_SCALE))
        c.pango_font_description_set_weight(font, style.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        c.pango_layout_set_font_description(layout, font)
        c.pango_font_description_free(font)

        if style.letterSpacing != 0, let attributes = c.pango_attr_list_new() {
            c.pango_attr_list_insert(attributes, c.pango_attr_letter_spacing_new(Int32(style.letterSpacing * Double(PANGO_SCALE))))
            c.pango_layout_set_attributes(layout, attributes)
            c.pango_attr_list_unref(attributes)
        }
        return layout
    }

    /// The logical box of a laid-out line, in points: its size, its baseline from the top, and
    /// the offset of its origin.
    private func extents(of layout: OpaquePointer) -> (width: Double, height: Double, baseline: Double, originX: Double, originY: Double) {
        var logical = PangoRectangle()
        c.pango_layout_get_extents(layout, nil, &logical)
        let unit = Double(PANGO_SCALE)
        // Pango (1.44 and later) puts letter spacing between letters only, so the box is the text's.
        return (Double(logical.width) / unit, Double(logical.height) / unit, Double(c.pango_layout_get_baseline(layout)) / unit,
                Double(logical.x) / unit, Double(logical.y) / unit)
    }

    /// Encodes the image surface with libpng at a fast setting (see `tracker_png_encode`).
    private func encodePNG() throws {
        guard let pixels = c.cairo_image_surface_get_data(surface) else { throw RenderError("cairo has no pixels to encode") }
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = tracker_png_encode(
            pixels, c.cairo_image_surface_get_width(surface), c.cairo_image_surface_get_height(surface),
            c.cairo_image_surface_get_stride(surface), c.cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 ? 1 : 0, 1,
            &output, &length)
        defer { free(output) }
        guard status == 0, let output else { throw RenderError("libpng could not encode the PNG") }
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: output, count: length))
    }

    private func trace(_ path: Path) {
        c.cairo_new_path(context)
        for element in path.elements {
            switch element {
            case .move(let point):
                c.cairo_move_to(context, point.x, point.y)
            case .line(let point):
                c.cairo_line_to(context, point.x, point.y)
            case .curve(let control1, let control2, let point):
                c.cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
            case .arc(let center, let radius, let start, let end):
                if end >= start {
                    c.cairo_arc(context, center.x, center.y, radius, start, end)
                } else {
                    c.cairo_arc_negative(context, center.x, center.y, radius, start, end)
                }
            case .close:
                c.cairo_close_path(context)
            }
        }
    }

    private func setSource(_ paint: Paint) {
        switch paint {
        case .color(let color):
            c.cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        case .linear(let start, let end, let stops):
            guard let pattern = c.cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
            add(stops, to: pattern)
            c.cairo_set_source(context, pattern)
            c.cairo_pattern_destroy(pattern)
        case .radial(let center, let innerRadius, let outerRadius, let stops):
            guard let pattern = c.cairo_pattern_create_radial(center.x, center.y, innerRadius, center.x, center.y, outerRadius) else { return }
            add(stops, to: pattern)
            c.cairo_set_source(context, pattern)
            c.cairo_pattern_destroy(pattern)
        }
    }

    private func add(_ stops: [GradientStop], to pattern: OpaquePointer) {
        for stop in stops {
            c.cairo_pattern_add_color_stop_rgba(pattern, stop.offset, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
    }

    /// The loaded function table.
    /// - Throws: `RenderError` naming the packages when the libraries cannot be opened.
    private static func library() throws -> UnsafePointer<tracker_render_api> {
        guard let api = tracker_render_load() else {
            let reason = tracker_render_error().map { String(cString: $0) } ?? "libpangocairo-1.0.so.0, libcairo.so.2, libpng16.so.16"
            throw RenderError("cannot open cairo, Pango and libpng (\(reason)); install them with: apt-get install libpangocairo-1.0-0 libcairo2 libpng16-16")
        }
        return api
    }

    private static func describe(_ status: cairo_status_t, _ c: tracker_render_api) -> String {
        c.cairo_status_to_string(status).map { String(cString: $0) } ?? "status \(status.rawValue)"
    }
}

/// Collects the bytes cairo writes to a stream.
private final class ByteSink {
    var bytes: [UInt8] = []
}

/// cairo's stream callback: appends to the `ByteSink` passed as the closure pointer.
private func appendToSink(_ closure: UnsafeMutableRawPointer?, _ data: UnsafePointer<UInt8>?, _ length: UInt32) -> cairo_status_t {
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    if let data, length > 0 {
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    }
    return CAIRO_STATUS_SUCCESS
}
