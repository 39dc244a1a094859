import Testing
@testable import TrackerCore

/// `add -t` and an import read a sport's name the same way.
@Suite struct ActivityTypeNamesTypedTests {
    @Test(arguments: ActivityTypeNames.withoutType + ["Pilates", "Yoga", "Weight Training", "Crossfit", "Kitesurf"])
    func aTypedNameIsWhatAnImportReads(_ name: String) {
        // An import reads a name it does not know as other.
        let imported = ActivityTypeNames.type(named: name) ?? .other
        #expect(ActivityTypeNames.type(typed: name) == imported, "\(name)")
    }
}
