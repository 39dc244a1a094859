/// The contents of a time zone information file (TZif, RFC 8536) that a zone needs: its transitions,
/// its local time types, and the POSIX TZ footer that continues past the last transition. Every
/// count and index is checked against the bytes, so a truncated or hostile file throws.
struct TZif: Sendable, Hashable {
    /// Transition instants, strictly ascending.
    let transitionTimes: [Int64]
    /// For each transition, the index in `types` in force from it on.
    let transitionTypes: [UInt8]
    /// At least one; the first is in force before the first transition (RFC 8536 section 3.2).
    let types: [LocalTimeType]
    /// In force at and after the last transition (or always, without transitions); `nil` for a
    /// version 1 file or an empty footer.
    let footer: ZoneRule?

    /// Reads a TZif file of version 1 to 4; leap-second records are skipped (offsets are UT offsets).
    init(bytes: [UInt8]) throws(TZifError) {
        var reader = ByteReader(bytes)
        let first = try Header(&reader)
        guard first.version >= 2 else {
            (transitionTimes, transitionTypes, types) = try Self.dataBlock(&reader, first, timeSize: 4)
            footer = nil
            return
        }
        try reader.skip(first.dataSize(timeSize: 4))
        let second = try Header(&reader)
        (transitionTimes, transitionTypes, types) = try Self.dataBlock(&reader, second, timeSize: 8)
        footer = try Self.footer(&reader)
    }

    /// The one offset of a zone that never changes it, else `nil`.
    var fixedOffset: Int? {
        let offset = types[0].utcOffset
        for index in transitionTypes where types[Int(index)].utcOffset != offset { return nil }
        if let footer {
            if footer.standardOffset != offset || footer.daylight.map({ $0.offset != offset }) ?? false { return nil }
        }
        return offset
    }

    /// The local time type in force at the Unix instant `seconds`.
    func localTimeType(at seconds: Int64) -> LocalTimeType {
        guard let last = transitionTimes.last else { return footer?.localTimeType(at: seconds) ?? types[0] }
        if seconds >= last, let footer { return footer.localTimeType(at: seconds) }
        let count = transitionCount(atOrBefore: seconds)
        return count == 0 ? types[0] : types[Int(transitionTypes[count - 1])]
    }

    /// The first instant after `seconds` at which the UT offset changes, or `nil` when it never does.
    func nextTransition(after seconds: Int64) -> Int64? {
        var current = localTimeType(at: seconds).utcOffset
        var index = transitionCount(atOrBefore: seconds)
        while index < transitionTimes.count {
            let instant = transitionTimes[index]
            let offset = localTimeType(at: instant).utcOffset
            if offset != current { return instant }
            current = offset
            index += 1
        }
        return footer?.nextTransition(after: max(seconds, transitionTimes.last ?? seconds))
    }

    /// How many transitions happen at or before `seconds` (a binary search).
    private func transitionCount(atOrBefore seconds: Int64) -> Int {
        var low = 0
        var high = transitionTimes.count
        while low < high {
            let middle = (low + high) / 2
            if transitionTimes[middle] <= seconds { low = middle + 1 } else { high = middle }
        }
        return low
    }

    // MARK: - Reading

    private struct Header {
        let version: UInt8
        let isUTCount, isStandardCount, leapCount, timeCount, typeCount, characterCount: Int

        init(_ reader: inout ByteReader) throws(TZifError) {
            guard try reader.bytes(4) == Array("TZif".utf8) else { throw .badMagic }
            let versionByte = try reader.byte()
            switch versionByte {
            case 0: version = 1
            case UInt8(ascii: "2")...UInt8(ascii: "4"): version = versionByte - UInt8(ascii: "0")
            default: throw .unsupportedVersion(versionByte)
            }
            try reader.skip(15)
            isUTCount = Int(try reader.uint32())
            isStandardCount = Int(try reader.uint32())
            leapCount = Int(try reader.uint32())
            timeCount = Int(try reader.uint32())
            typeCount = Int(try reader.uint32())
            characterCount = Int(try reader.uint32())
            guard typeCount >= 1, typeCount <= 256 else { throw .invalidCount(name: "typecnt", value: typeCount) }
            guard isUTCount == 0 || isUTCount == typeCount else { throw .invalidCount(name: "isutcnt", value: isUTCount) }
            guard isStandardCount == 0 || isStandardCount == typeCount else {
                throw .invalidCount(name: "isstdcnt", value: isStandardCount)
            }
        }

