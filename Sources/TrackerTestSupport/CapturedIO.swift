import TrackerCLI

/// Captures output in memory, for in-process tests.
public final class CapturedIO: IO {
    public private(set) var standardOutput: [UInt8] = []
    public private(set) var standardError: [UInt8] = []
    public var terminal: Bool
    /// The size a terminal reports; `nil` for one that does not say.
    public var size: TerminalSize?
    /// The pager commands output was shown through, in order.
    public private(set) var pagers: [String] = []
    /// What the terminal answers to queries (graphics support); `nil` answers nothing.
    public var terminalAnswer: (([UInt8]) -> [UInt8])?
    /// The queries written to the terminal.
    public private(set) var queries: [[UInt8]] = []
    /// What standard input holds.
    public var input: [UInt8] = []

    public init(terminal: Bool = false, size: TerminalSize? = nil) {
        self.terminal = terminal
        self.size = size
    }

    public var output: String { String(decoding: standardOutput, as: UTF8.self) }
    public var errorOutput: String { String(decoding: standardError, as: UTF8.self) }

    public func write(_ bytes: [UInt8], toStandardError: Bool) {
        if toStandardError { standardError += bytes } else { standardOutput += bytes }
    }

    public func isTerminal(standardError: Bool) -> Bool { terminal }

    public func terminalSize() -> TerminalSize? { terminal ? size : nil }

    /// Records the pager and keeps the text as if the pager had shown it.
    public func page(_ bytes: [UInt8], command: String, environment: [String: String]) -> Bool {
        pagers.append(command)
        standardOutput += bytes
        return true
    }

    public func queryTerminal(_ query: [UInt8], timeout: Double, until terminator: @escaping ([UInt8]) -> Bool) -> [UInt8]? {
        guard terminal else { return nil }
        queries.append(query)
        return terminalAnswer?(query) ?? []
    }

    public func readStandardInput() -> [UInt8]? { input }
}
