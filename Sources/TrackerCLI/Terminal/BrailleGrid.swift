/// A grid of terminal cells drawn as braille dots, two across and four down in each cell
/// (U+2800-U+28FF), so a line has four times the rows and twice the columns of the text.
struct BrailleGrid {
    let columns: Int
    let rows: Int
    private var cells: [UInt8]

    /// The dot bit of each (x, y) in a cell, as Unicode numbers braille dots 1-8.
    private static let bits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

    init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        cells = Array(repeating: 0, count: self.columns * self.rows)
    }

    var dotWidth: Int { columns * 2 }
    var dotHeight: Int { rows * 4 }

    /// Sets the dot at `x` (from the left) and `y` (from the top); outside the grid, nothing.
    mutating func set(_ x: Int, _ y: Int) {
        guard (0..<dotWidth).contains(x), (0..<dotHeight).contains(y) else { return }
        cells[(y / 4) * columns + x / 2] |= Self.bits[y % 4][x % 2]
    }

    /// A straight line of dots between two points (Bresenham).
    mutating func line(from start: (x: Int, y: Int), to end: (x: Int, y: Int)) {
        var (x, y) = start
        let dx = abs(end.x - x), dy = -abs(end.y - y)
        let stepX = x < end.x ? 1 : -1, stepY = y < end.y ? 1 : -1
        var error = dx + dy
        while true {
            set(x, y)
            if x == end.x && y == end.y { break }
            let doubled = 2 * error
            if doubled >= dy { error += dy; x += stepX }
            if doubled <= dx { error += dx; y += stepY }
        }
    }

    /// The dots set in one cell, as braille's bits (0 for none).
    func bits(row: Int, column: Int) -> UInt8 {
        cells[row * columns + column]
    }

    /// The braille character of `bits`, a space for none.
    static func character(_ bits: UInt8) -> Character {
        bits == 0 ? " " : Character(Unicode.Scalar(0x2800 + UInt32(bits)) ?? " ")
    }

    /// Row `row` as text: an empty cell is a space.
    func line(_ row: Int) -> String {
        String(String.UnicodeScalarView((0..<columns).map { column in
            let bits = cells[row * columns + column]
            return bits == 0 ? " " : Unicode.Scalar(0x2800 + UInt32(bits)) ?? " "
        }))
    }
}
