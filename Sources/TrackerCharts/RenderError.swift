/// cairo refused to draw or to encode: its status, as cairo words it.
public struct RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
