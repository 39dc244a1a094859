/// What one run of `tracker` did: its exit status and its two output streams.
public struct CommandResult: Sendable {
    public let status: Int32
    public let standardOutput: [UInt8]
    public let standardError: [UInt8]

    public init(status: Int32, standardOutput: [UInt8], standardError: [UInt8]) {
        self.status = status
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    public var output: String { String(decoding: standardOutput, as: UTF8.self) }
    public var error: String { String(decoding: standardError, as: UTF8.self) }
}
