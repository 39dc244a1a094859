import TrackerCore

/// One activity as the route and profile charts draw it: its samples and type, the units its
/// labels use, and its heading.
public struct TrackedActivity: Sendable {
    public var stream: ActivityStream
    public var type: ActivityType
    public var formatter: DisplayFormatter
    public var title: String
    /// Under the title: the date and distance.
    public var subtitle: String

    public init(stream: ActivityStream, type: ActivityType, formatter: DisplayFormatter, title: String, subtitle: String) {
        self.stream = stream
        self.type = type
        self.formatter = formatter
        self.title = title
        self.subtitle = subtitle
    }

    /// The title and, under it, the subtitle, top left.
    func headingMarks(theme: Theme) -> [any Mark] {
        [
            TextMark(title, at: Point(x: 56, y: 36), style: theme.title, anchor: .topLeading),
            TextMark(subtitle, at: Point(x: 56, y: 72), style: theme.caption, anchor: .topLeading),
        ]
    }
}
