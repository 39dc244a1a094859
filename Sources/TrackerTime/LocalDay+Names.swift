// The English names of months and weekdays, the one copy every output uses: fixed, with no
// locale, so that text and charts read the same on every machine.
extension LocalDay {
    /// `Jan` ... `Dec`.
    public static let monthAbbreviations = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    /// `January` ... `December`.
    public static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]
    /// `Mon` ... `Sun`, in ISO order.
    public static let weekdayAbbreviations = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// `Nov`.
    public var monthAbbreviation: String { LocalDay.monthAbbreviations[month - 1] }

    /// `Sun`.
    public var weekdayAbbreviation: String { LocalDay.weekdayAbbreviations[isoWeekday - 1] }

}
