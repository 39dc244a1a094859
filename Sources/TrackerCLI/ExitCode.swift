/// The process exit statuses `tracker` uses, as swift-argument-parser does.
public enum ExitCode {
    public static let success: Int32 = 0
    /// Anything that went wrong while running a well-formed command.
    public static let failure: Int32 = 1
    /// The command line itself was wrong (EX_USAGE).
    public static let usage: Int32 = 64
}
