import Foundation
import Testing
import TrackerTestSupport

/// The built binary on a real pseudo-terminal (util-linux `script`), its man page under
/// groff's warnings, and `make install` into a temporary prefix.
@Suite struct TerminalBinaryTests {
    /// Runs `command` in bash with `environment`; standard output and error together.
    static func shell(_ command: String, environment extra: [String: String] = [:]) throws -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", command]
        var environment = ProcessInfo.processInfo.environment
        environment.merge(extra) { $1 }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    static func binary() throws -> String {
        try #require(BinaryRunner.trackerURL()).path
    }

    /// The pager runs on a terminal and not on a pipe; `script` gives the binary a pty of 10 rows.
    @Test func thePagerRunsOnlyOnATerminal() throws {
        let directory = TemporaryDirectory()
        let tracker = try Self.binary()
        let environment = ["TRACKER_DB": directory.file("t.db"), "TRACKER_NOW": "2026-11-29T09:00:00Z", "TZ": "UTC", "PAGER": "sed s/^/PAGED:/", "TERM": "xterm"]
        for day in 1...30 {
            _ = try BinaryRunner.run(["add", "--distance", "5", "--duration", "30m", "--date", "2026-10-\(String(format: "%02d", day))T08:00"], environment: environment)
        }
        let onTerminal = try Self.shell("script -qec 'stty rows 10 cols 80; \(tracker) list --all' /dev/null", environment: environment)
        #expect(onTerminal.text.contains("PAGED:30 activities"), "\(onTerminal.text)")
        let unpaged = try Self.shell("script -qec 'stty rows 10 cols 80; \(tracker) list --all --no-pager' /dev/null", environment: environment)
        #expect(!unpaged.text.contains("PAGED:") && unpaged.text.contains("30 activities"))
        let piped = try Self.shell("\(tracker) list | cat", environment: environment)
        #expect(!piped.text.contains("PAGED:") && !piped.text.contains("\u{1B}") && piped.text.contains("30 activities"))
        // The pager gets the colours (less -R shows them) unless NO_COLOR says otherwise.
        let coloured = try Self.shell("script -qec 'stty rows 10 cols 80; \(tracker) list --all' /dev/null", environment: environment.merging(["NO_COLOR": ""]) { $1 })
        #expect(coloured.text.contains("PAGED:\u{1B}[1mID"), "\(coloured.text)")
    }

    @Test func theManPageRendersWithoutWarnings() throws {
        let directory = TemporaryDirectory()
        let tracker = try Self.binary()
        let page = directory.file("tracker.1")
        let written = try Self.shell("\(tracker) manual > \(page)")
        #expect(written.status == 0)
        let groff = try Self.shell("groff -wall -man -Tutf8 \(page) > /dev/null")
        #expect(groff.status == 0 && groff.text.isEmpty, "\(groff.text)")
        let man = try Self.shell("MANWIDTH=80 man -l \(page)")
        #expect(man.status == 0)
        for text in ["tracker add", "--distance", "--graphics", "NO_COLOR", "EXIT STATUS"] {
            #expect(man.text.contains(text), "\(text)")
        }
    }

    @Test func makeInstallPutsEverythingWhereShellsLook() throws {
        let prefix = TemporaryDirectory()
        let tracker = try Self.binary()
        let root = ProjectScript.packageRoot.path
        let install = try Self.shell("make -s -C \(root) install PREFIX=\(prefix.path) BIN=\(tracker)")
        #expect(install.status == 0, "\(install.text)")
        for path in ["bin/tracker", "share/man/man1/tracker.1", "share/bash-completion/completions/tracker",
                     "share/zsh/site-functions/_tracker", "share/fish/vendor_completions.d/tracker.fish"] {
            #expect(FileManager.default.fileExists(atPath: prefix.file(path)), "\(path)")
        }
        // bash loads the installed script and completes a subcommand from it.
        let completion = try Self.shell("""
            source \(prefix.file("share/bash-completion/completions/tracker"))
            complete -p tracker && COMP_WORDS=(tracker wee) COMP_CWORD=1 && $(complete -p tracker | sed -E 's/.*-F ([^ ]+).*/\\1/') && echo "${COMPREPLY[@]}"
            """)
        #expect(completion.text.contains("weeks"), "\(completion.text)")
        let man = try Self.shell("MANPATH=\(prefix.file("share/man")) man -w tracker")
        #expect(man.text.hasPrefix(prefix.file("share/man")), "\(man.text)")
        let uninstall = try Self.shell("make -s -C \(root) uninstall PREFIX=\(prefix.path) BIN=\(tracker)")
        #expect(uninstall.status == 0)
        #expect(!FileManager.default.fileExists(atPath: prefix.file("bin/tracker")))
        #expect(!FileManager.default.fileExists(atPath: prefix.file("share/man/man1/tracker.1")))
    }
}
