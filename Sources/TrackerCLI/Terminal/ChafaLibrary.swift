import CChafa
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// libchafa, opened with dlopen the first time a chart is drawn as sixels, so no other
/// command pays for loading it and glib. It turns pixels into the terminal's escape codes.
final class ChafaLibrary: @unchecked Sendable {
    private typealias ConfigNew = @convention(c) () -> OpaquePointer?
    private typealias ConfigSetInts = @convention(c) (OpaquePointer?, Int32, Int32) -> Void
    private typealias ConfigSetMode = @convention(c) (OpaquePointer?, Int32) -> Void
    private typealias CanvasNew = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias DrawAllPixels = @convention(c) (OpaquePointer?, Int32, UnsafePointer<UInt8>?, Int32, Int32, Int32) -> Void
    private typealias TermDbDefault = @convention(c) () -> OpaquePointer?
    private typealias FallbackInfo = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias Print = @convention(c) (OpaquePointer?, OpaquePointer?) -> UnsafeMutablePointer<tracker_chafa_string>?
    private typealias Unref = @convention(c) (OpaquePointer?) -> Void
    private typealias StringFree = @convention(c) (UnsafeMutablePointer<tracker_chafa_string>?, Int32) -> UnsafeMutablePointer<CChar>?

    private let configNew: ConfigNew
    private let setGeometry: ConfigSetInts
    private let setCellGeometry: ConfigSetInts
    private let setPixelMode: ConfigSetMode
    private let canvasNew: CanvasNew
    private let drawAllPixels: DrawAllPixels
    private let termDbDefault: TermDbDefault
    private let fallbackInfo: FallbackInfo
    private let print: Print
    private let canvasUnref: Unref
    private let configUnref: Unref
    private let termInfoUnref: Unref
    private let stringFree: StringFree

    /// The library, or `nil` with the loader's message when it is not installed.
    static let shared: Result<ChafaLibrary, RuntimeError> = {
        guard let handle = dlopen("libchafa.so.0", RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(RuntimeError("sixel output needs libchafa (Debian: libchafa0): \(reason)"))
        }
        guard let library = ChafaLibrary(handle: handle) else {
            return .failure(RuntimeError("this libchafa lacks a function sixel output needs; use --graphics text"))
        }
        return .success(library)
    }()

    private init?(handle: UnsafeMutableRawPointer) {
        func symbol<T>(_ name: String, _ type: T.Type) -> T? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        guard let configNew = symbol("chafa_canvas_config_new", ConfigNew.self),
              let setGeometry = symbol("chafa_canvas_config_set_geometry", ConfigSetInts.self),
              let setCellGeometry = symbol("chafa_canvas_config_set_cell_geometry", ConfigSetInts.self),
              let setPixelMode = symbol("chafa_canvas_config_set_pixel_mode", ConfigSetMode.self),
              let canvasNew = symbol("chafa_canvas_new", CanvasNew.self),
              let drawAllPixels = symbol("chafa_canvas_draw_all_pixels", DrawAllPixels.self),
              let termDbDefault = symbol("chafa_term_db_get_default", TermDbDefault.self),
              let fallbackInfo = symbol("chafa_term_db_get_fallback_info", FallbackInfo.self),
              let print = symbol("chafa_canvas_print", Print.self),
              let canvasUnref = symbol("chafa_canvas_unref", Unref.self),
              let configUnref = symbol("chafa_canvas_config_unref", Unref.self),
              let termInfoUnref = symbol("chafa_term_info_unref", Unref.self),
              let stringFree = symbol("g_string_free", StringFree.self)
        else { return nil }
        self.configNew = configNew
        self.setGeometry = setGeometry
        self.setCellGeometry = setCellGeometry
        self.setPixelMode = setPixelMode
        self.canvasNew = canvasNew
        self.drawAllPixels = drawAllPixels
        self.termDbDefault = termDbDefault
        self.fallbackInfo = fallbackInfo
        self.print = print
        self.canvasUnref = canvasUnref
        self.configUnref = configUnref
        self.termInfoUnref = termInfoUnref
        self.stringFree = stringFree
    }

    /// Premultiplied BGRA pixels (cairo's ARGB32 in memory) as sixels filling `columns` by
    /// `rows` cells of `cellWidth` by `cellHeight` pixels.
    /// - Throws: `RuntimeError` when chafa produced nothing.
    func sixels(pixels: [UInt8], width: Int, height: Int, stride: Int, columns: Int, rows: Int, cellWidth: Int = 10, cellHeight: Int = 20) throws -> [UInt8] {
        guard let config = configNew() else { throw RuntimeError("chafa could not start a canvas") }
        defer { configUnref(config) }
        setPixelMode(config, Int32(TRACKER_CHAFA_PIXEL_MODE_SIXELS))
        setGeometry(config, Int32(columns), Int32(rows))
        setCellGeometry(config, Int32(cellWidth), Int32(cellHeight))
        guard let canvas = canvasNew(config) else { throw RuntimeError("chafa could not start a canvas") }
        defer { canvasUnref(canvas) }
        pixels.withUnsafeBufferPointer { buffer in
            drawAllPixels(canvas, Int32(TRACKER_CHAFA_PIXEL_BGRA8_PREMULTIPLIED), buffer.baseAddress, Int32(width), Int32(height), Int32(stride))
        }
        // The fallback terminal knows every sequence, sixels among them; support was
        // established before this is called.
        guard let termInfo = fallbackInfo(termDbDefault()) else { throw RuntimeError("chafa has no terminal description") }
        defer { termInfoUnref(termInfo) }
        guard let printed = print(canvas, termInfo) else { throw RuntimeError("chafa produced no sixels") }
        let bytes = Array(UnsafeRawBufferPointer(start: printed.pointee.str, count: Int(printed.pointee.len)))
        _ = stringFree(printed, 1)
        return bytes + Array("\n".utf8)
    }
}
