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

    /// The `file_id` type (4 is an activity), when present.
    public var fileType: UInt8?
    public var sessions: [Session] = []
    /// Seconds east of UTC from the `activity` message's local_timestamp, when present.
    public var utcOffset: Int?
    /// The timestamp of the last message that carried or implied one (FIT seconds).
    public var lastTimestamp: UInt32?
    /// How many FIT files were chained in the stream.
    public var chainedFiles = 0
}
