/// Splits a command line into options, option values and positional arguments against
/// declared `OptionSpec`s. Accepts `--name value`, `--name=value`, `-n value`, and `--`
/// to end options. A value option takes the next token unless it is a long option, so
/// `--distance -5` reaches the value parser (and its clear error about negatives) while
/// `--distance --duration 10m` says that --distance is missing its value.
struct ArgumentParser {
    let options: [OptionSpec]

    struct Result {
        var values: [String: [String]] = [:]
        var flags: Set<String> = []
        var positionals: [String] = []
        /// The tokens not consumed when parsing stopped at the first positional.
        var remainder: [String] = []
    }

    /// Parses `tokens`. With `stopAtFirstPositional`, returns at the first positional
    /// (the subcommand's name), leaving it and everything after it in `remainder`.
    func parse(_ tokens: [String], stopAtFirstPositional: Bool = false) throws -> Result {
        var result = Result()
        var index = 0
        var optionsEnded = false
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if optionsEnded || token == "-" || !token.hasPrefix("-") {
                if stopAtFirstPositional {
                    result.remainder = Array(tokens[(index - 1)...])
                    return result
                }
                result.positionals.append(token)
                continue
            }
            if token == "--" {
                optionsEnded = true
                if stopAtFirstPositional {
                    result.remainder = Array(tokens[index...])
                    return result
                }
                continue
            }
            let (spec, spelled, inlineValue) = try lookup(token)
            if spec.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < tokens.count, !tokens[index].hasPrefix("--") {
                    value = tokens[index]
                    index += 1
                } else {
                    throw UsageError.missingValue(option: spelled)
                }
                result.values[spec.name, default: []].append(value)
            } else {
                if inlineValue != nil { throw UsageError.unexpectedValue(option: spelled) }
                result.flags.insert(spec.name)
            }
        }
        return result
    }

    /// Finds the spec for `--name`, `--name=value`, `-n` or `-n=value`.
    private func lookup(_ token: String) throws -> (OptionSpec, String, String?) {
        var body = token
        var inlineValue: String?
        if let equals = token.firstIndex(of: "=") {
            body = String(token[..<equals])
            inlineValue = String(token[token.index(after: equals)...])
        }
        if body.hasPrefix("--") {
            let name = String(body.dropFirst(2))
            if let spec = options.first(where: { $0.name == name }) { return (spec, body, inlineValue) }
        } else if body.count == 2, let short = body.last, let spec = options.first(where: { $0.short == short }) {
            return (spec, body, inlineValue)
        }
        let names = options.map { "--\($0.name)" }
        throw UsageError.unknownOption(body, suggestion: Suggestion.closest(to: body, in: names))
    }
}
