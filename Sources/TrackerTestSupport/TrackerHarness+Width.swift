import Foundation

extension TrackerHarness {
    /// The lines of `arguments`' output, run on a terminal `columns` wide, that are wider than it
    /// (colours left out), each with its width: empty when everything fits.
    public func linesWiderThan(_ columns: Int, running arguments: [String]) -> [String] {
        let result = run(arguments, terminal: true, columns: columns)
        return (result.output + result.error).split(separator: "\n", omittingEmptySubsequences: false)
            .map { Self.displayWidth(String($0)) > columns ? "\(Self.displayWidth(String($0))): \($0)" : "" }
            .filter { !$0.isEmpty }
    }

    /// Columns a line takes on a terminal: its characters, escape sequences left out.
    public static func displayWidth(_ line: String) -> Int {
        line.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression).count
    }
}
