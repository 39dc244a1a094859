import Foundation

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
