import TrackerRandom

/// Derives new inputs from old ones with the byte-level mutations libFuzzer uses: bit flips,
/// interesting bytes and numbers, insertions, deletions, duplicated ranges, dictionary
/// tokens and splices of two inputs.
public struct Mutator {
    public var random: SeededRandom
    /// Tokens of the input format (`<trkpt`, `,`, `km`): they let mutations reach past the
    /// first syntax check.
    public var dictionary: [[UInt8]]
    public var maximumLength: Int

    public init(seed: UInt64, dictionary: [String] = [], maximumLength: Int = 4096) {
        random = SeededRandom(seed: seed)
        self.dictionary = dictionary.map { Array($0.utf8) }
        self.maximumLength = maximumLength
    }

    static let interestingBytes: [UInt8] = [0, 1, 0x7F, 0x80, 0xFF, 0x0A, 0x0D, 0x22, 0x2C, 0x3A, 0x2E, 0x2D, 0x2B, 0x3C, 0x3E, 0x26, 0x20, 0x09, 0x30, 0x39, 0xC0, 0xE2]
    static let interestingNumbers = ["0", "-1", "1e308", "nan", "inf", "99999999999999999999", "4294967296", "9223372036854775808", "0.0000001", "00", "60", "24", "-0", "1.", ".5", "18446744073709551615"]

    /// One to four stacked mutations of `input`; `other` is a second corpus entry for splicing.
    public mutating func mutate(_ input: [UInt8], other: [UInt8]) -> [UInt8] {
        var data = input
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            mutateOnce(&data, other: other)
        }
        if data.count > maximumLength { data.removeLast(data.count - maximumLength) }
        return data
    }

    private mutating func position(in data: [UInt8], insert: Bool = false) -> Int {
        let upper = insert ? data.count : data.count - 1
        return upper <= 0 ? 0 : Int.random(in: 0...upper, using: &random)
    }

    private mutating func mutateOnce(_ data: inout [UInt8], other: [UInt8]) {
        switch Int.random(in: 0..<11, using: &random) {
        case 0 where !data.isEmpty:
            data[position(in: data)] ^= 1 << UInt8.random(in: 0...7, using: &random)
        case 1 where !data.isEmpty:
            data[position(in: data)] = Self.interestingBytes.randomElement(using: &random) ?? 0
        case 2:
            data.insert(UInt8.random(in: 0...255, using: &random), at: position(in: data, insert: true))
        case 3 where !data.isEmpty:
            let start = position(in: data)
            let length = Int.random(in: 1...max(1, min(16, data.count - start)), using: &random)
            data.removeSubrange(start..<min(data.count, start + length))
        case 4 where !data.isEmpty:
            // Repeat a range: long lines, deep nesting, many records.
            let start = position(in: data)
            let length = Int.random(in: 1...max(1, min(64, data.count - start)), using: &random)
            let chunk = Array(data[start..<min(data.count, start + length)])
            let times = Int.random(in: 1...8, using: &random)
            data.insert(contentsOf: Array([[UInt8]](repeating: chunk, count: times).joined()), at: position(in: data, insert: true))
        case 5 where !dictionary.isEmpty, 6 where !dictionary.isEmpty:
            let token = dictionary.randomElement(using: &random) ?? []
            if Bool.random(using: &random) || data.count < token.count {
                data.insert(contentsOf: token, at: position(in: data, insert: true))
            } else {
                let start = position(in: data)
                data.replaceSubrange(start..<min(data.count, start + token.count), with: token)
            }
        case 7:
            replaceNumber(&data)
        case 8 where !other.isEmpty:
            let cut = position(in: data, insert: true)
            let from = Int.random(in: 0..<other.count, using: &random)
            data = Array(data[..<cut]) + Array(other[from...])
        case 9 where data.count > 1:
            data.removeLast(Int.random(in: 1..<data.count, using: &random))
        default:
            data.insert(Self.interestingBytes.randomElement(using: &random) ?? 0, at: position(in: data, insert: true))
        }
    }

    /// Replaces a run of digits (or inserts at random) with a boundary number.
    private mutating func replaceNumber(_ data: inout [UInt8]) {
        let number = Array((Self.interestingNumbers.randomElement(using: &random) ?? "0").utf8)
        let digits = data.indices.filter { (0x30...0x39).contains(data[$0]) }
        guard let start = digits.randomElement(using: &random) else {
            data.insert(contentsOf: number, at: position(in: data, insert: true))
            return
        }
        var end = start
        while end < data.count && ((0x30...0x39).contains(data[end]) || data[end] == 0x2E) { end += 1 }
        data.replaceSubrange(start..<end, with: number)
    }
}
