import TrackerCharts

/// The charts' colors by role, so the page's style sheet can show the light or the dark
/// palette of `Theme` over one drawing: the SVG is drawn with `Theme.light`, and each of its
/// colors is written as a class (`f-accent`) whose value a CSS variable gives.
public enum ReportPalette {
    /// Every role with its light and dark color, in lookup order (the first role of a color wins).
    public static let roles: [(name: String, light: Color, dark: Color)] = {
        let light = Theme.light, dark = Theme.dark
        var roles: [(String, Color, Color)] = [
            ("bg", light.background, dark.background), ("ink", light.ink, dark.ink),
            ("secondary", light.secondaryInk, dark.secondaryInk), ("grid", light.grid, dark.grid),
            ("accent", light.accent, dark.accent), ("marker", light.markerFill, dark.markerFill),
            ("moodline", light.moodLine, dark.moodLine),
        ]
        for index in light.ringColors.indices { roles.append(("ring\(index)", light.ringColors[index], dark.ringColors[index])) }
        for index in light.moodColors.indices { roles.append(("mood\(index)", light.moodColors[index], dark.moodColors[index])) }
        return roles
    }()

    private static let namesByHex: [String: String] = {
        var names: [String: String] = [:]
        for role in roles where names[role.light.hex] == nil { names[role.light.hex] = role.name }
        return names
    }()

    /// The role of a color of the light theme, or `nil` for one outside the palette.
    public static func role(of color: Color) -> String? {
        namesByHex[color.hex]
    }

    /// The CSS variables of one palette: `--accent:#FB5200;...`.
    public static func variables(_ name: Theme.Name) -> String {
        roles.map { "--\($0.name):\((name == .dark ? $0.dark : $0.light).hex);" }.joined()
    }

    /// The classes that paint with each role, and the variables for `theme`: both palettes
    /// switched by `prefers-color-scheme` for `auto`, one palette otherwise; print is light.
    public static func styleSheet(_ theme: PageTheme) -> String {
        var css = ""
        switch theme {
        case .auto:
            css += ":root{color-scheme:light dark;\(variables(.light))}"
            css += "@media (prefers-color-scheme: dark){:root{\(variables(.dark))}}"
        case .light:
            css += ":root{color-scheme:light;\(variables(.light))}"
        case .dark:
            css += ":root{color-scheme:dark;\(variables(.dark))}"
        }
        css += "@media print{:root{color-scheme:light;\(variables(.light))}}"
        for role in roles {
            css += ".f-\(role.name){fill:var(--\(role.name))}.s-\(role.name){stroke:var(--\(role.name))}.c-\(role.name){stop-color:var(--\(role.name))}"
        }
        return css
    }
}
