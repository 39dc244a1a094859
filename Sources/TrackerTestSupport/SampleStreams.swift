import Foundation
import TrackerCore
import TrackerRandom

/// Realistic activity streams for tests of the pages, charts and files made from one activity.
public enum SampleStreams {
    /// Metres per degree of latitude on tracker's sphere.
    static let metresPerDegree = ActivityStream.earthRadius * Double.pi / 180

    /// A 1 Hz loop of about `kilometres` near Ljubljana that ends where it starts: a lumpy circle
    /// with a long hill (60 m up, halfway round) and three bumps, the athlete slowing on the climbs
    /// and speeding up on the descents, heart rate following the effort, cadence, a lap pressed
    /// every 2 km, and a metre or two of slowly wandering GPS error from a seeded generator.
    /// With `power`, a ride at ride speeds with watts.
    public static func hillyLoop(kilometres: Double = 8.3, seed: UInt64 = 7, power withPower: Bool = false) throws -> ActivityStream {
        var random = SeededRandom(seed: seed)
        func noise(_ size: Double) -> Double { (random.unit() - 0.5) * 2 * size }
        // The loop's radius wobbles so that it reads as streets, not a compass circle.
        func shape(_ phase: Double) -> Double { 1 + 0.08 * sin(5 * phase) + 0.04 * cos(11 * phase) }
        func slope(_ phase: Double) -> Double { 0.4 * cos(5 * phase) - 0.44 * sin(11 * phase) }
        func stretch(_ phase: Double) -> Double { (shape(phase) * shape(phase) + slope(phase) * slope(phase)).squareRoot() }
        func height(_ phase: Double) -> Double { 295 + 30 * (1 - cos(phase)) + 10 * sin(3 * phase) * sin(3 * phase) }
        // The radius that makes the loop `kilometres` long.
        let steps = 10_000
        let perRadius = (0..<steps).reduce(0.0) { $0 + stretch((Double($1) + 0.5) / Double(steps) * 2 * .pi) } * 2 * .pi / Double(steps)
        let radius = kilometres * 1_000 / perRadius
        let baseSpeed = withPower ? 8.0 : 3.3
        var time: [Double] = [], latitude: [Double] = [], longitude: [Double] = [], elevation: [Double] = []
        var heartRate: [Double] = [], cadence: [Double] = [], power: [Double] = []
        var phase = 0.0, second = 0.0, pulse = 120.0, travelled = 0.0
        var drift = (north: 0.0, east: 0.0)
        var lapStarts: [(time: Double, distance: Double)] = [(0, 0)]
        while phase < 2 * .pi {
            let metresPerRadian = radius * stretch(phase)
            let grade = (height(phase + 0.01) - height(phase)) / (0.01 * metresPerRadian)
            let speed = min(1.3, max(0.6, 1 - 6 * grade)) * baseSpeed + noise(0.1)
            drift = (0.95 * drift.north + noise(0.15), 0.95 * drift.east + noise(0.15))
            let north = radius * shape(phase) * sin(phase) + drift.north
            let east = radius * (shape(phase) * cos(phase) - shape(0)) + drift.east
            time.append(second)
            latitude.append(46.05 + north / metresPerDegree)
            longitude.append(14.5 + east / (metresPerDegree * cos(46.05 * .pi / 180)))
            elevation.append(height(phase) + noise(0.3))
            pulse += (130 + 900 * max(grade, -0.02) + second / 150 - pulse) * 0.02
            heartRate.append(pulse.rounded())
            cadence.append((withPower ? 88 : 84) + noise(2).rounded())
            power.append(max(0, 180 + 2_500 * grade + noise(20)).rounded())
            if travelled >= Double(lapStarts.count) * 2_000 { lapStarts.append((second, travelled)) }
            travelled += speed
            phase += speed / metresPerRadian
            second += 1
        }
        var laps: [Lap] = []
        for (index, start) in lapStarts.enumerated() {
            let end = index + 1 < lapStarts.count ? lapStarts[index + 1] : (time[time.count - 1], travelled)
            let beats = heartRate[Int(start.time)...Int(end.time)]
            laps.append(Lap(
                startOffset: start.time, duration: end.time - start.time, distance: end.distance - start.distance,
                averageHeartRate: beats.reduce(0, +) / Double(beats.count), maxHeartRate: beats.max()))
        }
        return try ActivityStream(
            time: time, latitude: latitude, longitude: longitude, elevation: elevation, heartRate: heartRate,
            cadence: cadence, power: withPower ? power : nil, laps: laps)
    }
}
