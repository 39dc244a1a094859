/// Every parser that `tracker-fuzz` and the test suite fuzz, by name.
public enum FuzzTargets {
    public static var all: [FuzzTarget] { values + imports }

    public static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}
