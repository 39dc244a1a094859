import TrackerCore

/// The compact binary form of an `ActivityStream`, one value for one database row.
///
/// Layout (every number a LEB128 varint unless said otherwise):
/// ```
/// version            1 byte (currently 1)
/// sample count       n
/// column count       c (time first, then the present columns in tag order)
/// per column         tag (1 byte: 1 time, else StreamColumn's raw value), scale (1 byte: decimal digits
///                    kept, the value stored is round(value * 10^scale)), order (1 byte: 1 or 2),
///                    then n zig-zag varints: the first differences (order 1) or the differences of
///                    differences (order 2) of the scaled integers, starting from 0
/// segment starts     count, then each start minus the previous one (the first minus 0)
/// laps               count, then per lap: a byte of flags for the optional fields (bit 0 average heart
///                    rate, 1 maximum heart rate, 2 average cadence, 3 average power), start and duration in
///                    milliseconds, distance in centimetres, then each optional field in tenths
/// ```
/// Scales: time in whole seconds when every offset is whole, else milliseconds; positions in 1e-7 degree
/// (1.1 cm at the equator); elevation and distance in decimetres; heart rate, cadence and power in whole
/// units; speed in millimetres per second. Each column keeps whichever order is shorter: a steady pace makes
/// second differences of position and distance small, while noisy columns (heart rate, elevation) do better
/// with first differences. A 1 Hz run with time, position, elevation and heart rate takes about 7 bytes a
/// sample.
///
/// Decoding trusts nothing: every count is checked against the bytes left before anything is reserved,
/// every number against overflow, and the result goes through `ActivityStream`'s checks.
public enum StreamCodec {
    /// The format version written by `encode`.
    public static let version: UInt8 = 1

    static let timeTag: UInt8 = 1
    /// Scaled integers stay within ±2^53, where a Double holds every integer exactly.
    static let largestScaled = Double(1 << 53)

    /// Decimal digits kept for `column`.
    public static func scale(of column: StreamColumn) -> Int {
        switch column {
        case .latitude, .longitude: return 7
        case .elevation, .distance: return 1
        case .heartRate, .cadence, .power: return 0
        case .speed: return 3
        }
    }

    // MARK: - Encoding

    /// The bytes of `stream`.
    ///
    /// - Throws: `StreamError.invalidValue` when a value is too large for its scale (beyond about 9e15
    ///   units, e.g. a distance of 9e14 m).
    public static func encode(_ stream: ActivityStream) throws -> [UInt8] {
        var writer = StreamByteWriter()
        _ = try encode(stream, into: &writer, keeping: false)
        return writer.bytes
    }

    /// The bytes of `stream` and the stream they decode to, without decoding them: each value is
    /// its scaled integer over its scale's power of ten, as `decode` computes it, so the stream is
    /// equal to `decode(bytes)` (the writer derives every value from it).
    ///
    /// - Throws: `StreamError.invalidValue` as `encode` does, and the checks of `ActivityStream.init`
    ///   as `decode` does.
    public static func encodeStored(_ stream: ActivityStream) throws -> (bytes: [UInt8], stream: ActivityStream) {
        var writer = StreamByteWriter()
        let kept = try encode(stream, into: &writer, keeping: true) ?? StoredColumns()
        let laps = stream.laps.map { lap in
            Lap(startOffset: stored(lap.startOffset, digits: 3), duration: stored(lap.duration, digits: 3),
                distance: stored(lap.distance, digits: 2), averageHeartRate: lap.averageHeartRate.map { stored($0, digits: 1) },
                maxHeartRate: lap.maxHeartRate.map { stored($0, digits: 1) }, averageCadence: lap.averageCadence.map { stored($0, digits: 1) },
                averagePower: lap.averagePower.map { stored($0, digits: 1) })
        }
        let columns = kept.columns
        let decoded = try ActivityStream(
            time: kept.time, latitude: columns[.latitude], longitude: columns[.longitude], elevation: columns[.elevation],
            distance: columns[.distance], heartRate: columns[.heartRate], cadence: columns[.cadence],
            power: columns[.power], speed: columns[.speed], segmentStarts: stream.segmentStarts, laps: laps)
        return (writer.bytes, decoded)
    }

    /// The columns as `decode` gives them back, filled by `encode(_:into:keeping:)`.
    private struct StoredColumns {
        var time: [Double] = []
        var columns: [StreamColumn: [Double]] = [:]
    }

