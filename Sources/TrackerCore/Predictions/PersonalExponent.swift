/// A runner's own Riegel exponent, from the prediction's effort and one of a different length.
public struct PersonalExponent: Equatable, Sendable {
    public enum Refusal: Error, Equatable, Sendable {
        /// No effort of the period is at least twice as long, or at most half as long, as `basis`.
        case noOtherLength(basis: RaceEffort)
        /// The two efforts give an exponent outside `Riegel.plausibleExponents`.
        case implausible(exponent: Double, shorter: RaceEffort, longer: RaceEffort)
    }

    public var exponent: Double
    public var shorter: RaceEffort
    public var longer: RaceEffort

    /// The exponent from `basis` and the best effort (by VDOT) among `efforts` at least twice as long,
    /// or, when there is none, at most half as long: the longer partner first, since most
    /// predictions are of longer races.
    public static func fit(basis: RaceEffort, among efforts: [RaceEffort]) -> Result<PersonalExponent, Refusal> {
        let longer = efforts.filter { $0.distance >= Riegel.leastSpread * basis.distance }
        let shorter = efforts.filter { $0.distance * Riegel.leastSpread <= basis.distance }
        guard let partner = (longer.isEmpty ? shorter : longer).max(by: { $0.vdot < $1.vdot }) else {
            return .failure(.noOtherLength(basis: basis))
        }
        let (short, long) = partner.distance < basis.distance ? (partner, basis) : (basis, partner)
        let exponent = Riegel.exponent(short, long)
        guard Riegel.plausibleExponents.contains(exponent) else {
            return .failure(.implausible(exponent: exponent, shorter: short, longer: long))
        }
        return .success(PersonalExponent(exponent: exponent, shorter: short, longer: long))
    }
}
