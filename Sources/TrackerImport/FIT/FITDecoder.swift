#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decodes the FIT binary format from a stream, message by message, in constant memory:
/// the file header (12 or 14 bytes, its CRC when set), definition messages (either byte
/// order, developer fields), normal and compressed-timestamp data messages, and the file
/// CRC; chained FIT files one after another. Only the messages tracker uses are kept.
///
/// Any inconsistency (a bad header, a data message without a definition, a record that
/// runs past the declared data, a short file, a CRC mismatch) throws an `ImportError`
/// with the byte offset, never traps.
/// See https://developer.garmin.com/fit/protocol/.
public final class FITDecoder {
    private let reader: Reader
    /// The file's size when known, so that a header claiming more data than the file holds
    /// is refused at once.
    private let totalBytes: Int?

    private struct FieldDefinition {
        var number: UInt8
        var size: Int
        /// The value meaning "no value" for this field's base type.
        var invalid: UInt64
    }

    /// The valid values of one data message's 1-, 2- and 4-byte fields by field number, reused
    /// from message to message (a dictionary per message was most of a FIT import's time).
    private struct FieldValues {
        private var values = [UInt64](repeating: 0, count: 256)
        private var present = [Bool](repeating: false, count: 256)
        private var touched: [UInt8] = []

        subscript(number: UInt8) -> UInt64? {
            present[Int(number)] ? values[Int(number)] : nil
        }

        mutating func set(_ value: UInt64, for number: UInt8) {
            values[Int(number)] = value
            if !present[Int(number)] {
                present[Int(number)] = true
                touched.append(number)
            }
        }

        mutating func clear() {
            for number in touched { present[Int(number)] = false }
            touched.removeAll(keepingCapacity: true)
        }

        /// A signed field's value.
        func signed(_ number: UInt8, size: Int = 4) -> Int64? {
            guard let raw = self[number] else { return nil }
            switch size {
            case 1: return Int64(Int8(truncatingIfNeeded: raw))
            case 2: return Int64(Int16(truncatingIfNeeded: raw))
            default: return Int64(Int32(truncatingIfNeeded: raw))
            }
        }
    }

    private struct Definition {
        var global: UInt16
        var bigEndian: Bool
        var fields: [FieldDefinition]
        var developerBytes: Int
    }

    /// A decoder of `stream`; pass `totalBytes` when the size is known (a plain file).
    public init(stream: ByteStream, totalBytes: Int? = nil) {
        reader = Reader(stream: stream)
        self.totalBytes = totalBytes
    }

    /// Decodes the whole stream.
    /// - Throws: `ImportError` at the byte offset of the first problem.
    public func decode() throws -> FITFile {
        var file = FITFile()
        repeat {
            try decodeOneFile(into: &file)
            file.chainedFiles += 1
        } while try !reader.atEnd()
        return file
    }

    // MARK: - One file