    /// Writes `stream`; with `keeping`, also returns its columns as `decode` reads them back.
    private static func encode(_ stream: ActivityStream, into writer: inout StreamByteWriter, keeping: Bool) throws -> StoredColumns? {
        writer.append(version)
        writer.appendVarint(UInt64(stream.count))
        let columns = StreamColumn.allCases.compactMap { column in stream.values(of: column).map { (column, $0) } }
        writer.appendVarint(UInt64(columns.count + 1))
        let timeScale = stream.time.allSatisfy { $0 == $0.rounded() } ? 0 : 3
        var kept = StoredColumns()
        kept.time = try writeColumn(stream.time, tag: timeTag, name: "time", scale: timeScale, into: &writer, keeping: keeping) ?? []
        for (column, values) in columns {
            kept.columns[column] = try writeColumn(values, tag: column.rawValue, name: column.name, scale: scale(of: column), into: &writer, keeping: keeping)
        }
        writer.appendVarint(UInt64(stream.segmentStarts.count))
        var previous = 0
        for start in stream.segmentStarts {
            writer.appendVarint(UInt64(start - previous))
            previous = start
        }
        writer.appendVarint(UInt64(stream.laps.count))
        for (index, lap) in stream.laps.enumerated() {
            let optional = [lap.averageHeartRate, lap.maxHeartRate, lap.averageCadence, lap.averagePower]
            var flags: UInt8 = 0
            for (bit, field) in optional.enumerated() where field != nil { flags |= 1 << UInt8(bit) }
            writer.append(flags)
            for (value, digits) in [(lap.startOffset, 3), (lap.duration, 3), (lap.distance, 2)] + optional.compactMap({ $0 }).map({ ($0, 1) }) {
                writer.appendVarint(UInt64(try scaled(value, digits: digits, column: "lap \(index)", index: index)))
            }
        }
        return keeping ? kept : nil
    }

