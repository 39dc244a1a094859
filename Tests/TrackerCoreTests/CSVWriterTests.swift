import Testing
@testable import TrackerCore

@Suite struct CSVWriterTests {
    /// "\r\n" is a single Character in Swift, equal to neither "\r" nor "\n": it must still be quoted.
    @Test(arguments: ["a\r\nb", "a\nb", "a\rb", "a,b", "a\"b"])
    func fieldsThatBreakARecordAreQuoted(_ text: String) {
        #expect(CSVWriter.field(text) == "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"")
    }

    @Test func plainFieldsAreLeftAlone() {
        #expect(CSVWriter.field("Morning loop 🏃") == "Morning loop 🏃")
    }
}
