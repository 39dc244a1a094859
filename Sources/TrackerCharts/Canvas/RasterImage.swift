/// Opaque pixels made by the charts themselves (a heatmap's), four bytes each as cairo's RGB24
/// holds them in memory on a little-endian machine: blue, green, red, then an unused byte;
/// rows `width * 4` bytes apart, top row first.
public struct RasterImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    /// A `width` by `height` image in `color`.
    public init(width: Int, height: Int, color: Color) {
        self.width = max(0, width)
        self.height = max(0, height)
        let bytes = Self.bytes(of: color)
        pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            pixels[index] = bytes.blue; pixels[index + 1] = bytes.green; pixels[index + 2] = bytes.red; pixels[index + 3] = 255
        }
    }

    /// The colour of the pixel at `x`, `y`.
    public func color(x: Int, y: Int) -> Color {
        let index = (y * width + x) * 4
        return Color(red: Double(pixels[index + 2]) / 255, green: Double(pixels[index + 1]) / 255, blue: Double(pixels[index]) / 255)
    }

    /// A colour's bytes, each channel rounded to the nearest of 256 steps.
    static func bytes(of color: Color) -> (red: UInt8, green: UInt8, blue: UInt8) {
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return (byte(color.red), byte(color.green), byte(color.blue))
    }
}
