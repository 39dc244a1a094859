import TrackerTime

/// A period's mean-maximal curve: at each duration the best of its activities' curves, and which
/// activity held it.
public struct PeriodCurve: Equatable, Sendable {
    public struct Point: Equatable, Sendable {
        public var duration: Int
        public var value: Double
        public var activityID: Int64
        /// The holding activity's start, at its own offset.
        public var start: LocalInstant

        public init(duration: Int, value: Double, activityID: Int64, start: LocalInstant) {
            self.duration = duration
            self.value = value
            self.activityID = activityID
            self.start = start
        }
    }

    public var kind: CurveKind
    /// Increasing durations.
    public var points: [Point]

    public init(kind: CurveKind, points: [Point]) {
        self.kind = kind
        self.points = points
    }

    /// The point at `duration`, when some activity of the period lasted that long.
    public func point(at duration: Int) -> Point? {
        points.first { $0.duration == duration }
    }

    /// The curve's values alone, for the models.
    public var values: MeanMaxCurve {
        MeanMaxCurve(kind: kind, points: points.map { CurvePoint(duration: $0.duration, value: $0.value) })
    }
}