    /// Writes one column; with `keeping`, also returns its values as `decode` reads them back.
    private static func writeColumn(
        _ values: [Double], tag: UInt8, name: String, scale digits: Int, into writer: inout StreamByteWriter, keeping: Bool
    ) throws -> [Double]? {
        var integers = [Int64]()
        integers.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            integers.append(try scaled(value, digits: digits, column: name, index: index))
        }
        let first = differences(integers)
        let second = differences(first)
        let size: ([Int64]) -> Int = { $0.reduce(0) { $0 + StreamByteWriter.varintSize(StreamByteWriter.zigZag($1)) } }
        let useSecond = size(second) < size(first)
        writer.append(tag)
        writer.append(UInt8(digits))
        writer.append(useSecond ? 2 : 1)
        for value in useSecond ? second : first { writer.appendSigned(value) }
        guard keeping else { return nil }
        let divisor = power(digits)
        return integers.map { Double($0) / divisor }
    }

    /// A lap's field as `readLap` reads it back (encoding has checked that it fits).
    private static func stored(_ value: Double, digits: Int) -> Double {
        Double(UInt64(Int64((value * power(digits)).rounded()))) / power(digits)
    }

    private static func scaled(_ value: Double, digits: Int, column: String, index: Int) throws -> Int64 {
        let result = (value * power(digits)).rounded()
        guard result.isFinite, abs(result) <= largestScaled else {
            throw StreamError.invalidValue(column: column, index: index, value: value)
        }
        return Int64(result)
    }

    /// Each value minus the one before it, the first minus 0. Inputs within ±2^55 cannot overflow.
    private static func differences(_ values: [Int64]) -> [Int64] {
        var previous: Int64 = 0
        return values.map { value in
            defer { previous = value }
            return value - previous
        }
    }

    static func power(_ digits: Int) -> Double {
        var result = 1.0
        for _ in 0..<digits { result *= 10 }
        return result
    }

    // MARK: - Decoding

    /// The stream `bytes` encode.
    ///
    /// - Throws: `StreamError.unsupportedVersion` for a newer format, `StreamError.corrupt` for bytes that
    ///   end early, run on, overflow or repeat a column, and the checks of `ActivityStream.init` for values
    ///   that decode but make no stream (time running backwards, a latitude of 300°).
    public static func decode(_ bytes: [UInt8]) throws -> ActivityStream {
        var reader = StreamByteReader(bytes)
        let version = try reader.readByte()
        guard version == Self.version else {
            if version > Self.version { throw StreamError.unsupportedVersion(version, reads: Self.version) }
            throw StreamError.corrupt("version \(version) was never written")
        }
        let count = try reader.readCount(of: "samples")
        let columnCount = try reader.readVarint()
        guard columnCount >= 1, columnCount <= UInt64(StreamColumn.allCases.count + 1) else {
            throw StreamError.corrupt("it announces \(columnCount) columns")
        }
        var time: [Double] = []
        var columns: [StreamColumn: [Double]] = [:]
        var lastTag: UInt8 = 0
        for position in 0..<Int(columnCount) {
            let tag = try reader.readByte()
            guard tag > lastTag else { throw StreamError.corrupt("column tag \(tag) is repeated or out of order") }
            lastTag = tag
            let values = try readColumn(count: count, from: &reader)
            if position == 0 {
                guard tag == timeTag else { throw StreamError.corrupt("the first column is not time") }
                time = values
            } else {
                guard let column = StreamColumn(rawValue: tag) else { throw StreamError.corrupt("unknown column tag \(tag)") }
                columns[column] = values
            }
        }
        let segmentCount = try reader.readCount(of: "segments")
        var segmentStarts: [Int] = []
        segmentStarts.reserveCapacity(segmentCount)
        var start = 0
        for _ in 0..<segmentCount {
            let step = try reader.readVarint()
            guard step <= UInt64(count) else { throw StreamError.corrupt("a segment starts beyond the samples") }
            start += Int(step)
            segmentStarts.append(start)
        }
        let lapCount = try reader.readCount(of: "laps")
        var laps: [Lap] = []
        laps.reserveCapacity(lapCount)
        for _ in 0..<lapCount { laps.append(try readLap(from: &reader)) }
        guard reader.remaining == 0 else { throw StreamError.corrupt("\(reader.remaining) bytes follow the end") }
        return try ActivityStream(
            time: time, latitude: columns[.latitude], longitude: columns[.longitude], elevation: columns[.elevation],
            distance: columns[.distance], heartRate: columns[.heartRate], cadence: columns[.cadence],
            power: columns[.power], speed: columns[.speed], segmentStarts: segmentStarts, laps: laps)
    }

    private static func readColumn(count: Int, from reader: inout StreamByteReader) throws -> [Double] {
        let digits = Int(try reader.readByte())
        guard digits <= 9 else { throw StreamError.corrupt("a column keeps \(digits) decimal digits") }
        let order = try reader.readByte()
        guard order == 1 || order == 2 else { throw StreamError.corrupt("a column has difference order \(order)") }
        guard count <= reader.remaining else { throw StreamError.corrupt("a column ends early") }
        let divisor = power(digits)
        var values: [Double] = []
        values.reserveCapacity(count)
        var value: Int64 = 0, step: Int64 = 0
        for _ in 0..<count {
            let delta = try reader.readSigned()
            if order == 2 {
                step = try checkedSum(step, delta)
                value = try checkedSum(value, step)
            } else {
                value = try checkedSum(value, delta)
            }
            values.append(Double(value) / divisor)
        }
        return values
    }

    private static func checkedSum(_ a: Int64, _ b: Int64) throws -> Int64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard !overflow, abs(Double(sum)) <= largestScaled * 4 else { throw StreamError.corrupt("a value overflows") }
        return sum
    }

    private static func readLap(from reader: inout StreamByteReader) throws -> Lap {
        let flags = try reader.readByte()
        guard flags < 16 else { throw StreamError.corrupt("a lap has unknown fields") }
        func field(_ digits: Int) throws -> Double {
            let raw = try reader.readVarint()
            guard raw <= UInt64(largestScaled) else { throw StreamError.corrupt("a lap value overflows") }
            return Double(raw) / power(digits)
        }
        let start = try field(3), duration = try field(3), distance = try field(2)
        var optional: [Double?] = []
        for bit in 0..<4 { optional.append(flags & (1 << UInt8(bit)) != 0 ? try field(1) : nil) }
        return Lap(
            startOffset: start, duration: duration, distance: distance, averageHeartRate: optional[0],
            maxHeartRate: optional[1], averageCadence: optional[2], averagePower: optional[3])
    }
}
