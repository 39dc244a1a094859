#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a command's output goes. The real process writes to file descriptors 1 and 2;
/// tests capture both in memory.
public protocol IO: AnyObject {
    func write(_ bytes: [UInt8], toStandardError: Bool)
    /// Whether standard output (or error) is a terminal: tables and progress bars are
    /// for people, and binary output must not reach a screen.
    func isTerminal(standardError: Bool) -> Bool
    /// The size of the terminal standard output is, when it is one and says its size.
    func terminalSize() -> TerminalSize?
    /// Shows `bytes` through the pager `command` (a shell command line) on the terminal;
    /// returns `false`, having written nothing, when the pager could not be started.
    func page(_ bytes: [UInt8], command: String, environment: [String: String]) -> Bool
    /// Writes `query` to the terminal and returns what it answers until `terminator` says
    /// the answer is complete, or within `timeout` seconds; `nil` when there is no terminal.
    func queryTerminal(_ query: [UInt8], timeout: Double, until terminator: @escaping ([UInt8]) -> Bool) -> [UInt8]?
    /// All of standard input, up to its end; `nil` when it cannot be read.
    func readStandardInput() -> [UInt8]?
}

extension IO {
    func out(_ text: String) { write(Array(text.utf8), toStandardError: false) }
    func err(_ text: String) { write(Array(text.utf8), toStandardError: true) }
}
