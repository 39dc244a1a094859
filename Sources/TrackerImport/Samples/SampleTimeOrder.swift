/// The one rule by which every reader (GPX, TCX, FIT) makes a file's sample times run forward.
///
/// Devices and apps now and then write a sample a little earlier than the one before it: Sports
/// Tracker writes each heart-rate reading as a track point at the last GPS fix with the reading's own
/// time, up to 5 minutes behind; a watch corrects its clock by a second. A sample at most
/// `largestStepBack` seconds earlier than the latest time before it takes that latest time, as a
/// sample without a time takes the time before it: it keeps its place in the file and its values,
/// and adds no duration. Sorting instead would move those copied positions back in time and zig-zag
/// the route (12.3 km of that Sports Tracker file became 36.6 km). A larger step back (a clock set
/// back by hours, two recordings pasted together) cannot be made to run forward without guessing
/// which part is right, so it refuses the file.
enum SampleTimeOrder {
    /// Seconds a sample may lie before the latest time before it and still be read.
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
        "\(Int((latest - time).rounded())) s back, more than the \(largestStepBackText) (\(Int(largestStepBack)) s) a sample may lie before the one it follows; the times run backwards, so the duration cannot be measured"
    }

    /// Each sample's time as read: the latest of its own and those before it, `first` before any
    /// (`nan` stands for a sample without a time, which takes the time before it).
    static func monotone(_ times: [Double], first: Double) -> [Double] {
        var latest = first
        return times.map { time in
            if time > latest { latest = time }
            return latest
        }
    }
}
