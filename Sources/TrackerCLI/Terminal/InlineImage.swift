#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A PNG wrapped in the escape sequences that show it inline on a terminal: the
/// terminal decodes the PNG itself, so nothing here encodes pixels.
enum InlineImage {
    /// The kitty graphics protocol: transmit and display (`a=T`) a PNG (`f=100`), base64 in
    /// chunks of at most 4096 bytes, `m=1` on every chunk but the last.
    /// `columns` is the width the terminal scales the image to.
    static func kitty(png: [UInt8], columns: Int) -> [UInt8] {
        let payload = Array(Data(png).base64EncodedString().utf8)
        var output: [UInt8] = []
        var offset = 0
        repeat {
            let end = min(payload.count, offset + 4096)
            let more = end < payload.count ? 1 : 0
            let control = offset == 0 ? "a=T,f=100,q=2,c=\(columns),m=\(more)" : "m=\(more)"
            output += Array("\u{1B}_G\(control);".utf8) + payload[offset..<end] + Array("\u{1B}\\".utf8)
            offset = end
        } while offset < payload.count
        return output + Array("\n".utf8)
    }

    /// iTerm2's inline image (OSC 1337 File): the file's size and base64 bytes.
    static func iterm(png: [UInt8], columns: Int) -> [UInt8] {
        Array("\u{1B}]1337;File=inline=1;size=\(png.count);width=\(columns);preserveAspectRatio=1:".utf8)
            + Array(Data(png).base64EncodedString().utf8) + Array("\u{7}\n".utf8)
    }
}
