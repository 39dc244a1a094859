/// What the output is read on: its width in columns and whether it takes colour.
///
/// Resolved once per run from the IO, the environment and `--color`: `COLUMNS`, else the
/// terminal's size, else 80 when output is not a terminal.
public struct Terminal: Sendable, Equatable {
    /// The width everything is laid out for.
    public var columns: Int
    /// The terminal's height, when output is one and it is known.
    public var rows: Int?
    /// Whether standard output is a terminal (not a pipe or a file).
    public var isTerminal: Bool
    /// How colours are written on standard output; `nil` for none.
    public var palette: ANSIPalette?
    /// The same for standard error (error messages).
    public var errorPalette: ANSIPalette?

    /// The narrowest layout tables and cards are made for; a narrower terminal wraps.
    public static let minimumColumns = 40
    public static let defaultColumns = 80
    /// The widest layout: a bigger COLUMNS (a typo, or 1e11) would make charts allocate for nothing.
    public static let maximumColumns = 1000

    public init(columns: Int = Terminal.defaultColumns, rows: Int? = nil, isTerminal: Bool = false, palette: ANSIPalette? = nil, errorPalette: ANSIPalette? = nil) {
        self.columns = columns
        self.rows = rows
        self.isTerminal = isTerminal
        self.palette = palette
        self.errorPalette = errorPalette
    }

    /// The terminal `io` writes to, under `environment` and the `--color` choice.
    static func resolve(io: IO, environment: [String: String], color: ColorChoice) -> Terminal {
        let outputIsTerminal = io.isTerminal(standardError: false)
        let size = outputIsTerminal ? io.terminalSize() : nil
        var columns = size?.columns ?? defaultColumns
        if let text = environment["COLUMNS"], let value = Int(text), value > 0 { columns = value }
        return Terminal(
            columns: min(maximumColumns, max(minimumColumns, columns)), rows: size?.rows, isTerminal: outputIsTerminal,
            palette: palette(color: color, isTerminal: outputIsTerminal, environment: environment),
            errorPalette: palette(color: color, isTerminal: io.isTerminal(standardError: true), environment: environment))
    }

    /// Colour as git and ripgrep decide it: `always` and `never` win; otherwise only on a
    /// terminal, and not when `NO_COLOR` is set (no-color.org) or the terminal is `dumb`.
    static func palette(color: ColorChoice, isTerminal: Bool, environment: [String: String]) -> ANSIPalette? {
        switch color {
        case .never: return nil
        case .auto:
            if !isTerminal { return nil }
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return nil }
            if environment["TERM"] == "dumb" { return nil }
        case .always: break
        }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        return colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColor : .indexed256
    }
}
