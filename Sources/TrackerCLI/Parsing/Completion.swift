/// What a shell should offer when completing a value.
public enum Completion: Sendable, Equatable {
    case none
    case file
    case directory
    case list([String])
}
