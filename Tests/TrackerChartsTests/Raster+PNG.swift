import CCairo
import Foundation
import TrackerCharts

extension Raster {
    /// Decodes PNG bytes with cairo's own reader, to check the pixels of a rendered chart.
    /// The reader is looked up here, in the tests: the charts themselves never read a PNG.
    /// - Throws: `RenderError` when the bytes are not a PNG cairo can read.
    init(png bytes: [UInt8]) throws {
        guard let api = tracker_render_load()?.pointee else { throw RenderError("cannot open cairo") }
        // The charts' loader opened cairo with RTLD_GLOBAL, so the process can find its functions.
        typealias ReadPNG = @convention(c) (cairo_read_func_t?, UnsafeMutableRawPointer?) -> OpaquePointer?
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "cairo_image_surface_create_from_png_stream") else {
            throw RenderError("cairo has no PNG reader")
        }
        let readPNG = unsafeBitCast(symbol, to: ReadPNG.self)
        let source = ByteSource(bytes)
        let closure = Unmanaged.passUnretained(source).toOpaque()
        guard let image = withExtendedLifetime(source, { readPNG(readFromSource, closure) }) else {
            throw RenderError("cairo could not read the PNG")
        }
        defer { api.cairo_surface_destroy(image) }
        let status = api.cairo_surface_status(image)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError("cairo could not read the PNG: status \(status.rawValue)") }
        api.cairo_surface_flush(image)
        let width = Int(api.cairo_image_surface_get_width(image)), height = Int(api.cairo_image_surface_get_height(image))
        let stride = Int(api.cairo_image_surface_get_stride(image))
        let format = api.cairo_image_surface_get_format(image)
        guard let data = api.cairo_image_surface_get_data(image), format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            throw RenderError("cairo read the PNG in a format other than ARGB32 or RGB24")
        }
        // An opaque PNG comes back as RGB24, whose top byte is unused.
        let opaque = format == CAIRO_FORMAT_RGB24
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                // Native-endian premultiplied ARGB, as cairo documents its image format.
                let argb = opaque ? row[x] | 0xFF00_0000 : row[x]
                let alpha = Double(argb >> 24 & 0xFF)
                func straight(_ shift: UInt32) -> UInt8 {
                    alpha == 0 ? 0 : UInt8(min(255, (Double(argb >> shift & 0xFF) * 255 / alpha).rounded()))
                }
                let index = (y * width + x) * 4
                pixels[index] = straight(16)
                pixels[index + 1] = straight(8)
                pixels[index + 2] = straight(0)
                pixels[index + 3] = UInt8(alpha)
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}

/// Hands stored bytes to cairo's PNG reader.
private final class ByteSource {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }
}

/// cairo's read callback: copies the next `length` bytes, or fails at the end.
private func readFromSource(_ closure: UnsafeMutableRawPointer?, _ data: UnsafeMutablePointer<UInt8>?, _ length: UInt32) -> cairo_status_t {
    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
    let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
    source.bytes.withUnsafeBufferPointer { buffer in
        if let base = buffer.baseAddress { data.update(from: base + source.offset, count: count) }
    }
    source.offset += count
    return CAIRO_STATUS_SUCCESS
}
