#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// What a file's first bytes say it is, so a rejected import can say what the file is
/// instead of what its parser tripped on (a CSV named `.gpx` is not "not well-formed XML").
enum FileContent: Equatable {
    case png, jpeg, gif, pdf, zip, webp
    case csv, json, xml, fit

    /// Reads up to 512 bytes of `path`; `nil` when it cannot be read or says nothing clear.
    init?(sniffing path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 512)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        self.init(bytes: Array(bytes[0..<filled]))
    }

    init?(bytes: [UInt8]) {
        func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + magic.count && Array(bytes[offset..<offset + magic.count]) == magic
        }
        if starts([0x89, 0x50, 0x4E, 0x47]) { self = .png; return }
        if starts([0xFF, 0xD8, 0xFF]) { self = .jpeg; return }
        if starts(Array("GIF8".utf8)) { self = .gif; return }
        if starts(Array("%PDF".utf8)) { self = .pdf; return }
        if starts([0x50, 0x4B, 0x03, 0x04]) { self = .zip; return }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { self = .webp; return }
        // A FIT file's header: its size (12 or 14), then ".FIT" at byte 8.
        if starts(Array(".FIT".utf8), at: 8) { self = .fit; return }
        guard let text = String(bytes: bytes.prefix(while: { $0 != 0 }), encoding: .utf8) ?? String(bytes: bytes.dropLast(3), encoding: .utf8) else { return nil }
        let trimmed = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        if trimmed.hasPrefix("<") { self = .xml; return }
        if trimmed.hasPrefix("[") || trimmed.hasPrefix("{") { self = .json; return }
        let firstLine = trimmed.prefix { $0 != "\n" && $0 != "\r" }
        if firstLine.contains(","), !firstLine.contains("<") { self = .csv; return }
        return nil
    }

    /// `a PNG image`: what the file is, for a sentence.
    var description: String {
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
    var isActivityData: Bool { [.csv, .json, .xml, .fit].contains(self) }

    /// A clearer reason for the rejection of `path`, named `name` by its extension, when its
    /// content says it is something else; `nil` to keep the reader's own reason.
    static func reason(rejecting path: String) -> String? {
        let name = path.lastPathComponent.lowercased()
        guard !name.hasSuffix(".gz"), let content = FileContent(sniffing: path) else { return nil }
        let named = name.pathExtension
        let expected: [String: FileContent] = ["gpx": .xml, "tcx": .xml, "csv": .csv, "json": .json, "fit": .fit]
        // A zip is imported as a Strava export; only one named as another kind is worth a word.
        if content == .zip {
            guard expected[named] != nil else { return nil }
            return "is a zip archive, not \(named.uppercased()) as its name says; name it .zip to import it as a Strava export"
        }
        guard content.isActivityData else {
            return "is \(content.description), not an activity file; tracker imports CSV, JSON, GPX, TCX and FIT files"
        }
        guard let wanted = expected[named], wanted != content else { return nil }
        let format = content == .xml ? "gpx or tcx" : content == .fit ? "fit" : content.description.lowercased()
        return "looks like \(content.description), not \(named.uppercased()) as its name says; rename it or import it with --format \(format)"
    }
}
