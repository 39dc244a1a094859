/// Where a stream moved, as lines of Web-Mercator points: the pen lifts where the athlete stood
/// still (the one `PauseRule` behind moving time), at a segment's gap and at a position outside
/// the projection, so a café stop leaves no blot and a train ride between segments no line.
public struct MovingTrack: Equatable, Sendable {
    /// Lines of two points or more.
    public var lines: [[MercatorPoint]]

    public init(lines: [[MercatorPoint]]) {
        self.lines = lines.filter { $0.count > 1 }
    }

    /// The moving lines of `stream`; none when it has no positions.
    public init(stream: ActivityStream, rule: PauseRule = .standard) {
        guard let latitude = stream.latitude, let longitude = stream.longitude else {
            self.init(lines: [])
            return
        }
        let moving = stream.movingIntervals(rule: rule)
        var lines: [[MercatorPoint]] = []
        var line: [MercatorPoint] = []
        for index in 0..<stream.count {
            let point = WebMercator.point(latitude: latitude[index], longitude: longitude[index])
            // The interval ending here is drawn only when it moved and both its ends project.
            if !moving[index] || point == nil {
                if line.count > 1 { lines.append(line) }
                line = []
            }
            if let point { line.append(point) }
        }
        if line.count > 1 { lines.append(line) }
        self.init(lines: lines)
    }

    public var isEmpty: Bool { lines.isEmpty }

    /// The box around every line, `nil` for none.
    public var bounds: MercatorRect? { MercatorRect(bounding: lines.joined()) }
}
