/// Decoded pixels of a PNG, for checking what was drawn (colors at known places).
import TrackerCharts

struct Raster: Sendable {
    let width: Int
    let height: Int
    /// Straight-alpha RGBA, row by row.
    let pixels: [UInt8]

    init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The color at pixel (`x`, `y`), or `nil` outside the image.
    func color(x: Int, y: Int) -> Color? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let index = (y * width + x) * 4
        return Color(
            red: Double(pixels[index]) / 255, green: Double(pixels[index + 1]) / 255,
            blue: Double(pixels[index + 2]) / 255, alpha: Double(pixels[index + 3]) / 255)
    }
}
