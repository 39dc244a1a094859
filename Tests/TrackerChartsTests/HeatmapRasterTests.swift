import Testing
import TrackerCharts
import TrackerCore

/// Counting tracks per pixel: cairo draws each track, the raster adds its coverage once.
@Suite struct HeatmapRasterTests {
    @Test func aTrackThatCrossesAPixelTwiceCountsOnceAndTwoTracksCountTwo() throws {
        // Lines three pixels wide on pixel centres cover the pixels they cross wholly.
        let rasterizer = try TrackRasterizer(width: 60, height: 40, lineWidth: 3)
        var raster = CountRaster(width: 60, height: 40)
        // Out along y = 20.5 and back along it, then a figure of eight through (30.5, 10.5).
        try rasterizer.add([[Point(x: 5, y: 20.5), Point(x: 55, y: 20.5), Point(x: 5, y: 20.5)]], to: &raster)
        #expect(raster.tracks(x: 30, y: 20) == 1)
        #expect(raster.tracks(x: 30, y: 5) == 0)
        try rasterizer.add([[Point(x: 20.5, y: 0.5), Point(x: 40.5, y: 20.5), Point(x: 40.5, y: 0.5), Point(x: 20.5, y: 20.5)]], to: &raster)
        // Where the eight crosses itself, still one track; where it crosses the first, two.
        #expect(raster.tracks(x: 30, y: 10) == 1)
        #expect(raster.tracks(x: 40, y: 20) == 2)
        // A second trip along the first line.
        try rasterizer.add([[Point(x: 5, y: 20.5), Point(x: 55, y: 20.5)]], to: &raster)
        #expect(raster.tracks(x: 12, y: 20) == 2)
        #expect(raster.tracks(x: 12, y: 30) == 0)
    }

    @Test func eachTrackStartsOnACleanScratchImage() throws {
        // A big track, then a small one inside its box: the small one must not count the big one's pixels again.
        let rasterizer = try TrackRasterizer(width: 40, height: 40, lineWidth: 2)
        var raster = CountRaster(width: 40, height: 40)
        try rasterizer.add([[Point(x: 2, y: 10.5), Point(x: 38, y: 10.5)]], to: &raster)
        try rasterizer.add([[Point(x: 5, y: 5), Point(x: 15, y: 15)]], to: &raster)
        #expect(raster.tracks(x: 30, y: 10) == 1)
        #expect(raster.tracks(x: 10, y: 10) >= 1.9)
    }

    @Test func theRasterAddsEveryByteOfTheAlphaItIsGiven() {
        // Values after long empty runs, at the ends of rows and beyond the columns asked for.
        let width = 37, height = 3, stride = 40
        var alpha = [UInt8](repeating: 0, count: stride * height)
        let lit = [(0, 0, 7), (0, 8, 255), (0, 36, 3), (1, 17, 128), (1, 24, 1), (2, 9, 200), (2, 10, 201)]
        for (y, x, value) in lit { alpha[y * stride + x] = UInt8(value) }
        alpha[2 * stride + 38] = 99 // in the stride's padding: never read
        var raster = CountRaster(width: width, height: height)
        alpha.withUnsafeBufferPointer { raster.add(alpha: $0.baseAddress!, stride: stride, columns: 0..<width, rows: 0..<height) }
        alpha.withUnsafeBufferPointer { raster.add(alpha: $0.baseAddress!, stride: stride, columns: 9..<20, rows: 2..<3) }
        var expected = [UInt32](repeating: 0, count: width * height)
        for (y, x, value) in lit { expected[y * width + x] += UInt32(value) }
        expected[2 * width + 9] += 200
        expected[2 * width + 10] += 201
        #expect(raster.coverage == expected)
    }

    @Test func aRasterOfAnotherSizeIsRefused() throws {
        let rasterizer = try TrackRasterizer(width: 10, height: 10, lineWidth: 1)
        var raster = CountRaster(width: 11, height: 10)
        #expect(throws: RenderError.self) { try rasterizer.add([[Point(x: 1, y: 1), Point(x: 5, y: 5)]], to: &raster) }
    }
}
