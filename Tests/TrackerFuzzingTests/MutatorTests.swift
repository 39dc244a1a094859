import Testing
@testable import TrackerFuzzing

@Suite struct MutatorTests {
    @Test func sameSeedGivesTheSameInputs() {
        var first = Mutator(seed: 42, dictionary: ["km"])
        var second = Mutator(seed: 42, dictionary: ["km"])
        let base = Array("5.2km".utf8)
        for _ in 0..<200 {
            #expect(first.mutate(base, other: base) == second.mutate(base, other: base))
        }
    }

    @Test func mutationsStayWithinTheLengthLimit() {
        var mutator = Mutator(seed: 7, maximumLength: 32)
        var input = Array("2026-11-29T07:30".utf8)
        for _ in 0..<2000 {
            input = mutator.mutate(input, other: input)
            #expect(input.count <= 32)
        }
    }

    @Test func minimizeKeepsOnlyWhatTheFailureNeeds() {
        let input = Array("aaaaXbbbbbYcccc".utf8)
        let minimal = FuzzCampaign.minimize(input) { $0.contains(UInt8(ascii: "X")) && $0.contains(UInt8(ascii: "Y")) }
        #expect(minimal == Array("XY".utf8))
    }
}
