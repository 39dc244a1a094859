import Testing
import TrackerCore

@Suite struct ActivityIdentityTests {
    static let name = "0123456789abcdef0123456789abcdef"

    @Test func readsWhatItWrites() throws {
        let identity = ActivityIdentity(database: Self.name, id: 9_007_199_254_740_993)
        #expect(ActivityIdentity(parsing: identity.text) == identity)
        #expect(ActivityIdentity(parsing: Self.name.uppercased() + ":42") == ActivityIdentity(database: Self.name, id: 42))
    }

    @Test(arguments: [
        "", ":1", "0123456789abcdef0123456789abcdef", "0123456789abcdef0123456789abcdef:", "0123456789abcdef0123456789abcde:1",
        "0123456789abcdef0123456789abcdef0:1", "0123456789abcdeg0123456789abcdef:1", "0123456789abcdef0123456789abcdef:0",
        "0123456789abcdef0123456789abcdef:-1", "0123456789abcdef0123456789abcdef:1.5", "0123456789abcdef0123456789abcdef:9223372036854775808",
        "0123456789abcdef0123456789abcdef:1:2", "0123456789abcdef0123456789abcdef: 1",
    ])
    func refusesAnythingElse(text: String) {
        #expect(ActivityIdentity(parsing: text) == nil)
    }

    @Test func rowsOfOneDatabaseShareItsName() throws {
        let first = try #require(ActivityIdentity.parse(Self.name + ":1", sharing: nil))
        let second = try #require(ActivityIdentity.parse(Self.name + ":2", sharing: first))
        #expect(second == ActivityIdentity(database: Self.name, id: 2))
        let other = try #require(ActivityIdentity.parse("f" + Self.name.dropFirst() + ":3", sharing: first))
        #expect(other.database.hasPrefix("f") && other.id == 3)
    }
}
