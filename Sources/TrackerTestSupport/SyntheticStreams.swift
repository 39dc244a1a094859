import Foundation
import TrackerCore
import TrackerRandom

/// Streams built for tests: realistic tracks and straight lines whose answers are known.
public enum SyntheticStreams {
    /// Metres per degree of latitude on tracker's sphere.
    public static let metresPerDegree = ActivityStream.earthRadius * Double.pi / 180

    /// A 1 Hz run of `seconds` near Lisbon: pace wandering around 5:00/km, heading turning slowly,
    /// GPS noise of about 2 m, rolling hills with 0.3 m of noise, heart rate drifting from 140 to 170.
    public static func run(seconds: Int, seed: UInt64) throws -> ActivityStream {
        var random = SeededRandom(seed: seed)
        var north = 0.0, east = 0.0, heading = random.uniform(0...(2 * .pi)), speed = 3.3
        var time: [Double] = [], latitude: [Double] = [], longitude: [Double] = [], elevation: [Double] = [], heartRate: [Double] = []
        var pulse = 140.0
        for second in 0..<seconds {
            speed = min(4.5, max(2.5, speed + random.noise(0.05)))
            heading += random.noise(0.03)
            north += speed * cos(heading)
            east += speed * sin(heading)
            pulse = min(185, max(120, pulse + random.noise(0.6) + 0.01))
            time.append(Double(second))
            latitude.append(38.7 + (north + random.noise(2)) / metresPerDegree)
            longitude.append(-9.14 + (east + random.noise(2)) / (metresPerDegree * cos(38.7 * .pi / 180)))
            elevation.append(60 + 25 * sin(Double(second) / 300) + random.noise(0.3))
            heartRate.append(pulse.rounded())
        }
        return try ActivityStream(time: time, latitude: latitude, longitude: longitude, elevation: elevation, heartRate: heartRate)
    }

    /// A straight line due north from the equator at `speed` metres per second, one sample every `interval` seconds.
    public static func straightLine(seconds: Double, interval: Double, speed: Double) throws -> ActivityStream {
        let times = Array(stride(from: 0, through: seconds, by: interval))
        return try ActivityStream(
            time: times, latitude: times.map { $0 * speed / metresPerDegree }, longitude: times.map { _ in 0 })
    }

    /// A random stream with every column, irregular sampling (now and then two samples at one instant),
    /// stops, a few segments and laps.
    public static func random(count: Int, using random: inout SeededRandom) throws -> ActivityStream {
        var time: [Double] = [], latitude: [Double] = [], longitude: [Double] = [], elevation: [Double] = []
        var distance: [Double] = [], heartRate: [Double] = [], cadence: [Double] = [], power: [Double] = [], speed: [Double] = []
        var clock = 0.0, lat = random.uniform(-60...60), lon = random.uniform(-170...170), travelled = 0.0
        let wholeSeconds = random.unit() < 0.5
        for index in 0..<count {
            if index > 0 {
                let step = random.unit() < 0.05 ? 0 : random.uniform(0.2...12)
                clock += wholeSeconds ? step.rounded() : step
                travelled += random.unit() < 0.1 ? 0 : random.uniform(0...40)
            }
            lat = min(89, max(-89, lat + random.noise(0.0002)))
            lon = min(179, max(-179, lon + random.noise(0.0002)))
            time.append(clock)
            latitude.append(lat)
            longitude.append(lon)
            elevation.append(random.uniform(-400...4_000))
            distance.append(travelled)
            heartRate.append(random.uniform(50...200))
            cadence.append(random.uniform(0...120))
            power.append(random.uniform(0...600))
            speed.append(random.uniform(0...20))
        }
        let segmentStarts = count > 10 ? Array(Set((0..<3).map { _ in Int(random.uniform(1...Double(count - 1))) })).sorted() : []
        let laps = (0..<Int(random.uniform(0...3))).map { _ in
            Lap(startOffset: random.uniform(0...clock), duration: random.uniform(0...600), distance: random.uniform(0...2_000),
                averageHeartRate: random.unit() < 0.5 ? random.uniform(60...190) : nil, averagePower: random.unit() < 0.5 ? 230 : nil)
        }
        func maybe(_ column: [Double]) -> [Double]? { random.unit() < 0.7 ? column : nil }
        let positions = random.unit() < 0.7
        return try ActivityStream(
            time: time, latitude: positions ? latitude : nil, longitude: positions ? longitude : nil,
            elevation: maybe(elevation), distance: maybe(distance), heartRate: maybe(heartRate), cadence: maybe(cadence),
            power: maybe(power), speed: maybe(speed), segmentStarts: segmentStarts, laps: laps)
    }
}
