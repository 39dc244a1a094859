/// The page's script and style sheet, compiled into the binary from `Resources/`.
///
/// SwiftPM's `embedInCode` names each file's bytes after the file (`report.js` →
/// `report_js`).
public enum ReportResources {
    /// The script: pure functions (exported under Node for the unit tests) and, in a page,
    /// the interaction and motion over the SVG.
    public static let script = String(decoding: PackageResources.report_js, as: UTF8.self)
    /// The layout, typography, print and motion rules; the palette comes from `ReportPalette`.
    public static let style = String(decoding: PackageResources.report_css, as: UTF8.self)
}
