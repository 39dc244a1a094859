import TrackerCore

/// How a heatmap's frame (Web-Mercator world units) lies on its pixels: north up, the same scale
/// across as up, the frame's corners on the raster's.
public struct HeatmapProjection: Equatable, Sendable {
    public let frame: MercatorRect
    public let width: Int
    public let height: Int

    /// Points nearer than this many pixels to the last one kept are dropped: a 1 Hz run has several
    /// fixes to a pixel, and cairo's time grows with the points it strokes.
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
        WebMercator.metresPerUnit(atLatitude: WebMercator.latitude(y: frame.centre.y)) / scale
    }

    /// The pixel position of `point`.
    public func pixel(_ point: MercatorPoint) -> Point {
        Point(x: (point.x - frame.minX) * scale, y: (point.y - frame.minY) * scale)
    }

    /// The track's lines in pixels, with points closer than `tolerance` to the last kept dropped (a
    /// line's last point is always kept).
    public func pixels(of track: MovingTrack) -> [[Point]] {
        let scale = self.scale, minX = frame.minX, minY = frame.minY
        let squared = Self.tolerance * Self.tolerance
        return track.lines.compactMap { line in
            var kept: [Point] = []
            kept.reserveCapacity(line.count / 2)
            for (index, point) in line.enumerated() {
                let pixel = Point(x: (point.x - minX) * scale, y: (point.y - minY) * scale)
                if let last = kept.last, index < line.count - 1 {
                    let dx = pixel.x - last.x, dy = pixel.y - last.y
                    if dx * dx + dy * dy < squared { continue }
                }
                kept.append(pixel)
            }
            return kept.count > 1 ? kept : nil
        }
    }
}
