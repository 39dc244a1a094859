import TrackerCharts

/// A chart drawn by cairo: as the bytes of an image file, or on the terminal.
struct ChartImage {
    let drawing: ChartDrawing
    let size: Size
    let pixelScale: Double
    let palette: Theme
    let fonts: FontPreparation
    /// The document's title (PDF and SVG metadata).
    let title: String

    /// The image in `format`.
    /// - Throws: `RuntimeError` when cairo cannot draw it.
    func bytes(_ format: ImageFormat) throws -> [UInt8] {
        try drawn {
            try canvas(format).finish()
        }
    }

    /// Shows the chart on the terminal: the PNG itself for kitty and iTerm2, which decode it,
    /// sixels made by chafa from the pixels, or the text chart.
    func show(_ graphicsProtocol: GraphicsProtocol, context: CommandContext) throws {
        let terminal = context.terminal
        if graphicsProtocol == .text || graphicsProtocol == .auto {
            context.io.out(drawing.text(terminal.columns, terminal.palette))
            return
        }
        // As wide as the terminal allows, at most the chart's size.
        let columns = min(terminal.columns, 120)
        try drawn {
            let canvas = try canvas(.png)
            switch graphicsProtocol {
            case .kitty:
                context.io.write(InlineImage.kitty(png: try canvas.finish(), columns: columns), toStandardError: false)
            case .iterm:
                context.io.write(InlineImage.iterm(png: try canvas.finish(), columns: columns), toStandardError: false)
            default:
                let library = try ChafaLibrary.shared.get()
                let image = try canvas.finishPixels()
                // Cells are about twice as tall as wide.
                let rows = max(4, Int((Double(columns) * Double(image.height) / Double(image.width) / 2).rounded()))
                let sixels = try library.sixels(pixels: image.bytes, width: image.width, height: image.height, stride: image.stride, columns: columns, rows: rows)
                context.io.write(sixels, toStandardError: false)
            }
        }
    }

    /// A canvas of `format` with the chart drawn on it, not yet finished.
    private func canvas(_ format: ImageFormat) throws -> CairoCanvas {
        let canvas = try CairoCanvas(
            size: size, format: format, scale: pixelScale, opaque: palette.background.alpha >= 1, title: title, fonts: fonts)
        drawing.chart(for: canvas, theme: palette).draw(on: canvas)
        return canvas
    }

    private func drawn<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as RenderError {
            throw RuntimeError("could not draw the chart: \(error.message)")
        }
    }
}
