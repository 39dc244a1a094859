import TrackerCore
import TrackerTime

/// Collects one activity's samples while a file is read, column by column, and builds the checked
/// `ActivityStream` at the end.
///
/// A column exists once any sample has a value for it. A sample without a value where the column
/// exists takes the value before it (a device skips a reading now and then), and samples before the
/// first value take that first value; a value outside what `ActivityStream` accepts (an elevation of
/// -9999 standing for none, a negative heart rate) counts as missing. A sample without a time takes
/// the time before it (or the first time, before any), so it adds no duration, and so does a sample a
/// little earlier than the latest before it (`SampleTimeOrder`). The device's speed is
/// kept only when the file records no distance: the distance gives the speed at every sample, and a
/// second noisy column of it took a quarter of a FIT stream's bytes.
struct StreamBuilder {
    /// Unix seconds per sample, `nan` where the sample had none.
    private(set) var times: [Double] = []
    /// Columns in `SampleValues.columns` order; empty until the column's first value, `nan` where missing.
    private var columns: [[Double]] = Array(repeating: [], count: SampleValues.columns.count)
    private var segmentStarts: [Int] = []
    private var pendingSegment = false
    /// The latest time given, for the check that time does not run back further than `SampleTimeOrder` allows.
    private(set) var latestTime: Double?
    /// The first time given.
    private(set) var firstTime: Double?
    /// Samples that carried a time.
    private(set) var timedCount = 0

    var count: Int { times.count }

    /// The Unix seconds of a sample's time text, checked not to run back further than
    /// `SampleTimeOrder.largestStepBack` before the latest time before it.
    /// - Throws: `ImportError` at `line` when `text` is not ISO 8601 or runs back further; `element` and
    ///   `sample` name the time element and the sample in the message (`time`, `track point`).
    func time(of text: String, element: String, sample: String, line: Int) throws -> Double {
        try time(ISO8601.parse(text), text: text, element: element, sample: sample, line: line)
    }

    /// The same check for a time the caller has parsed from `text` already (`nil` when it is not
    /// ISO 8601); `text` is only read for a message.
    func time(_ parsed: ISO8601.Parsed?, text: @autoclosure () -> String, element: String, sample: String,
              line: @autoclosure () -> Int) throws -> Double {
        guard let parsed else {
            throw ImportError(.line(line()), "\(element) '\(text())' is not an ISO 8601 time such as 2026-11-29T07:30:00Z")
        }
        if let latestTime, !SampleTimeOrder.accepts(parsed.seconds, after: latestTime) {
            let latest = ISO8601.string(LocalInstant(secondsSince1970: Int64(latestTime.rounded(.down)), utcOffset: 0))
            throw ImportError(.line(line()), "\(element) \(text()) is earlier than a \(sample) before it (\(latest)): \(SampleTimeOrder.refusal(parsed.seconds, after: latestTime))")
        }
        return parsed.seconds
    }

    /// The next sample starts a new segment (a GPX `<trkseg>`, a TCX `<Track>`): the gap before it
    /// is neither moving time nor distance.
    mutating func beginSegment() {
        pendingSegment = !times.isEmpty
    }

    /// Removes the samples from `index` on, none of which carried a time (a GPX track segment without
    /// any, left out of a file whose other segments have them); a segment start among them goes too.
    mutating func removeUntimedSamples(from index: Int) {
        guard index >= 0, index < times.count else { return }
        times.removeSubrange(index...)
        for position in columns.indices where columns[position].count > index {
            columns[position].removeSubrange(index...)
        }
        segmentStarts.removeAll { $0 >= index }
    }

    mutating func append(time: Double?, _ values: SampleValues) {
        let index = times.count
        if pendingSegment {
            segmentStarts.append(index)
            pendingSegment = false
        }
        times.append(time ?? .nan)
        if let time {
            timedCount += 1
            latestTime = max(latestTime ?? time, time)
            if firstTime == nil { firstTime = time }
        }
        for (position, column) in SampleValues.columns.enumerated() {
            let value = values[position: position].flatMap { Self.accepts($0, in: column) ? $0 : nil }
            if let value {
                if columns[position].isEmpty && index > 0 {
                    columns[position] = [Double](repeating: .nan, count: index)
                    columns[position].reserveCapacity(times.capacity)
                }
                columns[position].append(value)
            } else if !columns[position].isEmpty {
                columns[position].append(.nan)
            }
        }
    }

    /// The stream with time offsets from `start` (Unix seconds), or `nil` without samples or times.
    /// Each sample keeps its place in the file; its time is the latest so far (`SampleTimeOrder.monotone`).
    /// - Throws: `StreamError` when the samples are inconsistent.
    func build(start: Double, laps: [Lap] = []) throws -> ActivityStream? {
        guard let firstTime, !times.isEmpty else { return nil }
        let offsets = SampleTimeOrder.monotone(times, first: firstTime).map { $0 - start }
        func column(_ column: StreamColumn) -> [Double]? {
            guard let index = SampleValues.columns.firstIndex(of: column) else { return nil }
            return Self.filled(columns[index])
        }
        var latitude = column(.latitude), longitude = column(.longitude)
        if latitude == nil || longitude == nil {
            latitude = nil
            longitude = nil
        }
        let distance = column(.distance)
        return try ActivityStream(
            time: offsets, latitude: latitude, longitude: longitude, elevation: column(.elevation),
            distance: distance, heartRate: column(.heartRate), cadence: column(.cadence),
            power: column(.power), speed: distance == nil ? column(.speed) : nil,
            segmentStarts: segmentStarts, laps: laps)
    }

    /// `values` with each missing value taken from the one before, the leading ones from the first.
    private static func filled(_ values: [Double]) -> [Double]? {
        guard let first = values.first(where: { !$0.isNaN }) else { return nil }
        var previous = first
        return values.map { value in
            if !value.isNaN { previous = value }
            return previous
        }
    }

    private static func accepts(_ value: Double, in column: StreamColumn) -> Bool {
        value.isFinite && ActivityStream.validRange(of: column).contains(value)
    }
}
