import Foundation
import Testing
import TrackerCore
import TrackerTestSupport
@testable import TrackerCLI

/// The one output step of chart, report and export: whole or nothing, then `Wrote PATH`.
@Suite struct OutputDestinationTests {
    func context(_ harness: TrackerHarness, io: CapturedIO) throws -> CommandContext {
        CommandContext(
            io: io, environment: harness.environment, clock: try Tracker.makeClock(environment: harness.environment),
            databasePath: harness.databasePath, unitsOverride: nil)
    }

    @Test func aFileIsWrittenWholeAndConfirmed() throws {
        let harness = TrackerHarness()
        let io = CapturedIO()
        let path = harness.directory.file("out.txt")
        let destination = try OutputDestination(path: path, context: context(harness, io: io))
        try destination.write(Array("hello".utf8), permissions: 0o600, context: context(harness, io: io)) { "TEXT, 5 bytes" }
        #expect(FileManager.default.contents(atPath: path) == Data("hello".utf8))
        #expect(io.output == "Wrote \(path) (TEXT, 5 bytes)\n")
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aFailedWriteLeavesNoFileAndNoConfirmation() throws {
        struct Failure: Error {}
        let harness = TrackerHarness()
        let io = CapturedIO()
        let path = harness.directory.file("out.txt")
        let destination = try OutputDestination(path: path, context: context(harness, io: io))
        #expect(throws: Failure.self) {
            try destination.write(permissions: nil, context: try context(harness, io: io), confirmation: { "never" }) { sink in
                try sink.write("half")
                throw Failure()
            }
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(io.standardOutput.isEmpty)
    }

    @Test func standardOutputGetsTheBytesWithoutAConfirmation() throws {
        let harness = TrackerHarness()
        let io = CapturedIO()
        let destination = try OutputDestination(path: nil, context: context(harness, io: io))
        try destination.write(Array("page".utf8), permissions: nil, context: context(harness, io: io)) { "HTML" }
        #expect(io.output == "page")
    }

    @Test func aTerminalIsRefusedWithTheWayAround() throws {
        let harness = TrackerHarness()
        let io = CapturedIO(terminal: true)
        let destination = try OutputDestination(path: nil, context: context(harness, io: io))
        #expect(destination.isTerminal)
        #expect(throws: UsageError.invalid("refusing to write a PNG to the terminal; use -o x.png")) {
            try destination.refuseTerminal("a PNG", instead: "use -o x.png")
        }
        let file = try OutputDestination(path: harness.directory.file("x.png"), context: context(harness, io: io))
        try file.refuseTerminal("a PNG", instead: "use -o x.png")
    }
}
