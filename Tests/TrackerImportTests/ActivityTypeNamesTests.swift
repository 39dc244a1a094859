import Testing
import TrackerCore
@testable import TrackerImport

/// Every name a file or an export may give a kind of activity, against the type it must become.
/// The expected types are written out here, apart from the tables they check.
@Suite struct ActivityTypeNamesTests {
    // MARK: - Garmin Connect

    @Test(arguments: [
        ("running", ActivityType.run), ("trail_running", .trailRun), ("treadmill_running", .treadmillRun),
        ("track_running", .run), ("virtual_run", .virtualRun), ("road_biking", .ride), ("cycling", .ride),
        ("mountain_biking", .mountainBike), ("gravel_cycling", .gravelRide), ("e_biking", .eBike),
        ("e_bike_fitness", .eBike), ("e_bike_mountain", .eMountainBike), ("indoor_cycling", .indoorRide),
        ("virtual_ride", .virtualRide), ("open_water_swimming", .openWaterSwim), ("lap_swimming", .poolSwim),
        ("walking", .walk), ("hiking", .hike), ("rowing", .row), ("indoor_rowing", .row),
        ("stand_up_paddleboarding", .paddleboard), ("kayaking", .kayak),
        ("resort_skiing_snowboarding_ws", .alpineSki), ("backcountry_skiing", .backcountrySki),
        ("cross_country_skiing_ws", .nordicSki), ("skate_skiing_ws", .nordicSki), ("snow_shoe_ws", .snowshoe),
        ("strength_training", .strength), ("yoga", .yoga), ("elliptical", .elliptical),
        ("stair_climbing", .stairStepper), ("hiit", .workout), ("other", .other),
    ])
    func garminConnectKeys(_ key: String, _ type: ActivityType) {
        #expect(ActivityTypeNames.type(named: key) == type)
    }

    // MARK: - Strava

    @Test(arguments: [
        ("Run", ActivityType.run), ("Trail Run", .trailRun), ("TrailRun", .trailRun), ("Virtual Run", .virtualRun),
        ("Ride", .ride), ("Mountain Bike Ride", .mountainBike), ("MountainBikeRide", .mountainBike),
        ("Gravel Ride", .gravelRide), ("E-Bike Ride", .eBike), ("EBikeRide", .eBike),
        ("E-Mountain Bike Ride", .eMountainBike), ("EMountainBikeRide", .eMountainBike), ("Virtual Ride", .virtualRide),
        ("Velomobile", .ride), ("Handcycle", .ride), ("Walk", .walk), ("Hike", .hike), ("Swim", .swim),
        ("Rowing", .row), ("Canoe", .canoe), ("Canoeing", .canoe), ("Kayaking", .kayak),
        ("Stand Up Paddling", .paddleboard), ("StandUpPaddling", .paddleboard), ("Surfing", .surf),
        ("Alpine Ski", .alpineSki), ("Backcountry Ski", .backcountrySki), ("Nordic Ski", .nordicSki),
        ("Snowboard", .snowboard), ("Snowshoe", .snowshoe), ("Ice Skate", .iceSkate),
        ("Weight Training", .strength), ("Yoga", .yoga), ("Workout", .workout), ("Crossfit", .workout),
        ("Elliptical", .elliptical), ("StairStepper", .stairStepper), ("Stair Stepper", .stairStepper),
    ])
    func stravaEnglishNames(_ name: String, _ type: ActivityType) {
        #expect(ActivityTypeNames.type(named: name) == type)
    }

    @Test(arguments: [
        // German
        ("Lauf", ActivityType.run), ("Traillauf", .trailRun), ("Virtueller Lauf", .virtualRun), ("Radfahrt", .ride), ("Virtuelle Radfahrt", .virtualRide),
        ("E-Bike-Radfahrt", .eBike), ("Mountainbike-Fahrt", .mountainBike), ("Spaziergang", .walk),
        ("Wanderung", .hike), ("Schwimmen", .swim), ("Krafttraining", .strength), ("Training", .workout),
        ("Langlauf", .nordicSki), ("Rudern", .row),
        // French
        ("Course à pied", .run), ("Trail", .trailRun), ("Sortie à vélo", .ride), ("Sortie à vélo électrique", .eBike),
        ("Marche", .walk), ("Randonnée", .hike), ("Natation", .swim), ("Ski alpin", .alpineSki),
        ("Raquettes", .snowshoe), ("Entraînement", .workout), ("Stand up paddle", .paddleboard), ("Aviron", .row),
        // Spanish
        ("Carrera", .run), ("Carrera de montaña", .trailRun), ("Bicicleta", .ride), ("Caminata", .walk), ("Senderismo", .hike), ("Natación", .swim),
        ("Esquí alpino", .alpineSki), ("Entrenamiento", .workout), ("Remo", .row),
        // Italian
        ("Corsa", .run), ("Corsa virtuale", .virtualRun), ("Giro in bici", .ride), ("Camminata", .walk), ("Escursione", .hike), ("Nuoto", .swim),
        ("Sci di fondo", .nordicSki), ("Allenamento", .workout), ("Canottaggio", .row),
        // Portuguese
        ("Corrida", .run), ("Pedalada", .ride), ("Caminhada", .walk), ("Trilha", .hike), ("Natação", .swim),
        ("Musculação", .strength), ("Treino", .workout), ("Ioga", .yoga),
        // Dutch
        ("Hardloopsessie", .run), ("Fietsrit", .ride), ("Virtuele fietsrit", .virtualRide), ("Wandeling", .walk),
        ("Hiken", .hike), ("Zwemmen", .swim), ("Krachttraining", .strength), ("Schaatsen", .iceSkate),
    ])
    func stravaNamesInOtherLanguages(_ name: String, _ type: ActivityType) {
        #expect(ActivityTypeNames.type(named: name) == type)
    }

