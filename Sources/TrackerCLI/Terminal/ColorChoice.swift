/// `--color`: whether output is coloured.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
    /// Colour when standard output is a terminal, `NO_COLOR` is unset and `TERM` is not `dumb`.
    case auto
    case always
    case never

    static let argumentKind = "a colour choice"
}
