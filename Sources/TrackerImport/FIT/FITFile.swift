/// What tracker takes from a FIT activity file.
public struct FITFile: Equatable, Sendable {
    /// The FIT epoch, 1989-12-31T00:00:00Z, in Unix seconds.
    public static let epoch: Int64 = 631_065_600
    /// FIT times below this are seconds since the device powered on, not dates.
    public static let minimumDateTime: UInt32 = 0x1000_0000

    /// One `session` message (global number 18).
    public struct Session: Equatable, Sendable {
        /// FIT seconds (since `epoch`).
        public var startTime: UInt32?
        /// The FIT `sport` enum: 1 running, 2 cycling, 5 swimming, 11 walking, 17 hiking...
        public var sport: UInt8?
        /// The FIT `sub_sport` enum, refining the sport: 1 treadmill, 3 trail, 17 lap swimming...
        public var subSport: UInt8?
        /// Seconds, pauses included.
        public var totalElapsedTime: Double?
        /// Seconds the timer ran (pauses excluded).
        public var totalTimerTime: Double?
        /// Meters.
        public var totalDistance: Double?
        /// Meters.
        public var totalAscent: Double?
    }

    /// One `record` message (global number 20): a sample, in SI units.
    public struct Record: Equatable, Sendable {
        /// FIT seconds (since `epoch`): the message's own timestamp, else the last one before it.
        public var timestamp: UInt32
        public var latitude: Double?
        public var longitude: Double?
        /// Metres (enhanced_altitude when present, else altitude).
        public var elevation: Double?
        /// Metres from the start.
        public var distance: Double?
        public var heartRate: Double?
        public var cadence: Double?
        public var power: Double?
        /// Metres per second (enhanced_speed when present, else speed).
        public var speed: Double?
    }

    /// One `lap` message (global number 19).
    public struct Lap: Equatable, Sendable {
        /// FIT seconds.
        public var startTime: UInt32?
        public var totalElapsedTime: Double?
        public var totalDistance: Double?
        public var averageHeartRate: Double?
        public var maxHeartRate: Double?
        public var averageCadence: Double?
        public var averagePower: Double?
    }

    /// The `file_id` type (4 is an activity), when present.
    public var fileType: UInt8?
    /// The first `sport` message's sport and sub-sport (FIT enums, as in `Session`), when present.
    public var sport: UInt8?
    public var subSport: UInt8?
    public var sessions: [Session] = []
    public var records: [Record] = []
    public var laps: [Lap] = []
    /// FIT seconds at which the timer started again after a stop (`event` messages): a new segment.
    public var timerResumes: [UInt32] = []
    /// Seconds east of UTC from the `activity` message's local_timestamp, when present.
    public var utcOffset: Int?
    /// The timestamp of the last message that carried or implied one (FIT seconds).
    public var lastTimestamp: UInt32?
    /// How many FIT files were chained in the stream.
    public var chainedFiles = 0
}
