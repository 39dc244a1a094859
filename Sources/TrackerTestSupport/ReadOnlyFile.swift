import Foundation

/// Makes a file read-only even for root, who ignores permission bits: with `chattr +i`
/// where the file system supports it.
public enum ReadOnlyFile {
    /// Whether `protect` can really stop writes here; tests that need it are skipped otherwise.
    public static let isEnforceable: Bool = {
        guard geteuid() == 0 else { return true }
        let directory = TemporaryDirectory()
        let path = directory.file("probe")
        _ = FileManager.default.createFile(atPath: path, contents: Data("x".utf8))
        guard chattr("+i", path) else { return false }
        defer { _ = chattr("-i", path) }
        return access(path, W_OK) != 0
    }()

    /// chmod 0400, plus the immutable flag when running as root. Returns an undo.
    public static func protect(_ path: String) -> () -> Void {
        chmod(path, 0o400)
        let immutable = geteuid() == 0 && chattr("+i", path)
        return { if immutable { _ = chattr("-i", path) } }
    }

    static func chattr(_ flag: String, _ path: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
