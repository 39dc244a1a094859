/// The mean-maximal curves of a stream, on its elapsed-time clock.
extension ActivityStream {
    /// A step between two samples longer than this is a gap in the recording, as a segment start
    /// is. Smart recording spaces samples up to about 8 s apart while moving.
    public static let longestCurveStep = 10.0

    /// The curves of every kind the stream can give: power with a power column, speed with distance
    /// or positions, heart rate with a heart-rate column; a curve whose every value is zero is left out.
    public func meanMaxCurves() -> [MeanMaxCurve] {
        CurveKind.allCases.compactMap(meanMaxCurve)
    }

    /// The curve of `kind`, or `nil` when the stream has no such column, lasts under a second, or
    /// never rose above zero.
    public func meanMaxCurve(_ kind: CurveKind) -> MeanMaxCurve? {
        guard let timeline = curveTimeline(kind) else { return nil }
        let curve = timeline.meanMaxCurve(kind)
        guard curve.points.contains(where: { $0.value > 0 }) else { return nil }
        return curve
    }

    /// The column of `kind` on whole seconds: each sample's value holds over the step that ends at
    /// it (as the best efforts' energy counts it); a gap accrues nothing.
    public func curveTimeline(_ kind: CurveKind) -> CurveTimeline? {
        var accrued = [Double](repeating: 0, count: count)
        switch kind {
        case .power, .heartRate:
            guard let values = kind == .power ? power : heartRate else { return nil }
            for index in time.indices.dropFirst() { accrued[index] = values[index] * (time[index] - time[index - 1]) }
        case .speed:
            guard let distance = cumulativeDistance else { return nil }
            for index in time.indices.dropFirst() { accrued[index] = distance[index] - distance[index - 1] }
        }
        return CurveTimeline(time: time, accrued: accrued, gaps: curveGaps, gapsBreak: !kind.gapsCountAsZero)
    }

    /// Whether each step (from the sample before) is a gap: a new segment, or longer than `longestCurveStep`.
    var curveGaps: [Bool] {
        var gaps = [Bool](repeating: false, count: count)
        for index in time.indices.dropFirst() where time[index] - time[index - 1] > Self.longestCurveStep { gaps[index] = true }
        for start in segmentStarts { gaps[start] = true }
        return gaps
    }
}
