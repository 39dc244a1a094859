/// A labelled number in a chart's headline or legend (`Distance`, `42.30 km`).
public struct Figure: Equatable, Sendable {
    public var label: String
    public var value: String

    public init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }
}
