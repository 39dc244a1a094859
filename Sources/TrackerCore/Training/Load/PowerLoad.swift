/// Coggan's training stress score of one activity with its parts: normalized power, intensity
/// factor (NP / FTP) and `TSS = seconds x NP x IF / (FTP x 3600) x 100`, so an hour at FTP is 100.
public struct PowerLoad: Equatable, Sendable {
    public let normalizedPower: NormalizedPower
    public let functionalThresholdPower: Threshold
    /// NP / FTP.
    public var intensityFactor: Double { normalizedPower.watts / functionalThresholdPower.value }
    /// TSS.
    public var score: Double {
        normalizedPower.seconds * normalizedPower.watts * intensityFactor / (functionalThresholdPower.value * 3600) * 100
    }

    /// `nil` when the stream has no normalized power or FTP is not positive.
    public init?(_ stream: ActivityStream, ftp: Threshold) {
        guard ftp.value > 0, let normalized = NormalizedPower(stream) else { return nil }
        normalizedPower = normalized
        functionalThresholdPower = ftp
    }
}
