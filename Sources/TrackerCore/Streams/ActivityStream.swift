/// The samples of one activity, column by column, in SI units.
///
/// Every present column has one value per sample; a column the file did not record is `nil`
/// (a reader fills a single missing value with the one before it rather than dropping the column).
/// Time offsets never decrease. `segmentStarts` are the samples that begin a new recording segment
/// (a GPX `<trkseg>`, a resume after a pause): the time and the distance across the gap before each one
/// are neither moving time nor distance. The initializer checks all of this, so a stream that exists
/// is consistent, whether it was read from a file or decoded from the database.
public struct ActivityStream: Equatable, Sendable {
    /// Seconds from the activity's start.
    public internal(set) var time: [Double]
    /// Degrees north, WGS 84.
    public internal(set) var latitude: [Double]?
    /// Degrees east, WGS 84.
    public internal(set) var longitude: [Double]?
    /// Metres above sea level.
    public internal(set) var elevation: [Double]?
    /// Metres from the start as the file recorded it; `cumulativeDistance` falls back on the positions.
    public internal(set) var distance: [Double]?
    /// Beats per minute.
    public internal(set) var heartRate: [Double]?
    /// Revolutions (or steps of one foot) per minute.
    public internal(set) var cadence: [Double]?
    /// Watts.
    public internal(set) var power: [Double]?
    /// Metres per second, as the device measured it.
    public internal(set) var speed: [Double]?
    /// Indexes of the samples that begin a new segment, increasing, each in `1..<count`.
    public internal(set) var segmentStarts: [Int]
    /// The laps the device recorded.
    public internal(set) var laps: [Lap]

    /// A stream from its columns, checked.
    ///
    /// - Throws: `StreamError` when a column's length differs from `time`'s, a value is not finite
    ///   or out of range (latitude beyond ±90°, longitude beyond ±180°, a negative distance, heart rate,
    ///   cadence, power or speed), time runs backwards, only one of latitude and longitude is given,
    ///   a segment start is out of order, or a lap has a negative field.
    public init(
        time: [Double], latitude: [Double]? = nil, longitude: [Double]? = nil, elevation: [Double]? = nil,
        distance: [Double]? = nil, heartRate: [Double]? = nil, cadence: [Double]? = nil, power: [Double]? = nil,
        speed: [Double]? = nil, segmentStarts: [Int] = [], laps: [Lap] = []
    ) throws {
        self.time = time
        self.latitude = latitude
        self.longitude = longitude
        self.elevation = elevation
        self.distance = distance
        self.heartRate = heartRate
        self.cadence = cadence
        self.power = power
        self.speed = speed
        self.segmentStarts = segmentStarts
        self.laps = laps
        try validate()
    }

    /// The number of samples.
    public var count: Int { time.count }

    /// Seconds from the first sample to the last, pauses included.
    public var elapsedTime: Double { (time.last ?? 0) - (time.first ?? 0) }

    /// Whether the stream has positions.
    public var hasPositions: Bool { latitude != nil }

    /// The values of `column`, or `nil` when it was not recorded.
    public func values(of column: StreamColumn) -> [Double]? {
        switch column {
        case .latitude: return latitude
        case .longitude: return longitude
        case .elevation: return elevation
        case .distance: return distance
        case .heartRate: return heartRate
        case .cadence: return cadence
        case .power: return power
        case .speed: return speed
        }
    }

    /// A lookup of segment starts, for the loops that visit every sample.
    var segmentStartSet: Set<Int> { Set(segmentStarts) }

    // MARK: - Validation

    private func validate() throws {
        for (index, value) in time.enumerated() {
            guard value.isFinite else { throw StreamError.invalidValue(column: "time", index: index, value: value) }
            if index > 0, value < time[index - 1] { throw StreamError.timeRunsBackwards(index: index) }
        }
        guard (latitude == nil) == (longitude == nil) else { throw StreamError.unpairedPosition }
        for column in StreamColumn.allCases {
            guard let values = values(of: column) else { continue }
            guard values.count == time.count else {
                throw StreamError.columnLength(column: column.name, count: values.count, expected: time.count)
            }
            let range = Self.validRange(of: column)
            if let index = values.firstIndex(where: { !$0.isFinite || !range.contains($0) }) {
                throw StreamError.invalidValue(column: column.name, index: index, value: values[index])
            }
        }
        var previous = 0
        for start in segmentStarts {
            guard start > previous, start < time.count else { throw StreamError.invalidSegmentStart(start) }
            previous = start
        }
        if let index = laps.firstIndex(where: { !$0.isValid }) { throw StreamError.invalidLap(index: index) }
    }

    /// The values a column accepts; elevation allows the Dead Sea shore and the highest summits with room.
    public static func validRange(of column: StreamColumn) -> ClosedRange<Double> {
        switch column {
        case .latitude: return -90...90
        case .longitude: return -180...180
        case .elevation: return -1_000...10_000
        case .distance, .heartRate, .cadence, .power, .speed: return 0...Double.greatestFiniteMagnitude
        }
    }
}
