/// The one rule by which every reader (GPX, TCX, FIT) puts a file's samples in time order.
///
/// Devices and apps now and then write a sample a little earlier than the one before it: a
/// heart-rate reading that arrives late, a clock corrected by GPS by a second. A sample at most
/// `largestStepBack` seconds earlier than the latest time before it is ordered: it moves to its
/// place in time (samples of one time keep their order in the file), and no sample or time is
/// dropped or changed. A larger step back (a clock set back by hours, two recordings pasted
/// together) cannot be put in order without guessing which part is right, so it refuses the file.
enum SampleTimeOrder {
    /// Seconds a sample may lie before the latest time before it and still be ordered.
    static let largestStepBack = 600.0

    /// `largestStepBack` as the messages say it.
    static let largestStepBackText = "10 minutes"

    /// Whether a sample at `time` may follow samples whose latest time is `latest` (Unix or FIT seconds).
    static func accepts(_ time: Double, after latest: Double?) -> Bool {
        guard let latest else { return true }
        return latest - time <= largestStepBack
    }

    /// Why a sample at `time` after samples up to `latest` refuses the file: the end of a message
    /// that names the step and the bound.
    static func refusal(_ time: Double, after latest: Double) -> String {
        "\(Int((latest - time).rounded())) s back, more than the \(largestStepBackText) (\(Int(largestStepBack)) s) by which tracker puts samples in time order; the times run backwards, so the duration cannot be measured"
    }

    /// The indices of `times` in time order, samples of one time in their order in `times`;
    /// `nil` when `times` is in order already (the common case costs one pass).
    static func order(of times: [Double]) -> [Int]? {
        guard zip(times, times.dropFirst()).contains(where: { $1 < $0 }) else { return nil }
        // Sorting by (time, index) is a stable sort by time.
        return times.indices.sorted { times[$0] != times[$1] ? times[$0] < times[$1] : $0 < $1 }
    }
}
