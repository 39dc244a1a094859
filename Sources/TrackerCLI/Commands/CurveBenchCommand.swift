#if canImport(Glibc)
import Glibc
#endif
import TrackerCore
import TrackerRandom

/// `tracker bench-curve`: the CPU time of one ride's curves, for `bench/curve` (not listed in help).
///
/// The ride is generated, seeded: power wandering around 220 W with sprints and dropouts to zero,
/// one sample a second. `--write PATH` also writes its power, one value a line, for the peer.
enum CurveBenchCommand {
    static let seconds = Option<Int>("seconds", value: "n", help: "Samples of the ride, one a second.", number: WholeNumber(2...200_000, noun: "a number of samples"), default: 39_600)
    static let repeats = Option<Int>("repeat", value: "n", help: "Times to compute it; the fastest is printed.", number: WholeNumber(1...1_000, noun: "a count"), default: 5)
    static let write = OptionSpec("write", value: "path", help: "Write the ride's power here, one value a line.")

    static let command = Command(
        CommandSpec(name: "bench-curve", abstract: "Time the mean-maximal power curve of a generated ride.", options: [seconds.spec, repeats.spec, write]),
        readsOnly: true, run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let count = try arguments.parse(Self.seconds)
        let stream = try ride(samples: count, seed: 1)
        if let path = arguments.value(write) {
            let file = try FileReplacement(path)
            try file.write(Array(((stream.power ?? []).map { String(Int($0)) }.joined(separator: "\n") + "\n").utf8))
            try file.commit()
        }
        var fastest = Double.infinity
        var points = 0
        for _ in 0..<(try arguments.parse(Self.repeats)) {
            let started = cpuSeconds()
            let curve = stream.meanMaxCurve(.power)
            fastest = min(fastest, cpuSeconds() - started)
            points = curve?.points.count ?? 0
        }
        context.print(String(printf: "curve of %d samples: %d durations in %.2f ms CPU", count, points, fastest * 1_000))
    }

    static func ride(samples: Int, seed: UInt64) throws -> ActivityStream {
        var random = SeededRandom(seed: seed)
        var watts = 220.0
        var dropout = 0
        var power: [Double] = []
        power.reserveCapacity(samples)
        for _ in 0..<samples {
            watts = min(450, max(80, watts + random.noise(6)))
            if dropout == 0, random.unit() < 0.002 { dropout = random.int(5...40) }
            if dropout > 0 {
                dropout -= 1
                power.append(0)
            } else {
                power.append((random.unit() < 0.005 ? random.uniform(700...1_200) : watts).rounded())
            }
        }
        return try ActivityStream(time: (0..<samples).map(Double.init), power: power)
    }

    static func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
