/// An aligned plain-text table: a header, rows, and per-column alignment, laid out to fit a
/// width: a bar column takes the room that is left, long cells are cut with `…`, and the
/// least needed columns go first when that is not enough.
struct TextTable {
    enum Alignment { case left, right }

    /// A column drawn at render time to the width it gets (bars): `cell(row, width)`.
    struct Fill {
        var column: Int
        var minimum: Int
        var maximum: Int
        var cell: (Int, Int) -> String
    }

    var headers: [String]
    var alignments: [Alignment]
    var rows: [[String]] = []
    /// Colour of each row (the selected week); `nil` for plain.
    var rowColors: [TextColor?] = []
    /// Colour of single cells, by row and column, over the row's.
    var cellColors: [Int: [Int: TextColor]] = [:]
    /// Columns whose cells may be cut with `…`, with the narrowest they may get.
    var truncatable: [Int: Int] = [:]
    /// Columns left out, in this order, when the table is still too wide.
    var dropOrder: [Int] = []
    /// How many of `dropOrder`'s columns go once the cut columns are down to `readable`, before
    /// they are cut any shorter: a name of 7 letters says less than the elevation beside it.
    var dropsBeforeCutting = 0
    /// The width cut columns keep until the first `dropsBeforeCutting` columns have gone.
    var readable: [Int: Int] = [:]
    var fill: Fill?
    var headerColor: TextColor? = .header

    init(_ columns: [(String, Alignment)]) {
        headers = columns.map(\.0)
        alignments = columns.map(\.1)
    }

    mutating func append(_ row: [String], color: TextColor? = nil) {
        rows.append(row.map(TerminalText.escape))
        rowColors.append(color)
    }

    /// Colours one cell of the last row appended.
    mutating func color(column: Int, _ color: TextColor?) {
        guard let color, !rows.isEmpty else { return }
        cellColors[rows.count - 1, default: [:]][column] = color
    }

    /// Columns that are empty in every row are dropped; trailing spaces are trimmed; no line
    /// is wider than `width` unless even the narrowest layout is.
    func render(width: Int = Int.max, palette: ANSIPalette? = nil) -> String {
        let all = [headers] + rows
        var keep = headers.indices.filter { column in
            column == fill?.column || rows.contains { !$0[column].isEmpty } || rows.isEmpty
        }
        // By column; an array, not a dictionary, whose first use costs a short command a runtime lookup.
        var widths = [Int](repeating: 0, count: headers.count)
        for column in keep {
            widths[column] = column == fill?.column ? fill?.maximum ?? 0 : all.map { TerminalText.width($0[column]) }.max() ?? 0
        }
        if let fill, widths.indices.contains(fill.column) { widths[fill.column] = max(fill.maximum, TerminalText.width(headers[fill.column])) }
        func total() -> Int { keep.reduce(0) { $0 + widths[$1] } + 2 * max(0, keep.count - 1) }

        var drops = dropOrder[...]
        var earlyDrops = dropsBeforeCutting
        while total() > width {
            let excess = total() - width
            // The bar gives way first, then names, then whole columns.
            if let fill, keep.contains(fill.column), widths[fill.column] > max(fill.minimum, TerminalText.width(headers[fill.column])) {
                widths[fill.column] = max(max(fill.minimum, TerminalText.width(headers[fill.column])), widths[fill.column] - excess)
                continue
            }
            let cuttable = keep.compactMap { column in
                truncatable[column].map { (column: column, narrowest: earlyDrops > 0 ? max($0, readable[column] ?? $0) : $0) }
            }.filter { widths[$0.column] > $0.narrowest }
            if let widest = cuttable.max(by: { widths[$0.column] < widths[$1.column] }) {
                widths[widest.column] = max(widest.narrowest, widths[widest.column] - excess)
                continue
            }
            if earlyDrops > 0, !drops.isEmpty {
                earlyDrops -= 1
                let column = drops.removeFirst()
                keep.removeAll { $0 == column }
                continue
            }
            earlyDrops = 0
            guard let column = drops.popFirst() else { break }
            keep.removeAll { $0 == column }
        }

        var text = ""
        for (rowIndex, row) in all.enumerated() {
            var cells: [String] = []
            for column in keep {
                let columnWidth = widths[column]
                var cell = row[column]
                if let fill, column == fill.column, rowIndex > 0 {
                    cell = fill.cell(rowIndex - 1, columnWidth)
                }
                cell = Self.cut(cell, to: columnWidth)
                let padding = String(repeating: " ", count: max(0, columnWidth - TerminalText.width(cell)))
                if let palette, let color = rowIndex == 0 ? headerColor : cellColors[rowIndex - 1]?[column] ?? rowColors[rowIndex - 1] {
                    cell = palette.paint(cell, color)
                }
                cells.append(alignments[column] == .right ? padding + cell : cell + padding)
            }
            text += cells.joinedText(separator: "  ").trimmingTrailingSpaces + "\n"
        }
        return text
    }

    /// `text` cut to `width` columns, ending in `…` when anything was left out.
    static func cut(_ text: String, to width: Int) -> String {
        guard TerminalText.width(text) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = TerminalText.width(String(character))
            if used + characterWidth > width - 1 { break }
            result.append(character)
            used += characterWidth
        }
        return result + "…"
    }
}
