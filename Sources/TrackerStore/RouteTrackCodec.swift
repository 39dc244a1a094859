import TrackerCore

/// A route signature's track as its BLOB (migration 0026): each point as two little-endian int32,
/// latitude then longitude, in 1e-7 degrees (`RouteSignature.unitsPerDegree`).
enum RouteTrackCodec {
    static func encode(_ track: [GeoPoint]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(track.count * 8)
        func append(_ degrees: Double) {
            let value = UInt32(bitPattern: Int32((degrees * RouteSignature.unitsPerDegree).rounded()))
            for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
        }
        for point in track {
            append(point.latitude)
            append(point.longitude)
        }
        return bytes
    }

    /// The track of `bytes`; `nil` when they are not whole points, fewer than two, or out of range.
    static func decode(_ bytes: [UInt8]) -> [GeoPoint]? {
        guard bytes.count % 8 == 0, bytes.count >= 16 else { return nil }
        func value(at offset: Int) -> Double {
            var raw: UInt32 = 0
            for byte in 0..<4 { raw |= UInt32(bytes[offset + byte]) << UInt32(8 * byte) }
            return Double(Int32(bitPattern: raw)) / RouteSignature.unitsPerDegree
        }
        var track: [GeoPoint] = []
        track.reserveCapacity(bytes.count / 8)
        for offset in stride(from: 0, to: bytes.count, by: 8) {
            let point = GeoPoint(latitude: value(at: offset), longitude: value(at: offset + 4))
            guard abs(point.latitude) <= 90, abs(point.longitude) <= 180 else { return nil }
            track.append(point)
        }
        return track
    }
}
