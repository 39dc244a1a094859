/// The report's weekly time in zones, as display strings and shares: one kind of zone (the
/// heart-rate ones when set, else power, else pace), each week a stacked bar and its figures.
public struct ZoneWeeks: Equatable, Sendable {
    /// One zone of the legend.
    public struct Zone: Equatable, Sendable {
        public var label: String
        public var name: String
        public var range: String

        public init(label: String, name: String, range: String) {
            self.label = label
            self.name = name
            self.range = range
        }
    }

    /// One week's row.
    public struct Week: Equatable, Sendable {
        public var label: String
        /// Seconds in each zone, as the bar's widths are drawn from them.
        public var seconds: [Double]
        /// The total, as the page shows it (`3h 12m`).
        public var total: String
        /// The polarization index, two decimals, or `-`.
        public var polarizationIndex: String

        public init(label: String, seconds: [Double], total: String, polarizationIndex: String) {
            self.label = label
            self.seconds = seconds
            self.total = total
            self.polarizationIndex = polarizationIndex
        }
    }

    /// `Heart-rate zones (max)`.
    public var title: String
    public var zones: [Zone]
    public var weeks: [Week]

    public init(title: String, zones: [Zone], weeks: [Week]) {
        self.title = title
        self.zones = zones
        self.weeks = weeks
    }
}
