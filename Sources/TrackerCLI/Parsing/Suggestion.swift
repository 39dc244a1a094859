/// "Did you mean ...?": by meaning first (`--time` is `--duration`), then by prefix
/// (`--elev` begins `--elevation`), then by spelling (edit distance).
enum Suggestion {
    /// Words people type for an option, by the option's name. A word is suggested only
    /// when the command has that option.
    static let synonyms: [String: [String]] = [
        "--duration": ["--time", "--moving-time", "--elapsed", "--length-of-time", "--minutes", "--hours"],
        "--distance": ["--dist", "--km", "--miles", "--mi", "--length", "--kilometers", "--kilometres"],
        "--elevation": ["--climb", "--ascent", "--gain", "--elevation-gain", "--vert", "--height-gain"],
        "--type": ["--sport", "--kind", "--activity"],
        "--name": ["--title", "--label"],
        "--note": ["--notes", "--comment", "--description"],
        "--date": ["--when", "--day", "--start", "--at"],
        "--output": ["--out", "--file"],
        "--limit": ["--count", "--max", "--last", "--number"],
        "--all": ["--every", "--no-limit"],
        "--since": ["--from", "--after"],
        "--until": ["--to", "--before"],
    ]

    static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        if let meant = synonyms.first(where: { candidates.contains($0.key) && $0.value.contains(lowered) })?.key {
            return meant
        }
        return bySpelling(lowered, in: candidates, allowedEdits: max(2, word.count / 3))
    }

    /// The accepted value `word` is most likely a misspelling of. Stricter than `closest`, one
    /// edit per three letters (at least one), since a short value is close to many others (`gif`
    /// is two letters from `pdf`).
    static func closestValue(to word: String, in values: [String]) -> String? {
        bySpelling(word.lowercased(), in: values, allowedEdits: max(1, word.count / 3))
    }

    /// A prefix of exactly one candidate, long enough to mean something, else the nearest
    /// candidate at most `allowedEdits` away.
    private static func bySpelling(_ lowered: String, in candidates: [String], allowedEdits: Int) -> String? {
        if lowered.count >= 4 {
            let extended = candidates.filter { $0.hasPrefix(lowered) && $0 != lowered }
            if extended.count == 1 { return extended[0] }
        }
        let scored = candidates.map { ($0, distance(lowered, $0)) }.min { $0.1 < $1.1 }
        guard let (best, score) = scored, score <= allowedEdits else { return nil }
        return best
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
