import Foundation
import Testing
@testable import TrackerCore
import TrackerRandom

/// Tile numbers against mercantile (PyPI), an independent implementation of the slippy-map tiles.
/// `make test` installs it into .build/venv; without it the test says so and skips.
@Suite struct TileOracleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A Python that imports mercantile: TRACKER_PYTHON, else .build/venv's, else none.
    static func python() -> String? {
        let candidates: [String?] = [ProcessInfo.processInfo.environment["TRACKER_PYTHON"], root.appendingPathComponent(".build/venv/bin/python").path]
        for candidate in candidates.compactMap({ $0 }) where FileManager.default.isExecutableFile(atPath: candidate) {
            if (try? run(candidate, ["-c", "import mercantile"], input: ""))?.status == 0 { return candidate }
        }
        return nil
    }

    static func run(_ executable: String, _ arguments: [String], input: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func tileNumbersAgreeWithMercantile() throws {
        guard let python = Self.python() else {
            print("skipped: mercantile is not installed (make test puts it in .build/venv; or set TRACKER_PYTHON)")
            return
        }
        var random = SeededRandom(seed: 2026)
        var points: [(latitude: Double, longitude: Double, zoom: TileZoom)] = []
        for index in 0..<3_000 {
            // The whole projected world, and a dense home area where tiles are small.
            let latitude = index % 2 == 0 ? random.uniform(-85...85) : random.uniform(47...55)
            let longitude = index % 2 == 0 ? random.uniform(-180...179.999) : random.uniform(5...15)
            points.append((latitude, longitude, index % 3 == 0 ? .squadratinho : .explorer))
        }
        let input = points.map { "\($0.longitude) \($0.latitude) \($0.zoom.level)" }.joined(separator: "\n") + "\n"
        let script = """
            import sys, mercantile
            for line in sys.stdin:
                lon, lat, z = line.split()
                t = mercantile.tile(float(lon), float(lat), int(z))
                print(t.x, t.y)
            """
        let result = try Self.run(python, ["-c", script], input: input)
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == points.count)
        for (point, line) in zip(points, lines) {
            let numbers = line.split(separator: " ").compactMap { Int($0) }
            let tile = WebMercator.tile(latitude: point.latitude, longitude: point.longitude, zoom: point.zoom)
            #expect(tile.map { [$0.x, $0.y] } == numbers, "\(point)")
        }
    }
}
