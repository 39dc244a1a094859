/// What a file's first bytes say it is: the one reading of a file's signature, used to name
/// standard input's format and to tell a person what a rejected file is.
public enum FileContent: Equatable, Sendable {
    case png, jpeg, gif, pdf, zip, webp
    case csv, json, xml, fit

    /// How many bytes `init(sniffing:)` reads: enough for every signature and a CSV's header.
    public static let sniffedByteCount = 512

    /// Reads the first bytes of `path`; `nil` when it cannot be read or says nothing clear.
    public init?(sniffing path: String) {
        self.init(bytes: FileByteStream.prefix(of: path, count: Self.sniffedByteCount))
    }

    /// The kind `bytes`, the start of a file, are; `nil` when they say nothing clear.
    ///
    /// Binary kinds by their signatures; then text (UTF-8, with or without a byte-order mark)
    /// by its first character: `<` is XML, `[` or `{` JSON. A first line with a comma and no `<`
    /// is CSV: every CSV tracker reads starts with a header of plain column names, and a line
    /// with markup in it is more likely broken XML or HTML than a table.
    public init?(bytes: [UInt8]) {
        func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + magic.count && bytes[offset..<offset + magic.count].elementsEqual(magic)
        }
        if starts([0x89, 0x50, 0x4E, 0x47]) { self = .png; return }
        if starts([0xFF, 0xD8, 0xFF]) { self = .jpeg; return }
        if starts(Array("GIF8".utf8)) { self = .gif; return }
        if starts(Array("%PDF".utf8)) { self = .pdf; return }
        // A zip's first local file header, or the end record that is all of an empty archive.
        if starts([0x50, 0x4B, 0x03, 0x04]) || starts([0x50, 0x4B, 0x05, 0x06]) { self = .zip; return }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { self = .webp; return }
        // A FIT file's header: its size (12 or 14), then ".FIT" at byte 8.
        if starts(Array(".FIT".utf8), at: 8) { self = .fit; return }
        guard let text = Self.text(bytes) else { return nil }
        let trimmed = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        if trimmed.hasPrefix("<") { self = .xml; return }
        if trimmed.hasPrefix("[") || trimmed.hasPrefix("{") { self = .json; return }
        let firstLine = trimmed.prefix { $0 != "\n" && $0 != "\r" }
        if firstLine.contains(","), !firstLine.contains("<") { self = .csv; return }
        return nil
    }

    /// The bytes before any NUL as text, or `nil` when they hold control bytes (other than tab,
    /// line feed, form feed and carriage return), as binary data does. Bytes that are not UTF-8
    /// (a Latin-1 CSV, a character cut by the end of the prefix) still read as text, so that such
    /// a file reaches the reader that names the line at fault.
    static func text(_ bytes: [UInt8]) -> String? {
        let text = bytes.prefix { $0 != 0 }
        guard !text.contains(where: { ($0 < 0x20 && ![0x09, 0x0A, 0x0C, 0x0D].contains($0)) || $0 == 0x7F }) else { return nil }
        return String(decoding: text, as: UTF8.self)
    }

    /// `a PNG image`: what the file is, for a sentence.
    public var description: String {
        switch self {
        case .png: "a PNG image"
        case .jpeg: "a JPEG image"
        case .gif: "a GIF image"
        case .webp: "a WebP image"
        case .pdf: "a PDF document"
        case .zip: "a zip archive"
        case .csv: "CSV"
        case .json: "JSON"
        case .xml: "XML"
        case .fit: "a FIT file"
        }
    }

    /// Whether tracker reads this kind at all.
    public var isActivityData: Bool { [.csv, .json, .xml, .fit].contains(self) }
}
