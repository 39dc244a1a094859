/// A time zone read from the system's zone database (/usr/share/zoneinfo, TZif files of RFC 8536)
/// without Foundation's `TimeZone`, whose named zones need ICU: the UT offset at an instant, the
/// next change, and the instants of a local wall-clock time.
///
/// Identifiers: a zone database name (`Europe/Lisbon`); `UTC`, `GMT`, `Etc/UTC` and `Etc/GMT`, offset
/// 0 without reading a file; `GMT+hhmm` or `GMT-hhmm` (`GMT+hhmmss` for an offset with seconds), the
/// form `init(secondsFromGMT:)` names a fixed offset with (`GMT` for 0), also read from the other
/// forms Foundation accepts (`GMT+1`, `UTC+01:00`: east of UTC, as Foundation reads them); and, when
/// no file has the name, a POSIX TZ string such as `EST5EDT,M3.2.0,M11.1.0` or `<+13>-13` (offsets
/// west of UTC, as glibc reads the TZ variable). Two zones are equal when their identifiers and rules are.
public struct Zone: Sendable, Hashable {
    /// The name the zone was made from (see the type's summary for the forms).
    public let identifier: String
    /// The one offset when the zone never changes it, else `nil`.
    public let fixedOffset: Int?
    private let rules: Rules

    private enum Rules: Sendable, Hashable {
        case fixed
        case posix(ZoneRule)
        case file(TZif)
    }

    /// Coordinated Universal Time, identifier `UTC`.
    public static let utc = Zone(identifier: "UTC", fixedOffset: 0, rules: .fixed)

    private init(identifier: String, fixedOffset: Int?, rules: Rules) {
        self.identifier = identifier
        self.fixedOffset = fixedOffset
        self.rules = rules
    }

    /// A zone `seconds` east of UTC for all time, named `GMT+hhmm` (`GMT` for 0); `nil` beyond ±18 hours.
    public init?(secondsFromGMT seconds: Int) {
        guard Self.isAcceptedOffset(seconds) else { return nil }
        self.init(identifier: Self.fixedIdentifier(seconds), fixedOffset: seconds, rules: .fixed)
    }

    /// The zone parsed from the bytes of a TZif file, under the name `identifier`.
    ///
    /// - Throws: `TZifError` when the bytes are not a valid TZif file of version 1 to 4 or its footer
    ///   is not a POSIX TZ string, or an offset in it is beyond ±18 hours.
    public init(contentsOf tzif: [UInt8], identifier: String) throws {
        let file = try TZif(bytes: tzif)
        guard file.types.allSatisfy({ Self.isAcceptedOffset($0.utcOffset) }), file.footer.map(Self.hasAcceptedOffsets) ?? true else {
            throw TZifError.offsetOutOfRange
        }
        self.init(identifier: identifier, fixedOffset: file.fixedOffset, rules: .file(file))
    }

    /// The zone a POSIX TZ string states, or `nil` when `text` is not one or states an offset beyond ±18 hours.
    init?(posixRule text: String) {
        guard let rule = ZoneRule(parsing: text), Self.hasAcceptedOffsets(rule) else { return nil }
        self.init(identifier: text, fixedOffset: rule.daylight == nil ? rule.standardOffset : nil, rules: .posix(rule))
    }

    /// Offsets tracker keeps: within ±18 hours, as every zone of the database and the stored
    /// activities' own offsets are (a TZif file or TZ string may state up to about ±25).
    static func isAcceptedOffset(_ seconds: Int) -> Bool { abs(seconds) <= 18 * 3600 }

    private static func hasAcceptedOffsets(_ rule: ZoneRule) -> Bool {
        isAcceptedOffset(rule.standardOffset) && (rule.daylight.map { isAcceptedOffset($0.offset) } ?? true)
    }

    // MARK: - Offsets

    /// The UT offset, in seconds east, in force at the Unix instant `seconds`.
    public func secondsFromGMT(at seconds: Int64) -> Int {
        if let fixedOffset { return fixedOffset }
        return localTimeType(at: seconds).utcOffset
    }

    /// Whether the local time in force at the Unix instant `seconds` is daylight saving time, as the
    /// zone database marks it (Europe/Dublin's winter time is its daylight saving time there).
    public func isDaylightSavingTime(at seconds: Int64) -> Bool {
        localTimeType(at: seconds).isDaylightSavingTime
    }

    /// The first instant after `seconds` at which the UT offset changes (a change of name or of the
    /// daylight saving flag alone is not one), or `nil` when it never changes again. Past the file's
    /// last transition the footer's rule gives the changes.
    public func nextTransition(after seconds: Int64) -> Int64? {
        switch rules {
        case .fixed: nil
        case .posix(let rule): rule.nextTransition(after: seconds)
        case .file(let file): file.nextTransition(after: seconds)
        }
    }