    private func decodeOneFile(into file: inout FITFile) throws {
        let headerStart = reader.offset
        reader.crc = 0
        let headerSize = Int(try reader.byte("the file header"))
        guard headerSize == 12 || headerSize == 14 else {
            let what = headerStart == 0 ? "is this a FIT file?" : "a corrupt header after the FIT file that ends at byte \(headerStart)"
            throw ImportError(.byte(headerStart), "header size \(headerSize); a FIT header is 12 or 14 bytes (\(what))")
        }
        _ = try reader.byte("the file header")  // protocol version
        _ = try reader.uint(2, bigEndian: false, "the file header")  // profile version
        let dataSize = Int(try reader.uint(4, bigEndian: false, "the file header"))
        let signature = try reader.bytes(4, "the file header")
        guard signature == Array(".FIT".utf8) else {
            let what = headerStart == 0 ? "not a FIT file" : "a corrupt header after the FIT file that ends here"
            throw ImportError(.byte(headerStart), "no '.FIT' signature in the header: \(what)")
        }
        if headerSize == 14 {
            let computed = reader.crc
            let stored = UInt16(try reader.uint(2, bigEndian: false, "the file header"))
            if stored != 0 && stored != computed {
                throw ImportError(.byte(headerStart + 12), String(printf: "header CRC is 0x%04X but the header's bytes give 0x%04X (a corrupt file)", stored, computed))
            }
        }
        guard dataSize > 0 else { throw ImportError(.byte(headerStart + 4), "the header declares no data") }
        if let totalBytes, dataSize > totalBytes - reader.offset - 2 {
            throw ImportError(.byte(headerStart + 4), "the header declares \(dataSize) data bytes but the file holds only \(max(0, totalBytes - reader.offset - 2)) after it (truncated or corrupt)")
        }
        let dataEnd = reader.offset + dataSize
        reader.context = "the data declared by the header (\(dataSize) bytes, to byte \(dataEnd))"
        var definitions: [Int: Definition] = [:]
        var lastTimestamp: UInt32 = 0
        var activityTimestamp: UInt32?
        var localTimestamp: UInt32?
        var values = FieldValues()
        var timerStopped = false

        while reader.offset < dataEnd {
            let recordStart = reader.offset
            let header = try reader.byte("a record header")
            if header & 0x40 != 0 && header & 0x80 == 0 {
                definitions[Int(header & 0x0F)] = try readDefinition(developer: header & 0x20 != 0, at: recordStart)
            } else {
                let local = header & 0x80 != 0 ? Int((header >> 5) & 0x03) : Int(header & 0x0F)
                guard let definition = definitions[local] else {
                    throw ImportError(.byte(recordStart), "a data message for local type \(local), which has no definition (a corrupt file)")
                }
                if header & 0x80 != 0 {
                    // A compressed timestamp: 5 bits of offset from the last full timestamp.
                    let offset = UInt32(header & 0x1F)
                    var timestamp = (lastTimestamp & ~UInt32(0x1F)) + offset
                    if offset < lastTimestamp & 0x1F { timestamp &+= 0x20 }
                    lastTimestamp = timestamp
                }
                try readData(definition, into: &values)
                defer { values.clear() }
                if let timestamp = values[253] { lastTimestamp = UInt32(truncatingIfNeeded: timestamp) }
                if header & 0x80 != 0 || values[253] != nil { file.lastTimestamp = lastTimestamp }
                switch definition.global {
                case 0:
                    file.fileType = values[0].map { UInt8(truncatingIfNeeded: $0) }
                case 12:
                    // The `sport` message names the sport before any session does: what a file
                    // without a session is rebuilt as.
                    if file.sport == nil {
                        file.sport = values[0].map { UInt8(truncatingIfNeeded: $0) }
                        file.subSport = values[1].map { UInt8(truncatingIfNeeded: $0) }
                    }
                case 18:
                    file.sessions.append(FITFile.Session(
                        startTime: values[2].map { UInt32(truncatingIfNeeded: $0) },
                        sport: values[5].map { UInt8(truncatingIfNeeded: $0) },
                        subSport: values[6].map { UInt8(truncatingIfNeeded: $0) },
                        totalElapsedTime: values[7].map { Double($0) / 1000 },
                        totalTimerTime: values[8].map { Double($0) / 1000 },
                        totalDistance: values[9].map { Double($0) / 100 },
                        totalAscent: values[22].map { Double($0) }))
                case 19:
                    file.laps.append(FITFile.Lap(
                        startTime: values[2].map { UInt32(truncatingIfNeeded: $0) },
                        totalElapsedTime: values[7].map { Double($0) / 1000 },
                        totalDistance: values[9].map { Double($0) / 100 },
                        averageHeartRate: values[15].map { Double($0) },
                        maxHeartRate: values[16].map { Double($0) },
                        averageCadence: values[17].map { Double($0) },
                        averagePower: values[19].map { Double($0) }))
                case 20:
                    file.records.append(Self.record(values, timestamp: lastTimestamp))
                case 21 where values[0] == 0:
                    // Timer events: 0 start; 1 stop, 4 stop all (and 8, 9 the same for disabled timers).
                    switch values[1] {
                    case 0?:
                        if timerStopped { file.timerResumes.append(lastTimestamp) }
                        timerStopped = false
                    case 1?, 4?, 8?, 9?:
                        timerStopped = true
                    default:
                        break
                    }
                case 34:
                    activityTimestamp = values[253].map { UInt32(truncatingIfNeeded: $0) }
                    localTimestamp = values[5].map { UInt32(truncatingIfNeeded: $0) }
                default:
                    break
                }
            }
            if reader.offset > dataEnd {
                throw ImportError(.byte(recordStart), "a record runs past the end of the data declared in the header (byte \(dataEnd))")
            }
        }
        let computed = reader.crc
        reader.context = "the file CRC"
        let stored = UInt16(try reader.uint(2, bigEndian: false, "the file CRC"))
        guard stored == computed else {
            throw ImportError(.byte(dataEnd), String(printf: "file CRC is 0x%04X but the data gives 0x%04X (a corrupt file)", stored, computed))
        }
        if let activityTimestamp, let localTimestamp, file.utcOffset == nil {
            // Local time zones are whole quarter hours; round away clock drift.
            let offset = (Int(localTimestamp) - Int(activityTimestamp))
            let rounded = Int((Double(offset) / 900).rounded()) * 900
            if abs(rounded) <= 50_400 { file.utcOffset = rounded }
        }
    }

