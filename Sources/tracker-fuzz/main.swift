import Foundation
import TrackerFuzzing

// tracker-fuzz: the long, bounded fuzzing runs behind `make fuzz`.
//
//   tracker-fuzz list
//   tracker-fuzz run TARGET [--seconds N] [--runs N] [--seed S] [--artifacts DIR] [--hang-seconds N]
//   tracker-fuzz replay TARGET FILE...      run saved inputs (a crash reproduces as a crash)
//   tracker-fuzz minimize TARGET FILE       shrink a crashing input, replaying it in child processes
//   tracker-fuzz seeds TARGET DIR           write TARGET's seeds into DIR (a libFuzzer corpus)
//   tracker-fuzz libfuzzer TARGET [ARGS]    hand TARGET to libFuzzer (only in a -sanitize=fuzzer build)
//
// Exit status: 0 nothing found, 1 an invariant broke, 2 usage, 3 a crash, 4 a hang.

func fail(_ message: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("tracker-fuzz: \(message)\n".utf8))
    exit(status)
}

func option(_ name: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

func target(_ name: String?) -> FuzzTarget {
    guard let name, let target = FuzzTargets.named(name) else {
        fail("unknown target '\(name ?? "")'; use one of: \(FuzzTargets.all.map(\.name).joined(separator: ", "))")
    }
    return target
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "list":
    for target in FuzzTargets.all { print(target.name) }

case "run":
    let fuzzTarget = target(arguments.dropFirst().first)
    let seconds = option("--seconds", in: arguments).flatMap(Double.init) ?? 60
    let runs = option("--runs", in: arguments).flatMap(Int.init) ?? .max
    let seed = option("--seed", in: arguments).flatMap(UInt64.init) ?? 1
    let directory = option("--artifacts", in: arguments) ?? "fuzz-artifacts"
    let hangSeconds = option("--hang-seconds", in: arguments).flatMap(Int.init) ?? 10
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    CrashGuard.install(artifactPrefix: "\(directory)/\(fuzzTarget.name)-seed\(seed)", hangSeconds: hangSeconds)
    let report = FuzzCampaign(target: fuzzTarget, seed: seed).run(runs: runs, seconds: seconds) { CrashGuard.willRun($0) }
    var status: Int32 = 0
    for (index, violation) in report.violations.prefix(5).enumerated() {
        let minimal = FuzzCampaign.minimize(violation.input) { candidate in
            (try? fuzzTarget.body(candidate)) == nil
        }
        let path = "\(directory)/\(fuzzTarget.name)-seed\(seed)-violation\(index)"
        _ = FileManager.default.createFile(atPath: path, contents: Data(minimal))
        print("VIOLATION \(fuzzTarget.name): \(violation.message) (minimized input: \(path), \(minimal.count) bytes)")
        status = 1
    }
    print(String(format: "%@: %d runs in %.1f s (%.0f/s), seed %llu, corpus %d, %d kinds of outcome, %d violations",
                 fuzzTarget.name, report.runs, report.seconds, Double(report.runs) / max(report.seconds, 0.001), report.seed,
                 report.corpusSize, report.signatures, report.violations.count))
    exit(status)

case "replay":
    let fuzzTarget = target(arguments.dropFirst().first)
    var status: Int32 = 0
    for path in arguments.dropFirst(2) {
        guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
        do {
            let signature = try fuzzTarget.body(Array(data))
            print("\(path): \(signature)")
        } catch {
            print("\(path): VIOLATION \(error)")
            status = 1
        }
    }
    exit(status)

case "minimize":
    let fuzzTarget = target(arguments.dropFirst().first)
    guard arguments.count >= 3, let data = FileManager.default.contents(atPath: arguments[2]) else { fail("usage: minimize TARGET FILE") }
    let scratch = NSTemporaryDirectory() + "tracker-fuzz-minimize-\(getpid())"
    let crashes = { (input: [UInt8]) -> Bool in
        _ = FileManager.default.createFile(atPath: scratch, contents: Data(input))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        process.arguments = ["replay", fuzzTarget.name, scratch]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal
    }
    guard crashes(Array(data)) else { fail("\(arguments[2]) does not crash \(fuzzTarget.name)", status: 1) }
    let minimal = FuzzCampaign.minimize(Array(data), stillFails: crashes)
    try? FileManager.default.removeItem(atPath: scratch)
    let path = arguments[2] + ".min"
    _ = FileManager.default.createFile(atPath: path, contents: Data(minimal))
    print("\(path): \(minimal.count) bytes: \(minimal.map { String(format: "%02x", $0) }.joined())")

case "seeds":
    // Writes a target's seeds as files, the starting corpus for libFuzzer.
    let fuzzTarget = target(arguments.dropFirst().first)
    guard arguments.count >= 3 else { fail("usage: seeds TARGET DIR") }
    try? FileManager.default.createDirectory(atPath: arguments[2], withIntermediateDirectories: true)
    for (index, seed) in fuzzTarget.seeds.enumerated() {
        _ = FileManager.default.createFile(atPath: "\(arguments[2])/seed-\(index)", contents: Data(seed))
    }

case "libfuzzer":
    // Coverage-guided fuzzing with libFuzzer, in a build made with
    // `-Xswiftc -sanitize=fuzzer,address -Xswiftc -DLIBFUZZER` (scripts/fuzz-libfuzzer).
    #if LIBFUZZER
    LibFuzzerDriver.run(target: target(arguments.dropFirst().first), libFuzzerArguments: Array(arguments.dropFirst(2)))
    #else
    fail("this tracker-fuzz was built without libFuzzer; use scripts/fuzz-libfuzzer")
    #endif

default:
    fail("usage: tracker-fuzz list | run TARGET [--seconds N] [--runs N] [--seed S] [--artifacts DIR] | replay TARGET FILE... | minimize TARGET FILE")
}
