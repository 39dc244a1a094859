import TrackerCore

/// The visited map tiles of one zoom without map tiles under them: Web-Mercator tile units drawn
/// to scale (the projection keeps tiles square), visited tiles shaded, the largest cluster's in the
/// accent colour, the largest square outlined, with a legend. Framed on where most tiles are (the
/// 2nd to the 98th percentile of each axis, widened a little), so that a trip abroad does not
/// shrink home to a dot.
public struct TilesChart: Composition {
    public static let defaultSize = Size(width: 1200, height: 1000)

    public var zoom: TileZoom
    public var tiles: [Tile]
    public var cluster: TileCluster?
    public var square: TileSquare?
    public var title: String
    public var subtitle: String

    public init(zoom: TileZoom, tiles: [Tile], cluster: TileCluster?, square: TileSquare?, title: String, subtitle: String) {
        self.zoom = zoom
        self.tiles = tiles
        self.cluster = cluster
        self.square = square
        self.title = title
        self.subtitle = subtitle
    }

    public static let squareColor = Color(hex: 0xD7263D)

    public static func textStyles(_ theme: Theme) -> [TextStyle] {
        [theme.title, theme.caption, theme.axisLabel]
    }

    public func plotArea(in size: Size) -> Rect {
        Rect(x: 0, y: 0, width: size.width, height: size.height).inset(top: 128, left: 56, bottom: 72, right: 56)
    }

    /// The tile range drawn: a square around the median tile holding 90% of the tiles (by the
    /// larger of the two axes' distances), two tiles wider on each side, widened to the whole cluster
    /// and square. A trip far away is a few per cent of the tiles and falls outside.
    public func frame() -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard !tiles.isEmpty else { return nil }
        let xs = tiles.map(\.x).sorted(), ys = tiles.map(\.y).sorted()
        let middle = Tile(x: xs[xs.count / 2], y: ys[ys.count / 2])
        let reaches = tiles.map { max(abs($0.x - middle.x), abs($0.y - middle.y)) }.sorted()
        let reach = reaches[min(reaches.count - 1, Int(Double(reaches.count - 1) * 0.9))] + 2
        var minX = middle.x - reach, maxX = middle.x + reach + 1, minY = middle.y - reach, maxY = middle.y + reach + 1
        for tile in (cluster?.tiles ?? []) {
            minX = min(minX, tile.x - 1); maxX = max(maxX, tile.x + 2); minY = min(minY, tile.y - 1); maxY = max(maxY, tile.y + 2)
        }
        if let square {
            minX = min(minX, square.corner.x - 1); minY = min(minY, square.corner.y - 1)
            maxX = max(maxX, square.corner.x + square.size + 1); maxY = max(maxY, square.corner.y + square.size + 1)
        }
        return (Double(minX), Double(minY), Double(maxX), Double(maxY))
    }

    /// The least side, in points, a tile is drawn at.
    static let smallestSide = 4.0

    public func chart(for canvas: Canvas, theme: Theme) -> Chart {
        let size = canvas.size
        let plot = plotArea(in: size)
        var marks: [any Mark] = [
            TextMark(title, at: Point(x: 56, y: 36), style: theme.title, anchor: .topLeading),
            TextMark(subtitle, at: Point(x: 56, y: 72), style: theme.caption, anchor: .topLeading),
        ]
        guard let frame = frame() else {
            marks += EmptyNote.marks("No recorded routes yet", at: Point(x: plot.midX, y: plot.midY), theme: theme, measuringOn: canvas)
            return Chart(size: size, background: theme.background, marks: marks)
        }
        let scale = min(plot.width / (frame.maxX - frame.minX), plot.height / (frame.maxY - frame.minY))
        let origin = Point(x: plot.midX - (frame.maxX - frame.minX) * scale / 2, y: plot.midY - (frame.maxY - frame.minY) * scale / 2)
        // A tile drawn smaller than a few pixels (tiles far apart in one frame) would vanish into
        // the anti-aliasing: it keeps its centre and is drawn at least `smallestSide` wide.
        func rect(x: Int, y: Int, side: Int = 1) -> Rect {
            let width = Double(side) * scale, drawn = max(width, Self.smallestSide)
            return Rect(x: origin.x + (Double(x) - frame.minX) * scale - (drawn - width) / 2,
                        y: origin.y + (Double(y) - frame.minY) * scale - (drawn - width) / 2, width: drawn, height: drawn)
        }
        func union(_ tiles: [Tile]) -> Path {
            var path = Path()
            for tile in tiles where Double(tile.x) >= frame.minX - 1 && Double(tile.x) <= frame.maxX && Double(tile.y) >= frame.minY - 1 && Double(tile.y) <= frame.maxY {
                let box = rect(x: tile.x, y: tile.y)
                path.move(to: Point(x: box.minX, y: box.minY))
                path.line(to: Point(x: box.maxX, y: box.minY))
                path.line(to: Point(x: box.maxX, y: box.maxY))
                path.line(to: Point(x: box.minX, y: box.maxY))
                path.close()
            }
            return path
        }
        let inCluster = Set(cluster?.tiles ?? [])
        let gap = scale > 6 ? StrokeStyle(theme.background, width: min(1, scale / 12)) : nil
        marks.append(ShapeMark(path: union(tiles.filter { !inCluster.contains($0) }), fill: .color(theme.accent.opacity(0.5)), stroke: gap))
        marks.append(ShapeMark(path: union(cluster?.tiles ?? []), fill: .color(theme.accent), stroke: gap))
        if let square {
            marks.append(ShapeMark(path: Path.rectangle(rect(x: square.corner.x, y: square.corner.y, side: square.size)), stroke: StrokeStyle(Self.squareColor, width: 3)))
        }
        let shown = tiles.filter { Double($0.x) >= frame.minX && Double($0.x) < frame.maxX && Double($0.y) >= frame.minY && Double($0.y) < frame.maxY }.count
        let outside = tiles.count - shown
        let legend = "\(tiles.count.counted("tile")) visited\(outside > 0 ? " (\(outside) elsewhere, not shown)" : "") · cluster \(cluster?.size ?? 0) · square \(square.map { "\($0.size) x \($0.size)" } ?? "none")"
        marks.append(TextMark(legend, at: Point(x: 56, y: plot.maxY + 36), style: theme.axisLabel, anchor: .leading))
        return Chart(size: size, background: theme.background, marks: marks)
    }
}
