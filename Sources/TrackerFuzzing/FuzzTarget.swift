/// One parser under fuzzing: where mutation starts, the tokens of its format, and a body that
/// runs one input.
///
/// The body returns a short signature of what happened (`ok`, or the kind of error): inputs
/// with a signature not seen before join the corpus, a cheap stand-in for coverage feedback.
/// It throws `FuzzViolation` when a result breaks an invariant (a negative distance, a partial
/// import); a crash or a hang ends the process and is caught by the runner.
public struct FuzzTarget: Sendable {
    public let name: String
    public let seeds: [[UInt8]]
    public let dictionary: [String]
    public let maximumLength: Int
    public let body: @Sendable ([UInt8]) throws -> String

    public init(name: String, seeds: [String], dictionary: [String] = [], maximumLength: Int = 4096,
                body: @escaping @Sendable ([UInt8]) throws -> String) {
        self.init(name: name, binarySeeds: seeds.map { Array($0.utf8) }, dictionary: dictionary, maximumLength: maximumLength, body: body)
    }

    public init(name: String, binarySeeds: [[UInt8]], dictionary: [String] = [], maximumLength: Int = 4096,
                body: @escaping @Sendable ([UInt8]) throws -> String) {
        self.name = name
        self.seeds = binarySeeds
        self.dictionary = dictionary
        self.maximumLength = maximumLength
        self.body = body
    }
}

/// A result that breaks what the parser promises.
public struct FuzzViolation: Error, CustomStringConvertible, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    /// Throws unless `condition` holds.
    public static func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition { throw FuzzViolation(message()) }
    }
}
