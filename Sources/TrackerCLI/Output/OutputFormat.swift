/// How a listing is printed: a table for people, or JSON or CSV for programs.
enum OutputFormat {
    case table, json, csv

    static let jsonOption = OptionSpec("json", help: "Print JSON (SI units) instead of a table.")
    static let csvOption = OptionSpec("csv", help: "Print CSV (SI units, RFC 4180) instead of a table.")
    /// The same options where nothing has a unit (moods): read under the same names.
    static let plainJSONOption = OptionSpec("json", help: "Print JSON instead of a table.")
    static let plainCSVOption = OptionSpec("csv", help: "Print CSV (RFC 4180) instead of a table.")

    /// Reads `--json` and `--csv`, refusing both at once.
    static func from(_ arguments: ParsedArguments) throws -> OutputFormat {
        switch (arguments.flag(jsonOption), arguments.flag(csvOption)) {
        case (true, true): throw UsageError.invalid("--json and --csv cannot be used together; choose one")
        case (true, false): return .json
        case (false, true): return .csv
        case (false, false): return .table
        }
    }
}
