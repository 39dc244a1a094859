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

/// Standard output and error of this process.
public final class ProcessIO: IO {
    public init() {}

    public func write(_ bytes: [UInt8], toStandardError: Bool) {
        let descriptor = toStandardError ? STDERR_FILENO : STDOUT_FILENO
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return  // A closed pipe (`tracker list | head`) is not an error worth reporting.
            }
            offset += written
        }
    }

    public func isTerminal(standardError: Bool) -> Bool {
        isatty(standardError ? STDERR_FILENO : STDOUT_FILENO) == 1
    }
}

/// Captures output in memory, for in-process tests.
public final class CapturedIO: IO {
    public private(set) var standardOutput: [UInt8] = []
    public private(set) var standardError: [UInt8] = []
    public var terminal: Bool

    public init(terminal: Bool = false) {
        self.terminal = terminal
    }

    public var output: String { String(decoding: standardOutput, as: UTF8.self) }
    public var errorOutput: String { String(decoding: standardError, as: UTF8.self) }

    public func write(_ bytes: [UInt8], toStandardError: Bool) {
        if toStandardError { standardError += bytes } else { standardOutput += bytes }
    }

    public func isTerminal(standardError: Bool) -> Bool { terminal }
}