        /// The bytes of the data block that follows this header.
        func dataSize(timeSize: Int) -> Int {
            timeCount * timeSize + timeCount + typeCount * 6 + characterCount + leapCount * (timeSize + 4)
                + isStandardCount + isUTCount
        }
    }

    private static func dataBlock(
        _ reader: inout ByteReader, _ header: Header, timeSize: Int
    ) throws(TZifError) -> ([Int64], [UInt8], [LocalTimeType]) {
        try reader.require(header.dataSize(timeSize: timeSize))
        var times: [Int64] = []
        times.reserveCapacity(header.timeCount)
        for index in 0..<header.timeCount {
            let time = timeSize == 8 ? Int64(bitPattern: try reader.uint64()) : Int64(Int32(bitPattern: try reader.uint32()))
            if let previous = times.last, time <= previous { throw .transitionsOutOfOrder(index: index) }
            times.append(time)
        }
        let indices = try reader.bytes(header.timeCount)
        for index in indices where Int(index) >= header.typeCount {
            throw .typeIndexOutOfRange(index: Int(index), typeCount: header.typeCount)
        }
        var types: [LocalTimeType] = []
        types.reserveCapacity(header.typeCount)
        for index in 0..<header.typeCount {
            let offset = Int(Int32(bitPattern: try reader.uint32()))
            let isDaylight = try reader.byte()
            let designationIndex = Int(try reader.byte())
            guard (-89_999...93_599).contains(offset), isDaylight <= 1, designationIndex < header.characterCount else {
                throw .invalidLocalTimeType(index: index)
            }
            types.append(LocalTimeType(utcOffset: offset, isDaylightSavingTime: isDaylight == 1))
        }
        // Designations, leap-second records and the indicators: not needed for UT offsets.
        try reader.skip(header.characterCount + header.leapCount * (timeSize + 4) + header.isStandardCount + header.isUTCount)
        return (times, indices, types)
    }

    private static func footer(_ reader: inout ByteReader) throws(TZifError) -> ZoneRule? {
        guard (try? reader.byte()) == UInt8(ascii: "\n") else { throw .invalidFooter("") }
        var text: [UInt8] = []
        while true {
            guard let byte = try? reader.byte() else { throw .invalidFooter(String(decoding: text, as: UTF8.self)) }
            if byte == UInt8(ascii: "\n") { break }
            text.append(byte)
        }
        if text.isEmpty { return nil }
        let string = String(decoding: text, as: UTF8.self)
        guard let rule = ZoneRule(parsing: string) else { throw .invalidFooter(string) }
        return rule
    }
}

/// Big-endian reads that throw instead of reading past the end.
private struct ByteReader {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func require(_ count: Int) throws(TZifError) {
        guard count >= 0, count <= bytes.count - index else {
            throw .truncated(needed: index + count, available: bytes.count)
        }
    }

    mutating func skip(_ count: Int) throws(TZifError) {
        try require(count)
        index += count
    }

    mutating func byte() throws(TZifError) -> UInt8 {
        try require(1)
        defer { index += 1 }
        return bytes[index]
    }

    mutating func bytes(_ count: Int) throws(TZifError) -> [UInt8] {
        try require(count)
        defer { index += count }
        return Array(bytes[index..<(index + count)])
    }

    mutating func uint32() throws(TZifError) -> UInt32 {
        try require(4)
        var value: UInt32 = 0
        for offset in 0..<4 { value = value << 8 | UInt32(bytes[index + offset]) }
        index += 4
        return value
    }

    mutating func uint64() throws(TZifError) -> UInt64 {
        UInt64(try uint32()) << 32 | UInt64(try uint32())
    }
}
