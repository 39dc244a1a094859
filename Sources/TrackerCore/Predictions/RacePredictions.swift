/// Predicted times for 5 km, 10 km, half marathon and marathon from a period's run best efforts:
/// by Riegel's formula (1.06 and the runner's own exponent), Daniels' VDOT, and critical speed.
public struct RacePredictions: Equatable, Sendable {
    public enum Method: String, CaseIterable, Sendable {
        case riegel
        case personalRiegel = "riegel_personal"
        case vdot
        case criticalSpeed = "critical_speed"
    }

    public struct Prediction: Equatable, Sendable {
        public var race: RaceDistance
        public var method: Method
        /// Seconds.
        public var time: Double
        /// What the time is computed from: the basis, the two efforts of the own exponent, or the
        /// curve points the critical speed was fitted on.
        public var efforts: [RaceEffort]
        /// The race is longer than the longest run of the 12 weeks before the period's end.
        public var beyondLongestRun: Bool
    }

    /// Efforts shorter than this are no basis: a 400 m says little about a 10 km.
    public static let shortestBasis = 1_000.0

    /// The effort the Riegel and VDOT predictions start from.
    public var basis: RaceEffort
    public var personal: Result<PersonalExponent, PersonalExponent.Refusal>
    public var criticalSpeed: Result<CriticalModel, CriticalModel.Refusal>
    /// The curve points the critical speed was fitted on, as efforts (empty when refused).
    public var criticalEfforts: [RaceEffort]
    /// Metres of the longest run of the 12 weeks, zero without one.
    public var longestRun: Double
    /// By race, then in `Method` order; a method that gives no time for a race has no entry.
    public var predictions: [Prediction]

    /// The default basis: of `efforts` at least `shortestBasis` long, the one with the highest VDOT.
    public static func bestBasis(among efforts: [RaceEffort]) -> RaceEffort? {
        efforts.filter { $0.distance >= shortestBasis }.max { $0.vdot < $1.vdot }
    }

    /// The predictions from `basis`, with the own exponent fitted against the other `efforts`, the
    /// critical speed fitted on `speedCurve` as `tracker fitness` fits it, and each race compared
    /// with `longestRun` metres.
    public init(basis: RaceEffort, efforts: [RaceEffort], speedCurve: PeriodCurve, longestRun: Double) {
        self.basis = basis
        self.longestRun = longestRun
        personal = PersonalExponent.fit(basis: basis, among: efforts)
        criticalSpeed = CriticalModel.fit(speedCurve.values)
        if case .success(let model) = criticalSpeed {
            criticalEfforts = model.durations.compactMap(speedCurve.point).map {
                RaceEffort(distance: $0.value * Double($0.duration), time: Double($0.duration), activityID: $0.activityID, start: $0.start)
            }
        } else {
            criticalEfforts = []
        }
        let vdot = basis.vdot
        var predictions: [Prediction] = []
        for race in RaceDistance.predicted {
            let beyond = race.metres > longestRun
            func add(_ method: Method, _ time: Double?, _ efforts: [RaceEffort]) {
                guard let time, time.isFinite, time > 0 else { return }
                predictions.append(Prediction(race: race, method: method, time: time, efforts: efforts, beyondLongestRun: beyond))
            }
            add(.riegel, Riegel.time(basis.time, over: basis.distance, to: race.metres), [basis])
            if case .success(let own) = personal {
                add(.personalRiegel, Riegel.time(basis.time, over: basis.distance, to: race.metres, exponent: own.exponent), [own.shorter, own.longer])
            }
            add(.vdot, DanielsVDOT.time(distance: race.metres, vdot: vdot), [basis])
            if case .success(let model) = criticalSpeed {
                add(.criticalSpeed, model.raceTime(distance: race.metres), criticalEfforts)
            }
        }
        self.predictions = predictions
    }

    /// The basis's VDOT.
    public var vdot: Double { basis.vdot }

    /// The time `method` predicts for `race`, if any.
    public func time(_ method: Method, _ race: RaceDistance) -> Double? {
        predictions.first { $0.method == method && $0.race == race }?.time
    }
}
