/// A color with straight (not premultiplied) alpha, components in 0...1.
public struct Color: Equatable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `Color(hex: 0xFB5200)`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The same color at another opacity.
    public func opacity(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `#FB5200` (alpha left out).
    public var hex: String {
        func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        return "#" + [red, green, blue].map { String(byte($0), radix: 16, uppercase: true) }
            .map { $0.count == 1 ? "0" + $0 : $0 }.joined()
    }

    public var description: String { alpha == 1 ? hex : "\(hex)@\(alpha)" }

    public static let white = Color(hex: 0xFFFFFF)
    public static let black = Color(hex: 0x000000)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
