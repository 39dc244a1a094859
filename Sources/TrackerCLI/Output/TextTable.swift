/// An aligned plain-text table: a header, rows, and per-column alignment.
struct TextTable {
    enum Alignment { case left, right }

    var headers: [String]
    var alignments: [Alignment]
    var rows: [[String]] = []

    init(_ columns: [(String, Alignment)]) {
        headers = columns.map(\.0)
        alignments = columns.map(\.1)
    }

    mutating func append(_ row: [String]) {
        rows.append(row.map(TerminalText.escape))
    }

    /// Columns that are empty in every row are dropped; trailing spaces are trimmed.
    func render() -> String {
        let all = [headers] + rows
        let keep = headers.indices.filter { column in rows.contains { !$0[column].isEmpty } || rows.isEmpty }
        let widths = keep.map { column in all.map { TerminalText.width($0[column]) }.max() ?? 0 }
        var text = ""
        for row in all {
            var cells: [String] = []
            for (position, column) in keep.enumerated() {
                let cell = row[column]
                let padding = String(repeating: " ", count: widths[position] - TerminalText.width(cell))
                cells.append(alignments[column] == .right ? padding + cell : cell + padding)
            }
            var line = cells.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            text += line + "\n"
        }
        return text
    }
}
