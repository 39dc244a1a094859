#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a chart is shown on a terminal: an inline image in one of the three protocols
/// terminals speak, or text.
enum GraphicsProtocol: String, CaseIterable, ExpressibleByArgument {
    /// Decide from the terminal: the environment's hints, then asking it.
    case auto
    /// The kitty graphics protocol (kitty, WezTerm, Ghostty, Konsole).
    case kitty
    /// DEC sixel (xterm -ti vt340, foot, mlterm, WezTerm, Windows Terminal).
    case sixel
    /// iTerm2's inline images (iTerm2, WezTerm, mintty).
    case iterm
    /// Braille and block characters.
    case text

    static let argumentKind = "a graphics protocol"

    /// The protocol `environment` names without asking the terminal: kitty sets `TERM` to
    /// `xterm-kitty` and `KITTY_WINDOW_ID`; iTerm2 and WezTerm set `TERM_PROGRAM`.
    static func hinted(by environment: [String: String]) -> GraphicsProtocol? {
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        if term == "xterm-kitty" || term == "xterm-ghostty" || environment["KITTY_WINDOW_ID"] != nil || program == "ghostty" { return .kitty }
        if program == "iTerm.app" || program == "WezTerm" || environment["LC_TERMINAL"] == "iTerm2" { return .iterm }
        if term == "dumb" || term.isEmpty { return .text }
        return nil
    }

    /// The kitty query (a 1x1 image that is only checked, `a=q`) followed by Primary Device
    /// Attributes. Every terminal answers DA1, so its answer ends the wait at once; a kitty
    /// terminal answers the query first, and a sixel one lists attribute 4 in DA1's answer.
    /// (sw.kovidgoyal.net/kitty/graphics-protocol/#querying-support-and-available-transmission-mediums;
    /// vt100.net/docs/vt510-rm/DA1.)
    static let query: [UInt8] = Array("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c".utf8)

    /// Whether `answer` holds the whole DA1 reply (`ESC [ ? ... c`).
    static func answerIsComplete(_ answer: [UInt8]) -> Bool {
        guard let start = answer.indices.first(where: { answer[$0] == 0x1B && $0 + 2 < answer.count && answer[$0 + 1] == 0x5B && answer[$0 + 2] == 0x3F }) else { return false }
        return answer[start...].contains(0x63)
    }

    /// The protocol a terminal's answer to `query` shows it supports, text when none.
    static func fromAnswer(_ answer: [UInt8]) -> GraphicsProtocol {
        let text = String(decoding: answer, as: UTF8.self)
        if text.contains("_Gi=31;OK") { return .kitty }
        if let start = text.utf8.firstRange(of: "\u{1B}[?".utf8), let end = text[start.upperBound...].firstIndex(of: "c") {
            let attributes = text[start.upperBound..<end].split(separator: ";")
            if attributes.dropFirst().contains("4") { return .sixel }
        }
        return .text
    }

    /// The protocol to use: the one asked for, else the environment's hint, else the
    /// terminal's answer within a tenth of a second.
    static func resolve(_ choice: GraphicsProtocol, io: IO, environment: [String: String]) -> GraphicsProtocol {
        guard choice == .auto else { return choice }
        if let hinted = hinted(by: environment) { return hinted }
        guard let answer = io.queryTerminal(query, timeout: 0.1, until: answerIsComplete) else { return .text }
        return fromAnswer(answer)
    }
}
