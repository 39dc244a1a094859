import TrackerCore

extension StreamCodec {
    /// The box round the positions `bytes` encode, read without decoding the stream: the other columns
    /// are stepped over and no array is made, for a map that frames many tracks before drawing a few.
    /// - Returns: `nil` when the stream has no positions.
    /// - Throws: `StreamError.corrupt` for bytes that end early or overflow, as `decode` would.
    public static func positionBounds(_ bytes: [UInt8]) throws -> (south: Double, west: Double, north: Double, east: Double)? {
        var reader = StreamByteReader(bytes)
        guard try reader.readByte() == version else { return try decodedBounds(bytes) }
        let count = try reader.readCount(of: "samples")
        let columnCount = try reader.readVarint()
        guard count > 0, columnCount >= 1, columnCount <= UInt64(StreamColumn.allCases.count + 1) else { return try decodedBounds(bytes) }
        var latitude: (low: Int64, high: Int64, digits: Int)?
        var longitude: (low: Int64, high: Int64, digits: Int)?
        for _ in 0..<Int(columnCount) {
            let tag = try reader.readByte()
            let digits = Int(try reader.readByte())
            let order = try reader.readByte()
            guard digits <= 9, order == 1 || order == 2 else { throw StreamError.corrupt("a column keeps \(digits) digits in order \(order)") }
            guard tag == StreamColumn.latitude.rawValue || tag == StreamColumn.longitude.rawValue else {
                try reader.skipVarints(count)
                continue
            }
            var value: Int64 = 0, step: Int64 = 0
            var low = Int64.max, high = Int64.min
            for _ in 0..<count {
                let delta = try reader.readSigned()
                if order == 2 { step = try sum(step, delta) }
                value = try sum(value, order == 2 ? step : delta)
                low = min(low, value)
                high = max(high, value)
            }
            if tag == StreamColumn.latitude.rawValue { latitude = (low, high, digits) } else { longitude = (low, high, digits) }
        }
        guard let latitude, let longitude else { return nil }
        let latitudeScale = power(latitude.digits), longitudeScale = power(longitude.digits)
        return (Double(latitude.low) / latitudeScale, Double(longitude.low) / longitudeScale,
                Double(latitude.high) / latitudeScale, Double(longitude.high) / longitudeScale)
    }

    /// The bounds by a full decode, for bytes the fast path does not read (which `decode` then judges).
    private static func decodedBounds(_ bytes: [UInt8]) throws -> (south: Double, west: Double, north: Double, east: Double)? {
        let stream = try decode(bytes)
        guard let latitude = stream.latitude, let longitude = stream.longitude,
              let south = latitude.min(), let north = latitude.max(), let west = longitude.min(), let east = longitude.max() else { return nil }
        return (south, west, north, east)
    }

    private static func sum(_ a: Int64, _ b: Int64) throws -> Int64 {
        let (result, overflow) = a.addingReportingOverflow(b)
        guard !overflow else { throw StreamError.corrupt("a value overflows") }
        return result
    }
}
