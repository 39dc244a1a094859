/// A subcommand: its declaration and what it does.
public struct Command: Sendable {
    public let spec: CommandSpec
    /// A command that never writes sees a missing database as empty instead of creating it.
    public let readsOnly: Bool
    public let run: @Sendable (ParsedArguments, CommandContext) throws -> Void

    public init(_ spec: CommandSpec, readsOnly: Bool = false, run: @escaping @Sendable (ParsedArguments, CommandContext) throws -> Void) {
        self.spec = spec
        self.readsOnly = readsOnly
        self.run = run
    }
}
