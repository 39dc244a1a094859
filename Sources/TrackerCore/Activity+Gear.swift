extension Activity {
    /// The name of its gear among `names` (every gear's name by id), or `nil`.
    public func gearName(_ names: [Int64: String]) -> String? {
        gearID.flatMap { names[$0] }
    }
}
