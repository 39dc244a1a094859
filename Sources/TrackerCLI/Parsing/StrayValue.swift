/// A positional value the command has no place for, read for what it looks like: a distance
/// (`5k`, `10.5km`, `3mi`) or a time (`25:00`, `1:02:03`, `45min`), so the error can name the
/// option it belongs to.
enum StrayValue {
    case distance, duration

    init?(_ text: String) {
        let lowered = text.lowercased()
        let digits = lowered.prefix { $0.isNumber || $0 == "." }
        let unit = lowered.dropFirst(digits.count)
        guard !digits.isEmpty, digits.contains(where: \.isNumber) else { return nil }
        let parts = lowered.split(separator: ":", omittingEmptySubsequences: false)
        if (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isNumber) }) {
            self = .duration
        } else if ["k", "km", "mi", "mile", "miles", "kilometers", "kilometres"].contains(String(unit)) {
            self = .distance
        } else if ["h", "min", "mins", "minutes", "s", "sec", "hr", "hrs"].contains(String(unit)) {
            self = .duration
        } else {
            return nil
        }
    }

    var option: String { self == .distance ? "--distance" : "--duration" }
    var noun: String { self == .distance ? "a distance" : "a time" }

    /// `unexpected arguments '5k' and '25:00': they look like a distance and a time; name
    /// them: tracker add --distance 5k --duration 25:00`, when every stray value looks like
    /// a value of an option the command has and was not `given`; `nil` otherwise.
    static func hint(_ strays: [String], command: CommandSpec, arguments: [String] = [], given: Set<String> = []) -> String? {
        let kinds = strays.compactMap(StrayValue.init)
        guard !kinds.isEmpty, kinds.count == strays.count, Set(kinds.map(\.option)).count == kinds.count,
              kinds.allSatisfy({ kind in command.options.contains { "--" + $0.name == kind.option && !given.contains($0.name) } })
        else { return nil }
        let quoted = strays.map { "'\($0)'" }.joined(separator: " and ")
        let nouns = kinds.map(\.noun).joined(separator: " and ")
        let named = zip(kinds, strays).map { "\($0.option) \($1)" }.joined(separator: " ")
        return "unexpected \(strays.count.plural("argument")) \(quoted): \(strays.count.plural("it looks", "they look")) like \(nouns); name \(strays.count.plural("it", "them")): \(([HelpGenerator.toolName, command.name] + arguments + [named]).joined(separator: " "))"
    }
}
