import Foundation
import TrackerTestSupport

/// Runs one of the project's `scripts/` against the built binary and collects what it printed
/// (standard output and error together).
enum ProjectScript {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run(_ name: String, arguments: [String] = [], environment extra: [String: String] = [:]) throws -> (status: Int32, text: String) {
        guard let binary = BinaryRunner.trackerURL() else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "the tracker binary was not built"])
        }
        let process = Process()
        process.executableURL = packageRoot.appendingPathComponent("scripts/\(name)")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TRACKER_BIN"] = binary.path
        environment.merge(extra) { $1 }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
