import TrackerCore

/// Where a command's finished output goes, settled before any work: standard output, or the
/// file `-o` names, written whole or not at all and then confirmed with `Wrote PATH (...)`.
/// `chart`, `report` and `export` all write through it.
struct OutputDestination {
    /// The path as given; `nil` for standard output.
    let path: String?
    let target: OutputPath?
    /// Whether the output would reach a terminal (standard output, or a name of one: `-o /dev/tty`).
    let isTerminal: Bool

    /// - Throws: `UsageError` when `path` is a folder.
    init(path: String?, context: CommandContext) throws {
        self.path = path
        target = try path.map(OutputSink.target)
        isTerminal = target.map { OutputSink.isTerminal($0, standardOutputIsTerminal: context.stdoutIsTerminal) } ?? context.stdoutIsTerminal
    }

    /// Refuses a terminal, where binary output garbles the screen and a page of markup helps no one.
    /// - Parameters:
    ///   - what: what would be written (`a PNG`, `the HTML page`).
    ///   - instead: how to write it elsewhere (`use -o chart.png or redirect: ...`).
    /// - Throws: `UsageError` when the output would reach a terminal.
    func refuseTerminal(_ what: String, instead: String) throws {
        if isTerminal { throw UsageError.invalid("refusing to write \(what) to the terminal; \(instead)") }
    }

    /// Runs `body`, which writes the whole output to the sink it is given, then finishes it; when
    /// either throws, nothing is left behind. A file (not a pipe, a device or `-o /dev/stdout`,
    /// where the line would follow the output) is then confirmed: `Wrote PATH (confirmation)`.
    /// - Parameter permissions: the mode of a new file; personal data is made private (0600).
    /// - Throws: `FileError` naming the file, or what `body` throws.
    func write(permissions: Int?, context: CommandContext, confirmation: () -> String, _ body: (OutputSink) throws -> Void) throws {
        let sink = try OutputSink(path: path, target: target, io: context.io, permissions: permissions)
        try sink.writeWhole(body)
        if let path, case .replaceable = target {
            context.print("Wrote \(path) (\(confirmation()))")
        }
    }

    /// Writes `bytes` as `write(permissions:context:confirmation:_:)` does.
    func write(_ bytes: [UInt8], permissions: Int?, context: CommandContext, confirmation: () -> String) throws {
        try write(permissions: permissions, context: context, confirmation: confirmation) { try $0.write(bytes) }
    }
}
