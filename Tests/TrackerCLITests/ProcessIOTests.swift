import Foundation
import Testing
@testable import TrackerCLI

@Suite struct ProcessIOTests {
    /// Read from `environ` directly, the environment is the one ProcessInfo reads.
    @Test func environmentIsProcessInfos() {
        #expect(ProcessIO.environment == ProcessInfo.processInfo.environment)
        #expect(!ProcessIO.environment.isEmpty)
    }

    /// Columns are cut or filled to a width in UTF-16 units, as Foundation's padding did it.
    @Test(arguments: ["", "run", "Weekly average", "Mood and load", "Laufen 🏃", "é", "e\u{301}", "👩‍👩‍👧"])
    func paddedWithSpaces(_ text: String) {
        for width in [0, 1, 3, 8, 14, 20] {
            #expect(text.paddedWithSpaces(to: width) == text.padding(toLength: width, withPad: " ", startingAt: 0), "'\(text)' to \(width)")
        }
    }
}
