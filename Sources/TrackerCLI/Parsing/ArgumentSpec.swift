/// A positional argument.
public struct ArgumentSpec: Sendable {
    public let name: String
    public let help: String
    public let isOptional: Bool
    public let isRepeated: Bool
    public let completion: Completion

    public init(_ name: String, help: String, optional: Bool = false, repeated: Bool = false, completion: Completion = .none) {
        self.name = name
        self.help = help
        self.isOptional = optional
        self.isRepeated = repeated
        self.completion = completion
    }

    var synopsis: String {
        var text = "<\(name)>"
        if isRepeated { text += " ..." }
        return isOptional ? "[\(text)]" : text
    }
}
