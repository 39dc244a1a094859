import Foundation

/// Runs the built `tracker` as a child process and measures it: wall time, CPU time and the
/// child's memory, for tests that promise "refused quickly, memory bounded".
///
/// The resident high-water mark (VmHWM) counts every page the process maps: the binary and the
/// shared libraries are most of a small run's figure and vary with the build and the page cache,
/// so a bound on what a parse allocates checks `peakAnonymousMiB`, the most anonymous memory
/// (heap, stacks) seen while the process runs.
public enum MeasuredRun {
    public struct Result: Sendable {
        public let status: Int32
        /// The signal that ended the process, or 0.
        public let signal: Int32
        public let seconds: Double
        /// User and system CPU time of the child, seconds: what a "quickly" should check, as
        /// it hardly moves when other jobs share the machine.
        public let cpuSeconds: Double
        /// Peak resident set size in MiB, as last seen before the process ended: libraries included.
        public let peakMemoryMiB: Double
        /// The most anonymous resident memory (RssAnon: heap and stacks, no file pages) seen, MiB,
        /// sampled every 2 ms: what the run allocated.
        public let peakAnonymousMiB: Double
        public let output: String
        public let error: String
    }

    public static func run(_ arguments: [String], environment: [String: String]) throws -> Result {
        guard let url = BinaryRunner.trackerURL() else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "the tracker binary was not built"])
        }
        let directory = TemporaryDirectory()
        let outputPath = directory.file("stdout"), errorPath = directory.file("stderr")
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([url.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let start = Date()
        let code = posix_spawn(&pid, url.path, &actions, nil, argv, envp)
        guard code == 0 else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
        // The kernel's own high-water mark of the child's memory (VmHWM), polled until it
        // exits: rusage cannot be used, as a spawned child inherits the parent's figure.
        var status: Int32 = 0
        var peakKiB = 0, peakAnonymousKiB = 0
        var usage = rusage()
        let name = String(url.lastPathComponent.prefix(15))
        while true {
            // Only readings of the tracker itself: never of another image under that pid.
            if let memory = memory(pid), memory.name == name {
                peakKiB = max(peakKiB, memory.highWaterMarkKiB)
                peakAnonymousKiB = max(peakAnonymousKiB, memory.anonymousKiB)
            }
            let done = wait4(pid, &status, WNOHANG, &usage)
            if done == pid { break }
            if done < 0 && errno != EINTR { break }
            usleep(2000)
        }
        let seconds = Date().timeIntervalSince(start)
        let exited = status & 0x7F == 0
        return Result(
            status: exited ? (status >> 8) & 0xFF : -1,
            signal: exited ? 0 : status & 0x7F,
            seconds: seconds,
            cpuSeconds: Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6,
            peakMemoryMiB: Double(peakKiB) / 1024,
            peakAnonymousMiB: Double(peakAnonymousKiB) / 1024,
            output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            error: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
    }

    /// The process's name, `VmHWM` and `RssAnon` (KiB) from `/proc/PID/status`, or `nil` when it is gone.
    static func memory(_ pid: pid_t) -> (name: String, highWaterMarkKiB: Int, anonymousKiB: Int)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        var name = "", highWaterMark: Int?, anonymous: Int?
        for line in text.split(separator: "\n") {
            let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let key = parts.first, parts.count > 1 else { continue }
            switch key {
            case "Name:": name = String(parts[1])
            case "VmHWM:": highWaterMark = Int(parts[1])
            case "RssAnon:": anonymous = Int(parts[1])
            default: break
            }
        }
        guard let highWaterMark, let anonymous else { return nil }
        return (name, highWaterMark, anonymous)
    }
}
