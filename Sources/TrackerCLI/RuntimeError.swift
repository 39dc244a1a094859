/// A failure while running a well-formed command (exit 1): a missing id, a refused file.
public struct RuntimeError: Error, Equatable, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}
