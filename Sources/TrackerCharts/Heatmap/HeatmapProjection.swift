import TrackerCore

/// How a heatmap's frame (Web-Mercator world units) lies on its pixels: north up, the same scale
/// across as up, the frame's corners on the raster's.
public struct HeatmapProjection: Equatable, Sendable {
    public let frame: MercatorRect
    public let width: Int
    public let height: Int

    /// Pixels within which a point after the last one kept is dropped before projecting
    /// (`MovingTrack`'s spacing): a 1 Hz run has several fixes to a pixel.
    public static let spacing = 0.5
    /// Pixels a simplified line may stray from the points it stands for (Douglas-Peucker): half a pixel
    /// is below what a line 1.5 pixels wide shows, and cairo's time grows with the points it strokes, not
    /// with the length (at a quarter, GPS noise of a tenth of a pixel kept three times the points).
    public static let tolerance = 0.5

    /// `frame` on a `width` by `height` raster; the frame should have the raster's aspect (see
    /// `MercatorRect.fitted`), else its width decides the scale.
    public init(frame: MercatorRect, width: Int, height: Int) {
        self.frame = frame
        self.width = width
        self.height = height
    }

    /// Pixels per world unit.
    public var scale: Double { Double(width) / max(frame.width, .leastNormalMagnitude) }

    /// Metres on the ground per pixel at the frame's centre.
    public var metresPerPixel: Double {
        MercatorPoint.metresPerUnit(atLatitude: MercatorPoint.latitude(y: frame.centre.y)) / scale
    }

    /// The pixel position of `point`.
    public func pixel(_ point: MercatorPoint) -> Point {
        Point(x: (point.x - frame.minX) * scale, y: (point.y - frame.minY) * scale)
    }

    /// The track's lines in pixels, each simplified to `tolerance` (its ends always kept).
    public func pixels(of track: MovingTrack) -> [[Point]] {
        track.lines.compactMap { line in
            let simplified = Self.simplified(line.map(pixel), tolerance: Self.tolerance)
            return simplified.count > 1 ? simplified : nil
        }
    }

    /// `points` with every point dropped that lies within `tolerance` of the chord between the points
    /// kept on either side (Douglas-Peucker, with a stack instead of recursion).
    public static func simplified(_ points: [Point], tolerance: Double) -> [Point] {
        guard points.count > 2 else { return points }
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[points.count - 1] = true
        var spans = [(0, points.count - 1)]
        let squared = tolerance * tolerance
        while let (first, last) = spans.popLast() {
            guard last - first > 1 else { continue }
            let a = points[first], b = points[last]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = dx * dx + dy * dy
            var farthest = first, distance = -1.0
            for index in (first + 1)..<last {
                let p = points[index]
                // The squared distance to the segment a-b (to a itself when a and b coincide).
                var t = length > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / length : 0
                t = min(max(t, 0), 1)
                let ex = a.x + t * dx - p.x, ey = a.y + t * dy - p.y
                let squaredDistance = ex * ex + ey * ey
                if squaredDistance > distance {
                    distance = squaredDistance
                    farthest = index
                }
            }
            if distance > squared {
                keep[farthest] = true
                spans.append((first, farthest))
                spans.append((farthest, last))
            }
        }
        return points.indices.compactMap { keep[$0] ? points[$0] : nil }
    }
}