    /// Each language's export names the four everyday sports.
    @Test(arguments: ActivityTypeNames.stravaLanguages)
    func everyLanguageNamesRunsRidesSwimsAndWalks(_ language: String) throws {
        let names = try #require(ActivityTypeNames.strava[language])
        let families = Set(names.map { $0.1.family })
        #expect(families.isSuperset(of: [.run, .ride, .swim, .walk]))
    }

    @Test(arguments: [
        (1, ActivityType.ride), (2, .alpineSki), (4, .hike), (9, .run), (10, .walk), (16, .swim), (17, .virtualRide),
        (23, .row),
    ])
    func stravaGPXCodes(_ code: Int, _ type: ActivityType) {
        #expect(ActivityTypeNames.type(named: String(code)) == type)
        #expect(ActivityTypeNames.type(named: " \(code)\n") == type)
    }

    @Test func anUnknownCodeOrNameIsNone() {
        #expect(ActivityTypeNames.type(named: "999") == nil)
        #expect(ActivityTypeNames.type(named: "Golf") == nil)
        #expect(ActivityTypeNames.type(named: "Quidditch") == nil)
    }

    // MARK: - TCX and FIT

    @Test(arguments: [("Running", ActivityType?.some(.run)), ("Biking", .ride), ("Other", nil), ("biking", .ride)])
    func tcxSports(_ sport: String, _ type: ActivityType?) {
        #expect(ActivityTypeNames.tcxType(sport: sport) == type)
    }

    /// FIT profile numbers: sport 1 running, 2 cycling, 4 fitness equipment, 5 swimming, 11 walking,
    /// 12 cross-country skiing, 13 alpine skiing, 15 rowing, 17 hiking, 21 e-biking; sub-sport
    /// 1 treadmill, 3 trail, 6 indoor cycling, 8 mountain, 15 elliptical, 17 lap swimming,
    /// 18 open water, 20 strength training, 37 backcountry, 46 gravel cycling, 58 virtual activity.
    static let fitCases: [(sport: UInt8, subSport: UInt8?, type: ActivityType?)] = [
        (1, nil, .run), (1, 0, .run), (1, 1, .treadmillRun), (1, 3, .trailRun), (1, 58, .virtualRun),
        (2, nil, .ride), (2, 7, .ride), (2, 6, .indoorRide), (2, 8, .mountainBike), (2, 46, .gravelRide),
        (2, 58, .virtualRide), (5, nil, .swim), (5, 17, .poolSwim), (5, 18, .openWaterSwim),
        (11, nil, .walk), (17, nil, .hike), (12, nil, .nordicSki), (13, 37, .backcountrySki), (13, nil, .alpineSki),
        (14, nil, .snowboard), (15, nil, .row), (4, 15, .elliptical), (4, 20, .strength), (21, nil, .eBike),
        (21, 47, .eMountainBike), (41, nil, .kayak), (25, nil, .other), (0, nil, nil), (0, 3, nil), (2, 255, .ride),
    ]

    @Test(arguments: fitCases)
    func fitSportsAndSubSports(_ fit: (sport: UInt8, subSport: UInt8?, type: ActivityType?)) {
        #expect(ActivityTypeNames.fitType(sport: fit.sport, subSport: fit.subSport) == fit.type)
    }

    // MARK: - The tables agree with the lookup

    /// No name is shadowed by a tracker alias or by a name of another language that is spelled the
    /// same once spaces and case are dropped.
    @Test func everyTableNameReadsAsItsOwnType() {
        for (language, names) in ActivityTypeNames.strava {
            for (name, type) in names {
                #expect(ActivityTypeNames.type(named: name) == type, "\(language): \(name)")
            }
        }
        for (key, type) in ActivityTypeNames.garmin {
            #expect(ActivityTypeNames.type(named: key) == type, "garmin: \(key)")
        }
        for type in ActivityType.allCases {
            #expect(ActivityTypeNames.type(named: type.rawValue) == type)
        }
    }
}
