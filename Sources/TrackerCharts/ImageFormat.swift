/// The file formats a chart renders to.
public enum ImageFormat: String, Sendable, CaseIterable {
    case png, svg, pdf

    /// Whether the bytes would garble a terminal.
    public var isBinary: Bool { self != .svg }

    /// The format a file name's extension names (`chart.PNG` → png), if any.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }
}
