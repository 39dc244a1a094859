import Foundation

/// A seeded mutation loop over one target: the same seed and budget give the same inputs.
public struct FuzzCampaign {
    public struct Report: Sendable {
        public var target: String
        public var seed: UInt64
        public var runs = 0
        public var seconds = 0.0
        /// Inputs kept because they showed a new signature.
        public var corpusSize = 0
        /// Distinct signatures seen (kinds of outcome).
        public var signatures = 0
        /// Inputs that broke an invariant, with what broke.
        public var violations: [(input: [UInt8], message: String)] = []
    }

    public let target: FuzzTarget
    public let seed: UInt64
    public var corpusLimit = 2000

    public init(target: FuzzTarget, seed: UInt64) {
        self.target = target
        self.seed = seed
    }

    /// Runs until `runs` inputs or `seconds` have passed, whichever comes first.
    /// - Parameter willRun: called with each input before it runs (the crash handler keeps it).
    public func run(runs: Int = .max, seconds: Double = .infinity, stopAtFirstViolation: Bool = false,
                    willRun: ([UInt8]) -> Void = { _ in }) -> Report {
        var mutator = Mutator(seed: seed, dictionary: target.dictionary, maximumLength: target.maximumLength)
        var corpus = target.seeds.isEmpty ? [[]] : target.seeds
        // Hashes, not the strings: a long run sees millions of signatures.
        var seen: Set<Int> = []
        var report = Report(target: target.name, seed: seed)
        let start = Date()
        var pending = corpus  // Seeds run first, unmutated.
        while report.runs < runs {
            if report.runs % 64 == 0 && Date().timeIntervalSince(start) >= seconds { break }
            let input: [UInt8]
            if !pending.isEmpty {
                input = pending.removeFirst()
            } else {
                let base = corpus[Int.random(in: 0..<corpus.count, using: &mutator.random)]
                let other = corpus[Int.random(in: 0..<corpus.count, using: &mutator.random)]
                input = mutator.mutate(base, other: other)
            }
            willRun(input)
            report.runs += 1
            do {
                let signature = try target.body(input)
                if seen.insert(signature.hashValue).inserted {
                    if corpus.count < corpusLimit {
                        corpus.append(input)
                    } else {
                        // Full: a new outcome replaces a random entry, seeds excepted.
                        let keep = target.seeds.count
                        if corpus.count > keep { corpus[Int.random(in: keep..<corpus.count, using: &mutator.random)] = input }
                    }
                }
            } catch let violation as FuzzViolation {
                report.violations.append((input, violation.message))
                if stopAtFirstViolation { break }
            } catch {
                report.violations.append((input, "unexpected error type: \(error)"))
                if stopAtFirstViolation { break }
            }
        }
        report.seconds = Date().timeIntervalSince(start)
        report.corpusSize = corpus.count
        report.signatures = seen.count
        return report
    }

    /// Shrinks `input` while `stillFails` holds: drops ever smaller chunks, then single bytes.
    public static func minimize(_ input: [UInt8], stillFails: ([UInt8]) -> Bool) -> [UInt8] {
        var best = input
        var chunk = max(1, best.count / 2)
        while chunk >= 1 {
            var offset = 0
            var shrunk = false
            while offset < best.count {
                var candidate = best
                candidate.removeSubrange(offset..<min(best.count, offset + chunk))
                if stillFails(candidate) {
                    best = candidate
                    shrunk = true
                } else {
                    offset += chunk
                }
            }
            if !shrunk { chunk /= 2 }
        }
        return best
    }
}
