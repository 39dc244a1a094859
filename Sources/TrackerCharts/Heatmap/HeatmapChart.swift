import TrackerCore

/// Every stored track as one density raster without map tiles (`tracker chart heatmap`): the
/// counts of `CountRaster` coloured through `HeatmapEqualisation` on the theme's background, a
/// heading above, and below a scale bar and how many of the tracks the frame shows.
public struct HeatmapChart: Composition {
    public static let defaultSize = Size(width: 1600, height: 1200)

    /// The coloured raster, as large as the plot area times the pixel scale.
    public var image: RasterImage
    /// Each pixel's equalised level times 255, row by row: what the text chart draws.
    public var levels: [UInt8]
    /// Metres on the ground per pixel of `image`, at the frame's centre.
    public var metresPerPixel: Double
    public var title: String
    public var subtitle: String
    /// Below the plot, right: how many tracks are drawn and where the frame came from.
    public var note: String
    public var formatter: DisplayFormatter

    public init(image: RasterImage, levels: [UInt8], metresPerPixel: Double, title: String, subtitle: String, note: String, formatter: DisplayFormatter) {
        self.image = image
        self.levels = levels
        self.metresPerPixel = metresPerPixel
        self.title = title
        self.subtitle = subtitle
        self.note = note
        self.formatter = formatter
    }

    // MARK: - Layout

    /// Where the raster is drawn in a chart of `size` points.
    public static func plotArea(in size: Size) -> Rect {
        Rect(x: 0, y: 0, width: size.width, height: size.height).inset(top: 100, left: 40, bottom: 64, right: 40)
    }

    /// The raster's size in pixels for a chart of `size` points drawn at `scale` pixels a point.
    public static func pixelSize(for size: Size, scale: Double) -> (width: Int, height: Int) {
        let plot = plotArea(in: size)
        return (max(1, Int((plot.width * scale).rounded())), max(1, Int((plot.height * scale).rounded())))
    }

    /// The line's width in pixels at `scale`: thin, as a personal heatmap draws it, so that parallel
    /// streets stay apart.
    public static func lineWidth(scale: Double) -> Double { 1.5 * scale }

    // MARK: - Colour

    /// `raster` coloured on `theme`: each lit pixel takes the ramp's colour at its equalised level,
    /// laid over the background as far as the tracks cover it (a line's anti-aliased edge blends).
    /// - Returns: the image and each pixel's level times 255.
    public static func colored(_ raster: CountRaster, theme: Theme) -> (image: RasterImage, levels: [UInt8]) {
        let equalisation = HeatmapEqualisation(raster.coverage)
        var image = RasterImage(width: raster.width, height: raster.height, color: theme.background)
        var levels = [UInt8](repeating: 0, count: raster.coverage.count)
        let background = RasterImage.bytes(of: theme.background)
        let ramp = (0...255).map { RasterImage.bytes(of: theme.heatmapColor(level: Double($0) / 255)) }
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            for (index, value) in raster.coverage.enumerated() where value > 0 {
                let level = UInt8((equalisation.level(value) * 255).rounded())
                levels[index] = level
                let color = ramp[Int(level)]
                let cover = min(Double(value) / 255, 1)
                func mix(_ over: UInt8, _ under: UInt8) -> UInt8 { UInt8((Double(over) * cover + Double(under) * (1 - cover)).rounded()) }
                pixels[index * 4] = mix(color.blue, background.blue)
                pixels[index * 4 + 1] = mix(color.green, background.green)
                pixels[index * 4 + 2] = mix(color.red, background.red)
            }
        }
        return (image, levels)
    }

    // MARK: - Composition

    public static func textStyles(_ theme: Theme) -> [TextStyle] {
        [theme.title, theme.caption, theme.axisLabel]
    }

    public func chart(for canvas: Canvas, theme: Theme) -> Chart {
        let size = canvas.size
        let plot = Self.plotArea(in: size)
        var marks: [any Mark] = [
            TextMark(title, at: Point(x: plot.minX, y: 30), style: theme.title, anchor: .topLeading),
            TextMark(subtitle, at: Point(x: plot.minX, y: 64), style: theme.caption, anchor: .topLeading),
            ImageMark(image: image, rect: plot),
        ]
        marks += scaleBar(plot: plot, theme: theme)
        marks.append(TextMark(note, at: Point(x: plot.maxX, y: plot.maxY + 32), style: theme.axisLabel, anchor: .trailing))
        return Chart(size: size, background: theme.background, marks: marks)
    }

    /// A bar of a round length under the plot's left edge, with its length in km (or mi): true at
    /// the frame's centre (Web-Mercator stretches distances away from the equator).
    func scaleBar(plot: Rect, theme: Theme) -> [any Mark] {
        let unit = formatter.units.metersPerDistanceUnit
        let metresPerPoint = metresPerPixel * Double(image.width) / max(plot.width, 1)
        let length = RouteChart.scaleBarLength(widthInUnits: plot.width * metresPerPoint / unit)
        let width = length * unit / metresPerPoint
        let y = plot.maxY + 32
        let style = StrokeStyle(theme.ink, width: 2)
        let text = (length >= 1 ? String(printf: "%g", length) : String(printf: "%g", (length * 1_000).rounded() / 1_000)) + " " + formatter.units.distanceSymbol
        return [
            RuleMark.horizontal(y: y, from: plot.minX, to: plot.minX + width, style: style),
            RuleMark.vertical(x: plot.minX, from: y - 6, to: y, style: style),
            RuleMark.vertical(x: plot.minX + width, from: y - 6, to: y, style: style),
            TextMark(text, at: Point(x: plot.minX + width + 10, y: y), style: theme.axisLabel, anchor: .leading),
        ]
    }
}
