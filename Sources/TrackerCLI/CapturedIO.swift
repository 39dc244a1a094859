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
