#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Standard output and error of this process.
public final class ProcessIO: IO {
    public init() {}

    /// The process's environment, read from `environ` as `ProcessInfo.environment` reads it
    /// (each entry split at its first `=`, a later entry winning), without setting up the
    /// `ProcessInfo` that every command would otherwise pay for at start.
    public static var environment: [String: String] {
        // Sized once and split on the bytes: growing the table and indexing each entry's
        // characters were a visible share of a short command's start.
        var count = 0
        while environ[count] != nil { count += 1 }
        var result = [String: String](minimumCapacity: count)
        for index in 0..<count {
            guard let pointer = environ[index], let equals = strchr(pointer, 0x3D) else { continue }
            let name = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: equals - pointer)
            result[String(decoding: name, as: UTF8.self)] = String(cString: equals + 1)
        }
        return result
    }

    public func write(_ bytes: [UInt8], toStandardError: Bool) {
        Self.write(bytes, to: toStandardError ? STDERR_FILENO : STDOUT_FILENO)
    }

    public func isTerminal(standardError: Bool) -> Bool {
        isatty(standardError ? STDERR_FILENO : STDOUT_FILENO) == 1
    }

    public func readStandardInput() -> [UInt8]? {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { return result }
            result += buffer[0..<count]
        }
    }

    /// TIOCGWINSZ on standard output (ioctl_tty(2)).
    public func terminalSize() -> TerminalSize? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// Runs `command` with `sh -c`, as git runs its pager, writes `bytes` to its input and
    /// waits for it to end, so the shell prompt comes back after the pager's last line.
    public func page(_ bytes: [UInt8], command: String, environment: [String: String]) -> Bool {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return false }
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        var pagerEnvironment = environment
        // less: quit when it all fits on one screen, pass colours through, keep the screen.
        if pagerEnvironment["LESS"] == nil { pagerEnvironment["LESS"] = "FRX" }
        if pagerEnvironment["LV"] == nil { pagerEnvironment["LV"] = "-c" }
        let arguments = ["/bin/sh", "-c", command]
        let environmentLines = pagerEnvironment.map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let status = withCStrings(arguments) { argv in
            withCStrings(environmentLines) { envp in
                posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp)
            }
        }
        close(pipeEnds[0])
        guard status == 0 else {
            close(pipeEnds[1])
            return false
        }
        // A pager quit before the end (q in less) closes the pipe: not an error.
        let previous = signal(SIGPIPE, SIG_IGN)
        Self.write(bytes, to: pipeEnds[1])
        close(pipeEnds[1])
        var exitStatus: Int32 = 0
        while waitpid(pid, &exitStatus, 0) < 0 && errno == EINTR {}
        signal(SIGPIPE, previous)
        // 127: the shell found no such pager; the caller prints the text itself.
        let exitedNormally = exitStatus & 0x7F == 0
        return !(exitedNormally && (exitStatus >> 8) & 0xFF == 127)
    }

    /// Puts the controlling terminal in raw mode, writes `query` and reads the answer with
    /// poll(2) until `terminator` accepts it or `timeout` passes; the mode is restored.
    public func queryTerminal(_ query: [UInt8], timeout: Double, until terminator: @escaping ([UInt8]) -> Bool) -> [UInt8]? {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY)
        guard tty >= 0 else { return nil }
        defer { close(tty) }
        // Only the foreground job may change the terminal's mode; in the background it would be stopped.
        guard tcgetpgrp(tty) == getpgrp() else { return nil }
        var saved = termios()
        guard tcgetattr(tty, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(tty, TCSANOW, &raw) == 0 else { return nil }
        defer { tcsetattr(tty, TCSANOW, &saved) }
        Self.write(query, to: tty)
        var answer: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 256)
        while !terminator(answer) {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { break }
            var descriptor = pollfd(fd: tty, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(remaining * 1000) + 1)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(tty, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            answer += buffer[0..<count]
        }
        return answer
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return  // A closed pipe (`tracker list | head`) is not an error worth reporting.
            }
            offset += written
        }
    }

    /// A NULL-terminated array of C strings that lives for the call.
    private func withCStrings<Result>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result) -> Result {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}
