// The one choice of a word's number, for every line tracker prints: English has two forms, one
// and other, and zero takes the other (`0 activities`).
extension Int {
    /// `singular` when this count is 1, else `plural`, which is `singular` + "s" unless given:
    /// `file` or `files`, `activity` or `activities`, `was` or `were`.
    public func plural(_ singular: String, _ plural: String? = nil) -> String {
        self == 1 ? singular : plural ?? singular + "s"
    }

    /// The count and its word: `1 activity`, `3 activities`.
    public func counted(_ singular: String, _ plural: String? = nil) -> String {
        String(self) + " " + self.plural(singular, plural)
    }

    /// `1st`, `2nd`, `3rd`, `4th`, `11th`, `12th`, `13th`, `21st`.
    public var ordinal: String {
        let suffix: String
        switch (self % 100, self % 10) {
        case (11...13, _): suffix = "th"
        case (_, 1): suffix = "st"
        case (_, 2): suffix = "nd"
        case (_, 3): suffix = "rd"
        default: suffix = "th"
        }
        return "\(self)\(suffix)"
    }
}
