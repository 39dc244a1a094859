/// Where a segment runs: its positions in order (degrees, WGS 84), densified so that the one-sided
/// distance checked at its points (`SegmentRule`) also holds between them, and its length.
public struct SegmentShape: Equatable, Sendable {
    /// Degrees north, one per point.
    public let latitude: [Double]
    /// Degrees east, one per point.
    public let longitude: [Double]
    /// Metres along the points (great circles).
    public let length: Double

    /// The shape through `positions`, with points added on each leg longer than
    /// `SegmentRule.spacing(forLength:)`.
    /// - Throws: `SegmentShapeError` for fewer than two positions, a position outside the
    ///   Web-Mercator range, or a length outside `SegmentRule.lengths`.
    public init(positions: [(latitude: Double, longitude: Double)]) throws {
        guard positions.count >= 2 else { throw SegmentShapeError.tooFewPoints(positions.count) }
        if let outside = positions.first(where: { MercatorPoint(latitude: $0.latitude, longitude: $0.longitude) == nil }) {
            throw SegmentShapeError.outsideProjection(latitude: outside.latitude, longitude: outside.longitude)
        }
        var length = 0.0
        for index in positions.indices.dropFirst() {
            length += Self.distance(positions[index - 1], positions[index])
        }
        guard SegmentRule.lengths.contains(length) else { throw SegmentShapeError.length(length) }
        let spacing = SegmentRule.spacing(forLength: length)
        var latitude = [positions[0].latitude]
        var longitude = [positions[0].longitude]
        for index in positions.indices.dropFirst() {
            let from = positions[index - 1], to = positions[index]
            let pieces = max(1, Int((Self.distance(from, to) / spacing).rounded(.up)))
            for piece in 1...pieces {
                let fraction = Double(piece) / Double(pieces)
                latitude.append(from.latitude + (to.latitude - from.latitude) * fraction)
                longitude.append(from.longitude + (to.longitude - from.longitude) * fraction)
            }
        }
        self.latitude = latitude
        self.longitude = longitude
        self.length = length
    }

    /// A shape as `export --segments` wrote it: `positions` kept as they are when no leg is longer
    /// than `SegmentRule.spacing(forLength:)` and a centimetre (they were densified before; a piece
    /// of a leg may measure a hair over the spacing), densified as
    /// `init(positions:)` does otherwise; and `length` when it is within a metre of the points' own
    /// length (which summing the legs again may miss in the last digits), the points' length otherwise.
    /// - Throws: `SegmentShapeError` as `init(positions:)` does.
    public init(exported positions: [(latitude: Double, longitude: Double)], length stated: Double) throws {
        let densified = try SegmentShape(positions: positions)
        let spacing = SegmentRule.spacing(forLength: densified.length)
        let dense = positions.indices.dropFirst().allSatisfy { Self.distance(positions[$0 - 1], positions[$0]) <= spacing + 0.01 }
        self.latitude = dense ? positions.map(\.latitude) : densified.latitude
        self.longitude = dense ? positions.map(\.longitude) : densified.longitude
        let agrees = stated.isFinite && abs(stated - densified.length) <= 1 && SegmentRule.lengths.contains(stated)
        self.length = agrees ? stated : densified.length
    }

    /// A shape stored before (`SegmentStore`): its points as they are, unchecked but for their count.
    public init(storedLatitude latitude: [Double], longitude: [Double], length: Double) throws {
        guard latitude.count >= 2, latitude.count == longitude.count else { throw SegmentShapeError.tooFewPoints(latitude.count) }
        self.latitude = latitude
        self.longitude = longitude
        self.length = length
    }

    /// The stretch of `stream` from `from` to `to` metres along it (its `cumulativeDistance`): the
    /// samples in between, with the ends placed on the track where those distances fall.
    /// - Throws: `SegmentShapeError` when the stream has no positions, `from` is at or beyond its
    ///   length or not below `to`, or the stretch is not a valid shape.
    public init(stream: ActivityStream, from: Double, to: Double) throws {
        guard let latitude = stream.latitude, let longitude = stream.longitude, let distance = stream.cumulativeDistance,
              let total = distance.last, total > 0
        else { throw SegmentShapeError.noPositions }
        guard from >= 0, from < total else { throw SegmentShapeError.fromBeyondEnd(from: from, length: total) }
        guard from < to else { throw SegmentShapeError.fromNotBeforeTo(from: from, to: to) }
        let end = min(to, total)
        func position(at metres: Double) -> (latitude: Double, longitude: Double) {
            let after = distance.firstIndex { $0 >= metres } ?? distance.count - 1
            guard after > 0, distance[after] > distance[after - 1] else { return (latitude[after], longitude[after]) }
            let fraction = (metres - distance[after - 1]) / (distance[after] - distance[after - 1])
            return (latitude[after - 1] + (latitude[after] - latitude[after - 1]) * fraction,
                    longitude[after - 1] + (longitude[after] - longitude[after - 1]) * fraction)
        }
        var positions = [position(at: from)]
        for index in distance.indices where distance[index] > from && distance[index] < end {
            positions.append((latitude[index], longitude[index]))
        }
        positions.append(position(at: end))
        try self.init(positions: positions)
    }

    /// The number of points.
    public var count: Int { latitude.count }

    /// The box round the points, in degrees.
    public var bounds: (south: Double, west: Double, north: Double, east: Double) {
        (latitude.min() ?? 0, longitude.min() ?? 0, latitude.max() ?? 0, longitude.max() ?? 0)
    }

    private static func distance(_ from: (latitude: Double, longitude: Double), _ to: (latitude: Double, longitude: Double)) -> Double {
        ActivityStream.haversineDistance(latitude1: from.latitude, longitude1: from.longitude, latitude2: to.latitude, longitude2: to.longitude)
    }
}
