import Foundation

/// Runs the built `tracker` executable as a child process, for end-to-end tests.
public enum BinaryRunner {
    /// The `tracker` binary next to the test bundle, else in the package's `.build/debug`.
    public static func trackerURL(file: StaticString = #filePath) -> URL? {
        let candidates: [URL] = [
            Bundle.main.executableURL?.deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ].compactMap { $0 }.map { $0.appendingPathComponent("tracker") }
        let packageRoot = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let fallback = packageRoot.appendingPathComponent(".build/debug/tracker")
        return (candidates + [fallback]).first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `tracker` with `arguments` and exactly `environment`, feeding `input` on stdin.
    public static func run(_ arguments: [String], environment: [String: String], input: Data? = nil) throws -> CommandResult {
        guard let url = trackerURL() else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "the tracker binary was not built"])
        }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.environment = environment
        let output = Pipe(), error = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(input) }
        try? stdin.fileHandleForWriting.close()
        // Read both pipes before waiting, so a large output cannot fill a pipe and block.
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        DispatchQueue.global().async(group: group) { errorData = error.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return CommandResult(status: process.terminationStatus, standardOutput: Array(outputData), standardError: Array(errorData))
    }
}
