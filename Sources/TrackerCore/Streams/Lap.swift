/// A lap the device recorded (a FIT lap message, a TCX `<Lap>`), in SI units.
public struct Lap: Equatable, Sendable {
    /// Seconds from the activity's start to the lap's start.
    public var startOffset: Double
    /// Elapsed seconds.
    public var duration: Double
    /// Metres.
    public var distance: Double
    /// Beats per minute, when recorded.
    public var averageHeartRate: Double?
    /// Beats per minute, when recorded.
    public var maxHeartRate: Double?
    /// Revolutions (or steps of one foot) per minute, when recorded.
    public var averageCadence: Double?
    /// Watts, when recorded.
    public var averagePower: Double?

    public init(
        startOffset: Double, duration: Double, distance: Double, averageHeartRate: Double? = nil,
        maxHeartRate: Double? = nil, averageCadence: Double? = nil, averagePower: Double? = nil
    ) {
        self.startOffset = startOffset
        self.duration = duration
        self.distance = distance
        self.averageHeartRate = averageHeartRate
        self.maxHeartRate = maxHeartRate
        self.averageCadence = averageCadence
        self.averagePower = averagePower
    }

    /// Whether every field is finite and not negative.
    var isValid: Bool {
        let fields = [startOffset, duration, distance] + [averageHeartRate, maxHeartRate, averageCadence, averagePower].compactMap { $0 }
        return fields.allSatisfy { $0.isFinite && $0 >= 0 }
    }
}
