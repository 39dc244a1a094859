/// Colors, fonts and sizes shared by every chart, in a light and a dark palette.
/// The dark one is designed for dark backgrounds (not an inversion) and keeps the same orange.
public struct Theme: Equatable, Sendable {
    public enum Name: String, Sendable, CaseIterable { case light, dark }

    public var name: Name
    public var background: Color
    /// Headlines and figures.
    public var ink: Color
    /// Labels, units, notes.
    public var secondaryInk: Color
    /// Gridlines and rules.
    public var grid: Color
    /// The activity line, its markers' rings, the selected week.
    public var accent: Color
    /// The inside of point markers.
    public var markerFill: Color
    /// Opacity of the gradient under the line at its top.
    public var areaOpacity: Double
    /// Distance, time and elevation rings.
    public var ringColors: [Color]
    /// Opacity of a ring's full-circle track.
    public var trackOpacity: Double
    /// Terrible, usual, good, excellent.
    public var moodColors: [Color]
    public var moodLine: Color
    public var fontFamily: String

    public static let orange = Color(hex: 0xFB5200)

    public static let light = Theme(
        name: .light,
        background: .white,
        ink: Color(hex: 0x242428),
        secondaryInk: Color(hex: 0x6D6D78),
        grid: Color(hex: 0xE3E3E8),
        accent: orange,
        markerFill: .white,
        areaOpacity: 0.55,
        ringColors: [orange, Color(hex: 0x4CB80F), Color(hex: 0x0A9DD8)],
        trackOpacity: 0.2,
        moodColors: [Color(hex: 0xE5484D), Color(hex: 0x8E8E99), Color(hex: 0x3DB26B), Color(hex: 0x1E9BE0)],
        moodLine: Color(hex: 0xB4B4BE),
        fontFamily: "DejaVu Sans")

    public static let dark = Theme(
        name: .dark,
        background: Color(hex: 0x16161A),
        ink: Color(hex: 0xF2F2F5),
        secondaryInk: Color(hex: 0x9A9AA6),
        grid: Color(hex: 0x2E2E35),
        accent: orange,
        markerFill: Color(hex: 0x16161A),
        areaOpacity: 0.5,
        ringColors: [orange, Color(hex: 0x8BE33B), Color(hex: 0x2CC4F5)],
        trackOpacity: 0.22,
        moodColors: [Color(hex: 0xFF5C61), Color(hex: 0xA5A5B0), Color(hex: 0x4FD17F), Color(hex: 0x3BB2F5)],
        moodLine: Color(hex: 0x55555F),
        fontFamily: "DejaVu Sans")

    public static func named(_ name: Name) -> Theme {
        name == .dark ? .dark : .light
    }

    // MARK: - Text styles

    public func font(_ size: Double, _ weight: TextStyle.Weight = .regular, color: Color? = nil, spacing: Double = 0) -> TextStyle {
        TextStyle(family: fontFamily, size: size, weight: weight, color: color ?? ink, letterSpacing: spacing)
    }

    /// Small spaced capitals above figures (`NOV 23 - NOV 29`, `LAST 12 WEEKS`).
    public var caption: TextStyle { font(13, .bold, color: secondaryInk, spacing: 1.2) }
    /// The big numbers of a headline.
    public var figure: TextStyle { font(30, .bold) }
    public var figureLabel: TextStyle { font(13, color: secondaryInk) }
    public var title: TextStyle { font(22, .bold) }
    public var axisLabel: TextStyle { font(12, color: secondaryInk) }
    /// Month names under the weeks of the activity graph.
    public var weekLabel: TextStyle { font(12, .bold, color: secondaryInk, spacing: 1) }
    /// Terrible, Usual, Good, Excellent beside the mood chart.
    public var levelLabel: TextStyle { font(14, color: secondaryInk) }
    /// The first of several lines under a day of the mood chart (its weekday).
    public var dayLabel: TextStyle { font(13, .bold, color: ink) }
    /// A ring's name in the legend, and its percentage (in the ring's color).
    public func legendName(color: Color? = nil) -> TextStyle { font(16, .bold, color: color) }
    /// A ring's value / goal in the legend.
    public var legendDetail: TextStyle { font(16, color: secondaryInk) }
    public var note: TextStyle { font(17, color: secondaryInk) }
}
