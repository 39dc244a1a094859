// The English names of months and weekdays, the one copy every output uses: fixed, with no
// locale, so that text and charts read the same on every machine.
extension LocalDay {
    /// `Jan` ... `Dec`.
    public static let monthAbbreviations = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    /// `Mon` ... `Sun`, in ISO order.
    public static let weekdayAbbreviations = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// `Nov`.
    public var monthAbbreviation: String { LocalDay.monthAbbreviations[month - 1] }

    /// `Sun`.
    public var weekdayAbbreviation: String { LocalDay.weekdayAbbreviations[isoWeekday - 1] }

    /// The month (1 to 12) whose abbreviation begins `text` in any case (`nov`, `NOV`,
    /// `November`), or `nil`.
    public static func month<S: StringProtocol>(named text: S) -> Int? {
        let prefix = text.prefix(3).lowercased()
        return monthAbbreviations.firstIndex { $0.lowercased() == prefix }.map { $0 + 1 }
    }
}
