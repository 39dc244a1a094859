import TrackerReport

extension PageTheme: ExpressibleByArgument {
    static let argumentKind = "a page theme"
}
