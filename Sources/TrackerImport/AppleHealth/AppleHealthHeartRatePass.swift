/// The second pass over `export.xml`: the heart-rate records inside a workout's time, and no other.
final class AppleHealthHeartRatePass: XMLEventHandler {
    /// Workouts' spans in Unix seconds, merged and sorted, searched for each record.
    private let spans: [(start: Int64, end: Int64)]
    private var samples: [(time: Double, value: Double)] = []
    private var inOrder = true

    init(spans unsorted: [(Int64, Int64)]) {
        var merged: [(start: Int64, end: Int64)] = []
        for span in unsorted.sorted(by: { $0.0 < $1.0 }) {
            if let last = merged.last, span.0 <= last.end {
                merged[merged.count - 1].end = max(last.end, span.1)
            } else {
                merged.append((span.0, span.1))
            }
        }
        spans = merged
    }

    /// The kept samples in time order.
    func sortedSamples() -> [(time: Double, value: Double)] {
        inOrder ? samples : samples.sorted { $0.time < $1.time }
    }

    func start(_ element: XMLName, path: XMLElementPath, attributes: XMLAttributes, line: @autoclosure () -> Int) throws {
        guard element == "Record", path.count == 2, let type = attributes.value("type"), Self.isHeartRate(type) else { return }
        guard let dateBytes = attributes.value("startDate"), let date = AppleHealthDate(bytes: dateBytes), contains(date.seconds) else { return }
        guard let valueBytes = attributes.value("value"),
              let value = XMLCharacterData.decimal(valueBytes) ?? Double(String(decoding: valueBytes, as: UTF8.self)),
              value.isFinite, value > 0, value < 300 else {
            throw ImportError(.line(line()), "a heart-rate Record value '\(attributes["value"] ?? "")' is not beats per minute")
        }
        let time = Double(date.seconds)
        if let last = samples.last, last.time > time { inOrder = false }
        samples.append((time, value))
    }

    func end(_ element: XMLName, path: XMLElementPath, text: XMLCharacterData, line: @autoclosure () -> Int) throws {}

    /// Whether a record at `seconds` falls inside a workout.
    private func contains(_ seconds: Int64) -> Bool {
        var low = 0, high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].end < seconds { low = middle + 1 } else { high = middle }
        }
        return low < spans.count && spans[low].start <= seconds
    }

    private static let heartRate: [UInt8] = Array("HKQuantityTypeIdentifierHeartRate".utf8)

    private static func isHeartRate(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count == heartRate.count && bytes.elementsEqual(heartRate)
    }
}
