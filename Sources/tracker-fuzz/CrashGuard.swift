import Foundation

/// Saves the input that was running when the process crashes or hangs, so a crash found by a
/// long run can be replayed, minimized and turned into a test.
///
/// The signal handler only calls async-signal-safe functions (`open`, `write`, `_exit`) on
/// buffers prepared in advance, and runs on its own stack so a stack overflow is caught too.
enum CrashGuard {
    nonisolated(unsafe) static var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    nonisolated(unsafe) static var capacity = 1
    nonisolated(unsafe) static var count = 0
    nonisolated(unsafe) static var crashPath: [CChar] = []
    nonisolated(unsafe) static var hangPath: [CChar] = []
    static let lock = NSLock()
    nonisolated(unsafe) static var runs = 0

    static func install(artifactPrefix: String, hangSeconds: Int) {
        crashPath = Array((artifactPrefix + "-crash").utf8CString)
        hangPath = Array((artifactPrefix + "-hang").utf8CString)
        let stackSize = 1 << 20
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: stackSize, alignment: 16)
        stack.ss_size = stackSize
        sigaltstack(&stack, nil)
        for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                CrashGuard.save(to: CrashGuard.crashPath)
                let message = "tracker-fuzz: crashed (signal \(signal)); the input is saved\n"
                _ = message.withCString { write(2, $0, strlen($0)) }
                _exit(3)
            }
            action.sa_flags = Int32(SA_ONSTACK)
            sigaction(signal, &action, nil)
        }
        let watchdog = Thread {
            var last = -1
            var still = 0
            while true {
                sleep(1)
                lock.lock()
                let now = runs
                lock.unlock()
                still = now == last ? still + 1 : 0
                last = now
                if still >= hangSeconds {
                    lock.lock()
                    save(to: hangPath)
                    FileHandle.standardError.write(Data("tracker-fuzz: one input ran over \(hangSeconds) s; it is saved as \(String(decoding: hangPath.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))\n".utf8))
                    exit(4)
                }
            }
        }
        watchdog.start()
    }

    static func willRun(_ input: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        if input.count > capacity {
            buffer.deallocate()
            capacity = input.count
            buffer = .allocate(capacity: capacity)
        }
        input.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { buffer.update(from: base, count: input.count) }
        }
        count = input.count
        runs += 1
    }

    /// Async-signal-safe: writes the current input to `path`.
    static func save(to path: [CChar]) {
        path.withUnsafeBufferPointer { name in
            let descriptor = open(name.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            if descriptor >= 0 {
                _ = write(descriptor, buffer, count)
                close(descriptor)
            }
        }
    }
}