    private func localTimeType(at seconds: Int64) -> LocalTimeType {
        switch rules {
        case .fixed: LocalTimeType(utcOffset: fixedOffset ?? 0, isDaylightSavingTime: false)
        case .posix(let rule): rule.localTimeType(at: seconds)
        case .file(let file): file.localTimeType(at: seconds)
        }
    }

    // MARK: - Local times

    /// The instants of a local wall-clock time, given as days since 1970 * 86400 + seconds of the
    /// day (as if it were UTC): one, two when the clocks were set back over it, or none when they
    /// jumped over it (see `LocalResolution.skipped(after:)`).
    /// Local times beyond about ±35 million years from 1970 are read with the offset in force there,
    /// and saturate at the ends of `Int64`.
    public func resolve(localSeconds local: Int64) -> LocalResolution {
        let limit: Int64 = 1 << 50
        guard fixedOffset == nil, (-limit...limit).contains(local) else {
            let (instant, overflow) = local.subtractingReportingOverflow(Int64(secondsFromGMT(at: local)))
            return .unique(overflow ? (local < 0 ? .min : .max) : instant)
        }
        // Offsets lie within ±18 hours (64,800 s), so every instant the local time can be lies in
        // this window; walk its pieces of constant offset.
        let reach: Int64 = 100_000
        var pieceStart = local - reach
        var offset = Int64(secondsFromGMT(at: pieceStart))
        var first: Int64?
        var skippedAfter: Int64?
        while pieceStart <= local + reach {
            let pieceEnd = nextTransition(after: pieceStart)
            let candidate = local - offset
            if candidate >= pieceStart, pieceEnd.map({ candidate < $0 }) ?? true {
                if let earlier = first { return .repeated(first: earlier, second: candidate) }
                first = candidate
            }
            guard let pieceEnd else { break }
            let nextOffset = Int64(secondsFromGMT(at: pieceEnd))
            if skippedAfter == nil, candidate >= pieceEnd, local - nextOffset < pieceEnd { skippedAfter = candidate }
            pieceStart = pieceEnd
            offset = nextOffset
        }
        if let first { return .unique(first) }
        return .skipped(after: skippedAfter ?? local - Int64(secondsFromGMT(at: local)))
    }

    // MARK: - Names

    /// The same rules under another name.
    func renamed(_ name: String) -> Zone {
        Zone(identifier: name, fixedOffset: fixedOffset, rules: rules)
    }

    /// `GMT`, `GMT+hhmm`, or `GMT+hhmmss` when the offset has seconds.
    private static func fixedIdentifier(_ seconds: Int) -> String {
        guard seconds != 0 else { return "GMT" }
        let magnitude = abs(seconds)
        var name = (seconds < 0 ? "GMT-" : "GMT+") + ISO8601.twoDigits(magnitude / 3600) + ISO8601.twoDigits(magnitude / 60 % 60)
        if magnitude % 60 != 0 { name += ISO8601.twoDigits(magnitude % 60) }
        return name
    }

    /// The offset east of UTC that `GMT` or `UTC`, a sign and `h`, `hh`, `hh:mm`, `hhmm` or `hhmmss`
    /// state, as Foundation's `TimeZone(identifier:)` reads them (`UTC+1` is an hour east, unlike the
    /// POSIX reading of the same text); `nil` for any other text.
    static func fixedOffset(named identifier: String) -> Int? {
        let bytes = Array(identifier.utf8)
        guard bytes.count >= 5, bytes.starts(with: Array("GMT".utf8)) || bytes.starts(with: Array("UTC".utf8)),
              bytes[3] == UInt8(ascii: "+") || bytes[3] == UInt8(ascii: "-") else { return nil }
        var fields: [Int] = []
        var digits = 0
        for byte in bytes[4...] {
            if byte == UInt8(ascii: ":") {
                guard fields.count == 1, (1...2).contains(digits) else { return nil }
                fields.append(0)
                digits = 0
                continue
            }
            // Six digits at most (`hhmmss`): more is no offset, and could overflow.
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 6 else { return nil }
            if fields.isEmpty { fields.append(0) }
            fields[fields.count - 1] = fields[fields.count - 1] * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        let magnitude: Int
        if fields.count == 2 {  // h[h]:mm
            guard digits == 2, fields[1] < 60 else { return nil }
            magnitude = fields[0] * 3600 + fields[1] * 60
        } else {
            let value = fields.first ?? 0
            switch digits {
            case 1, 2: magnitude = value * 3600
            case 4 where value % 100 < 60: magnitude = value / 100 * 3600 + value % 100 * 60
            case 6 where value % 100 < 60 && value / 100 % 100 < 60:
                magnitude = value / 10_000 * 3600 + value / 100 % 100 * 60 + value % 100
            default: return nil
            }
        }
        return bytes[3] == UInt8(ascii: "-") ? -magnitude : magnitude
    }
}
