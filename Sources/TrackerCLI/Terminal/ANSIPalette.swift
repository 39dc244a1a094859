import TrackerCharts

/// How a colour is written as an SGR escape: 24-bit where the terminal says it takes it
/// (`COLORTERM=truecolor`), else the nearest of the 256-colour cube.
public enum ANSIPalette: Sendable, Equatable {
    case trueColor
    case indexed256

    /// `text` in `style`, reset after it. Empty text stays empty.
    func paint(_ text: String, _ style: TextColor) -> String {
        guard !text.isEmpty else { return text }
        return sequence(style) + text + "\u{1B}[0m"
    }

    /// The SGR sequence that starts `style`.
    func sequence(_ style: TextColor) -> String {
        var codes: [String] = []
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if let color = style.color { codes.append(foreground(color)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    func foreground(_ color: Color) -> String {
        let (red, green, blue) = (Self.byte(color.red), Self.byte(color.green), Self.byte(color.blue))
        switch self {
        case .trueColor: return "38;2;\(red);\(green);\(blue)"
        case .indexed256: return "38;5;\(Self.cubeIndex(red: red, green: green, blue: blue))"
        }
    }

    static func byte(_ component: Double) -> Int { Int((max(0, min(1, component)) * 255).rounded()) }

    /// The nearest colour of xterm's 6x6x6 cube (indexes 16-231), or of its grey ramp
    /// (232-255) when that is nearer.
    static func cubeIndex(red: Int, green: Int, blue: Int) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearest(_ value: Int) -> Int { levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) } ?? 0 }
        let (r, g, b) = (nearest(red), nearest(green), nearest(blue))
        let cube = 16 + 36 * r + 6 * g + b
        let cubeDistance = square(levels[r] - red) + square(levels[g] - green) + square(levels[b] - blue)
        let average = (red + green + blue) / 3
        let greyStep = max(0, min(23, (average - 8 + 5) / 10))
        let grey = 8 + 10 * greyStep
        let greyDistance = square(grey - red) + square(grey - green) + square(grey - blue)
        return greyDistance < cubeDistance ? 232 + greyStep : cube
    }

    private static func square(_ value: Int) -> Int { value * value }
}