    private func readDefinition(developer: Bool, at start: Int) throws -> Definition {
        _ = try reader.byte("a definition message")  // reserved
        let architecture = try reader.byte("a definition message")
        guard architecture <= 1 else {
            throw ImportError(.byte(start + 2), "architecture \(architecture) in a definition message; FIT allows 0 (little-endian) or 1 (big-endian)")
        }
        let bigEndian = architecture == 1
        let global = UInt16(try reader.uint(2, bigEndian: bigEndian, "a definition message"))
        let count = Int(try reader.byte("a definition message"))
        var fields: [FieldDefinition] = []
        fields.reserveCapacity(count)
        for _ in 0..<count {
            let field = try reader.bytes(3, "a field definition")
            guard field[1] > 0 else {
                throw ImportError(.byte(reader.offset - 2), "field \(field[0]) of message \(global) has size 0")
            }
            fields.append(FieldDefinition(number: field[0], size: Int(field[1]), invalid: Self.invalidValue(baseType: field[2], size: Int(field[1]))))
        }
        var developerBytes = 0
        if developer {
            let developerCount = Int(try reader.byte("a developer field definition"))
            for _ in 0..<developerCount {
                developerBytes += Int(try reader.bytes(3, "a developer field definition")[1])
            }
        }
        return Definition(global: global, bigEndian: bigEndian, fields: fields, developerBytes: developerBytes)
    }

    /// Reads one data message into `values`: the valid raw values of the fields that are 1, 2 or
    /// 4 bytes long (the ones tracker reads), by field number.
    private func readData(_ definition: Definition, into values: inout FieldValues) throws {
        for field in definition.fields {
            switch field.size {
            case 1, 2, 4:
                let value = try reader.uint(field.size, bigEndian: definition.bigEndian, "a data message")
                if value != field.invalid { values.set(value, for: field.number) }
            default:
                try reader.skip(field.size, "a data message")
            }
        }
        try reader.skip(definition.developerBytes, "the developer fields of a data message")
    }

    /// The "no value" of a FIT base type (the low five bits of its byte): all ones for unsigned
    /// types, the largest positive number for signed ones, zero for the `z` types.
    /// See the FIT SDK's base type table.
    private static func invalidValue(baseType: UInt8, size: Int) -> UInt64 {
        let allOnes: UInt64 = size >= 8 ? .max : (1 << UInt64(8 * size)) - 1
        switch baseType & 0x1F {
        case 1, 3, 5, 14: return allOnes >> 1  // sint8, sint16, sint32, sint64
        case 10, 11, 12, 16: return 0  // uint8z, uint16z, uint32z, uint64z
        default: return allOnes
        }
    }

    /// A `record` message's sample in SI units: positions from semicircles, altitude with its
    /// scale 5 and offset 500, distance in centimetres, speed in millimetres per second.
    private static func record(_ values: FieldValues, timestamp: UInt32) -> FITFile.Record {
        let degreesPerSemicircle = 180.0 / 2_147_483_648.0
        let altitude = values[78] ?? values[2]
        return FITFile.Record(
            timestamp: timestamp,
            latitude: values.signed(0).map { Double($0) * degreesPerSemicircle },
            longitude: values.signed(1).map { Double($0) * degreesPerSemicircle },
            elevation: altitude.map { Double($0) / 5 - 500 },
            distance: values[5].map { Double($0) / 100 },
            heartRate: values[3].map { Double($0) },
            cadence: values[4].map { Double($0) },
            power: values[7].map { Double($0) },
            speed: (values[73] ?? values[6]).map { Double($0) / 1000 })
    }

    // MARK: - Bytes

    /// Buffered reading that keeps the offset and the running CRC.
    private final class Reader {
        let stream: ByteStream
        private var buffer = [UInt8](repeating: 0, count: 65_536)
        private var position = 0
        private var count = 0
        private var ended = false
        var offset = 0
        var crc: UInt16 = 0
        /// What the bytes being read belong to, for truncation messages.
        var context = "the file header"

        init(stream: ByteStream) {
            self.stream = stream
        }

        func atEnd() throws -> Bool {
            if position == count { try refill() }
            return position == count
        }

        func byte(_ what: String) throws -> UInt8 {
            if position == count {
                try refill()
                guard position < count else {
                    throw ImportError(.byte(offset), "the file ends inside \(what), within \(context) (a truncated file)")
                }
            }
            let value = buffer[position]
            position += 1
            offset += 1
            crc = FITCRC.update(crc, value)
            return value
        }

        func bytes(_ length: Int, _ what: String) throws -> [UInt8] {
            var result: [UInt8] = []
            result.reserveCapacity(length)
            for _ in 0..<length { result.append(try byte(what)) }
            return result
        }

        func skip(_ length: Int, _ what: String) throws {
            for _ in 0..<length { _ = try byte(what) }
        }

        func uint(_ length: Int, bigEndian: Bool, _ what: String) throws -> UInt64 {
            var value: UInt64 = 0
            for index in 0..<length {
                let next = UInt64(try byte(what))
                value = bigEndian ? value << 8 | next : value | next << (8 * UInt64(index))
            }
            return value
        }

        private func refill() throws {
            guard !ended else { return }
            count = try buffer.withUnsafeMutableBytes { try stream.read(into: $0) }
            position = 0
            if count == 0 { ended = true }
        }
    }
}
