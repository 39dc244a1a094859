/// How many tracks cross each pixel of a heatmap, added up one track at a time: each track adds
/// its own coverage of the pixel (0 to 255, as cairo's anti-aliasing left it), so a track that
/// passes a pixel twice adds it once, and two tracks add two.
public struct CountRaster: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// Per pixel, row by row from the top: the sum of the tracks' coverages, 255 for each track
    /// that covers the pixel wholly.
    public private(set) var coverage: [UInt32]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        coverage = [UInt32](repeating: 0, count: self.width * self.height)
    }

    /// The tracks through the pixel at `x`, `y`: whole tracks, and fractions for the edges of lines.
    public func tracks(x: Int, y: Int) -> Double {
        Double(coverage[y * width + x]) / 255
    }

    /// Adds one track's coverage, read from an 8-bit alpha image as large as the raster (rows `stride`
    /// bytes apart) on which that track alone was drawn; only `columns` of `rows` are read.
    public mutating func add(alpha: UnsafePointer<UInt8>, stride: Int, columns: Range<Int>, rows: Range<Int>) {
        let columns = columns.clamped(to: 0..<width), rows = rows.clamped(to: 0..<height)
        guard !columns.isEmpty else { return }
        let width = self.width
        coverage.withUnsafeMutableBufferPointer { counts in
            for y in rows {
                let row = alpha + y * stride
                let base = y * width
                var x = columns.lowerBound
                let end = columns.upperBound
                while x < end {
                    // Most of a track's box is empty: skip it eight pixels at a time.
                    if x + 8 <= end, UnsafeRawPointer(row + x).loadUnaligned(as: UInt64.self) == 0 {
                        x += 8
                        continue
                    }
                    let value = row[x]
                    if value != 0 { counts[base + x] += UInt32(value) }
                    x += 1
                }
            }
        }
    }
}
