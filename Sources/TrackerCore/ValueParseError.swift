/// A value typed by a person that does not parse, with the reason and what is accepted.
public struct ValueParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text that was given.
    public let value: String
    /// One sentence: what is wrong and what is accepted, e.g.
    /// "is not a distance; use a number with an optional km, mi or m suffix".
    public let reason: String

    public init(value: String, reason: String) {
        self.value = value
        self.reason = reason
    }

    public var description: String { "'\(value)' \(reason)" }
}
