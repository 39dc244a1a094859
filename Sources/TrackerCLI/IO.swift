import Foundation

/// Where a command's output goes. The real process writes to file descriptors 1 and 2;
/// tests capture both in memory.
public protocol IO: AnyObject {
    func write(_ bytes: [UInt8], toStandardError: Bool)
    /// Whether standard output (or error) is a terminal: tables and progress bars are
    /// for people, and binary output must not reach a screen.
    func isTerminal(standardError: Bool) -> Bool
}

extension IO {
    func out(_ text: String) { write(Array(text.utf8), toStandardError: false) }
    func err(_ text: String) { write(Array(text.utf8), toStandardError: true) }
}
