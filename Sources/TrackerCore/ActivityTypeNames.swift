/// The names other apps and files give to kinds of activity, mapped onto `ActivityType` in one
/// place: Strava's activity types in the languages its export is written in, Garmin Connect's
/// type keys, Strava's numeric GPX `<type>` codes, TCX `Sport` attributes and the FIT profile's
/// `sport` and `sub_sport` numbers. Every reader asks here, so a name is recognised by all of
/// them or by none.
public enum ActivityTypeNames {
    // MARK: - Lookup

    /// The type a file or an export names, in any letter case and with any spacing: a tracker
    /// type or alias, a Strava activity type in any of `stravaLanguages`, a Garmin Connect key,
    /// or a Strava GPX code (`9`); `nil` when nothing matches.
    public static func type(named name: String) -> ActivityType? {
        let trimmed = name.trimmingSpacesAndLineBreaks()
        if let code = Int(trimmed) { return stravaGPXCodes[code] }
        return ActivityType(parsing: trimmed) ?? byKey[ActivityType.key(trimmed)]
    }

    /// The type a person names after `add -t` or `--type`: a tracker type or alias, or a name
    /// an import reads (`pilates` is a workout, `golf` other), so typing and importing agree.
    /// Numbers (Strava's GPX codes) are left to files. `nil` when nothing matches: a typo is
    /// refused rather than read as `other`.
    public static func type(typed text: String) -> ActivityType? {
        let trimmed = text.trimmingSpaces()
        if let type = ActivityType(parsing: trimmed) { return type }
        guard Int(trimmed) == nil else { return nil }
        let key = ActivityType.key(trimmed)
        return byKey[key] ?? (withoutTypeKeys.contains(key) ? .other : nil)
    }

    /// The type of a TCX `Sport` attribute; `nil` for `Other`, which names no sport.
    public static func tcxType(sport: String) -> ActivityType? {
        tcxSports[sport.trimmingSpaces().lowercased()]
    }

    /// The type of a FIT session's `sport` and `sub_sport` (the sub-sport refines the sport:
    /// running + trail is a trail run); `nil` for sport 0, generic, which names no sport. A sport
    /// tracker has no type for is `other`.
    public static func fitType(sport: UInt8, subSport: UInt8?) -> ActivityType? {
        guard sport != 0, sport != 255 else { return nil }
        if let subSport, let refined = fitSubSports[sport]?[subSport] { return refined }
        return fitSports[sport] ?? .other
    }

    // MARK: - Strava

    /// The languages `strava` lists names for, by their code.
    public static let stravaLanguages = ["en", "de", "fr", "es", "it", "pt", "nl"]

    /// Strava's activity types as `activities.csv` writes them in each language (`en` also holds
    /// the API's `sport_type` spellings, which differ only in spaces: `TrailRun`). Types tracker
    /// has no type for (golf, climbing, inline skating, sailing...) are left out and read as `other`.
    public static let strava: [String: [(String, ActivityType)]] = [
        "en": [
            ("Run", .run), ("Trail Run", .trailRun), ("Virtual Run", .virtualRun),
            ("Ride", .ride), ("Mountain Bike Ride", .mountainBike), ("Gravel Ride", .gravelRide),
            ("E-Bike Ride", .eBike), ("E-Mountain Bike Ride", .eMountainBike), ("Virtual Ride", .virtualRide),
            ("Velomobile", .ride), ("Handcycle", .ride),
            ("Walk", .walk), ("Hike", .hike), ("Swim", .swim),
            ("Rowing", .row), ("Virtual Row", .row), ("Canoe", .canoe), ("Canoeing", .canoe), ("Kayaking", .kayak),
            ("Stand Up Paddling", .paddleboard), ("Surfing", .surf), ("Kitesurf", .surf), ("Windsurf", .surf),
            ("Alpine Ski", .alpineSki), ("Backcountry Ski", .backcountrySki), ("Nordic Ski", .nordicSki),
            ("Roller Ski", .nordicSki), ("Snowboard", .snowboard), ("Snowshoe", .snowshoe), ("Ice Skate", .iceSkate),
            ("Weight Training", .strength), ("Yoga", .yoga), ("Pilates", .workout), ("Workout", .workout),
            ("Crossfit", .workout), ("HIIT", .workout), ("High Intensity Interval Training", .workout),
            ("Elliptical", .elliptical), ("StairStepper", .stairStepper),
        ],
        "de": [
            ("Lauf", .run), ("Traillauf", .trailRun), ("Trail-Lauf", .trailRun), ("Virtueller Lauf", .virtualRun),
            ("Radfahrt", .ride), ("Mountainbike-Fahrt", .mountainBike), ("Mountainbiken", .mountainBike),
            ("Gravel-Fahrt", .gravelRide), ("Schotterfahrt", .gravelRide), ("E-Bike-Radfahrt", .eBike),
            ("E-Bike-Fahrt", .eBike), ("E-Mountainbike-Fahrt", .eMountainBike), ("Virtuelle Radfahrt", .virtualRide),
            ("Velomobil", .ride), ("Handbike", .ride),
            ("Spaziergang", .walk), ("Wanderung", .hike), ("Wandern", .hike), ("Schwimmen", .swim),
            ("Rudern", .row), ("Kanufahren", .canoe), ("Kanu", .canoe), ("Kajakfahren", .kayak), ("Kajak", .kayak),
            ("Stand-up-Paddling", .paddleboard), ("Surfen", .surf), ("Kitesurfen", .surf), ("Windsurfen", .surf),
            ("Alpinski", .alpineSki), ("Ski Alpin", .alpineSki), ("Skitour", .backcountrySki),
            ("Langlauf", .nordicSki), ("Skilanglauf", .nordicSki), ("Rollski", .nordicSki),
            ("Schneeschuhwandern", .snowshoe), ("Eislaufen", .iceSkate),
            ("Krafttraining", .strength), ("Gewichtstraining", .strength), ("Training", .workout),
            ("Crosstrainer", .elliptical), ("Stepper", .stairStepper),
        ],
        "fr": [
            ("Course à pied", .run), ("Trail", .trailRun), ("Course à pied virtuelle", .virtualRun),
            ("Course virtuelle", .virtualRun), ("Course sur tapis", .treadmillRun),
            ("Sortie à vélo", .ride), ("Vélo", .ride), ("Sortie en VTT", .mountainBike), ("VTT", .mountainBike),
            ("Sortie gravel", .gravelRide), ("Sortie à vélo électrique", .eBike), ("Vélo électrique", .eBike),
            ("Sortie en VTT électrique", .eMountainBike), ("VTT électrique", .eMountainBike),
            ("Sortie à vélo virtuelle", .virtualRide), ("Vélo virtuel", .virtualRide),
            ("Marche", .walk), ("Randonnée", .hike), ("Natation", .swim),
            ("Aviron", .row), ("Canoë", .canoe), ("Stand up paddle", .paddleboard), ("Surf", .surf),
            ("Planche à voile", .surf),
            ("Ski alpin", .alpineSki), ("Ski de randonnée", .backcountrySki), ("Ski nordique", .nordicSki),
            ("Ski de fond", .nordicSki), ("Ski à roulettes", .nordicSki), ("Raquettes", .snowshoe),
            ("Patinage", .iceSkate), ("Patin à glace", .iceSkate),
            ("Entraînement aux poids", .strength), ("Musculation", .strength), ("Entraînement", .workout),
            ("Vélo elliptique", .elliptical), ("Elliptique", .elliptical),
        ],
        "es": [
            ("Carrera", .run), ("Carrera por montaña", .trailRun), ("Carrera de montaña", .trailRun),
            ("Carrera de trail", .trailRun), ("Carrera por senderos", .trailRun), ("Carrera virtual", .virtualRun),
            ("Bicicleta", .ride), ("Ciclismo", .ride), ("Salida en bici", .ride), ("Bici", .ride), ("Bicicleta de montaña", .mountainBike),
            ("Ciclismo de montaña", .mountainBike), ("Ciclismo de gravel", .gravelRide), ("Bicicleta de gravel", .gravelRide),
            ("Bicicleta eléctrica", .eBike), ("Bicicleta de montaña eléctrica", .eMountainBike),
            ("Bicicleta virtual", .virtualRide), ("Ciclismo virtual", .virtualRide),
            ("Caminata", .walk), ("Excursión", .hike), ("Senderismo", .hike), ("Natación", .swim),
            ("Remo", .row), ("Piragüismo", .canoe), ("Canoa", .canoe), ("Surf de remo", .paddleboard),
            ("Esquí alpino", .alpineSki), ("Esquí de travesía", .backcountrySki), ("Esquí nórdico", .nordicSki),
            ("Esquí de fondo", .nordicSki), ("Raquetas de nieve", .snowshoe), ("Patinaje sobre hielo", .iceSkate),
            ("Entrenamiento con pesas", .strength), ("Entrenamiento", .workout),
            ("Elíptica", .elliptical), ("Escaladora", .stairStepper),
        ],
        "it": [
            ("Corsa", .run), ("Trail running", .trailRun), ("Corsa in montagna", .trailRun), ("Corsa su trail", .trailRun),
            ("Corsa virtuale", .virtualRun),
            ("Giro in bici", .ride), ("Pedalata", .ride), ("Giro in mountain bike", .mountainBike),
            ("Giro in gravel", .gravelRide), ("Giro in e-bike", .eBike), ("Giro in e-mountain bike", .eMountainBike),
            ("Giro in bici virtuale", .virtualRide), ("Pedalata virtuale", .virtualRide),
            ("Camminata", .walk), ("Escursione", .hike), ("Escursionismo", .hike), ("Nuoto", .swim),
            ("Canottaggio", .row), ("Kayak", .kayak),
            ("Sci alpino", .alpineSki), ("Scialpinismo", .backcountrySki), ("Sci nordico", .nordicSki),
            ("Sci di fondo", .nordicSki), ("Skiroll", .nordicSki), ("Ciaspolata", .snowshoe), ("Ciaspole", .snowshoe),
            ("Pattinaggio su ghiaccio", .iceSkate),
            ("Allenamento con i pesi", .strength), ("Allenamento", .workout), ("Ellittica", .elliptical),
        ],
        "pt": [
            ("Corrida", .run), ("Corrida em trilha", .trailRun), ("Corrida virtual", .virtualRun),
            ("Pedalada", .ride), ("Pedalada de mountain bike", .mountainBike), ("Mountain bike", .mountainBike),
            ("Pedalada gravel", .gravelRide), ("Pedalada elétrica", .eBike),
            ("Pedalada de mountain bike elétrica", .eMountainBike), ("Pedalada virtual", .virtualRide),
            ("Caminhada", .walk), ("Trilha", .hike), ("Caminhada em trilha", .hike), ("Natação", .swim),
            ("Canoagem", .canoe), ("Caiaque", .kayak), ("Surfe", .surf), ("Windsurfe", .surf), ("Kitesurfe", .surf),
            ("Esqui alpino", .alpineSki), ("Esqui backcountry", .backcountrySki), ("Esqui nórdico", .nordicSki),
            ("Raquete de neve", .snowshoe), ("Patinação no gelo", .iceSkate),
            ("Musculação", .strength), ("Treino com pesos", .strength), ("Treino", .workout), ("Ioga", .yoga),
            ("Elíptico", .elliptical), ("Simulador de escada", .stairStepper),
        ],
        "nl": [
            ("Hardloopsessie", .run), ("Trailrun", .trailRun), ("Virtuele hardloopsessie", .virtualRun),
            ("Fietsrit", .ride), ("Mountainbikerit", .mountainBike), ("Gravelrit", .gravelRide),
            ("E-fietsrit", .eBike), ("E-mountainbikerit", .eMountainBike), ("Virtuele fietsrit", .virtualRide),
            ("Wandeling", .walk), ("Hiken", .hike), ("Zwemmen", .swim),
            ("Roeien", .row), ("Kanoën", .canoe), ("Kajakken", .kayak), ("Suppen", .paddleboard),
            ("Alpineskiën", .alpineSki), ("Toerskiën", .backcountrySki), ("Langlaufen", .nordicSki),
            ("Snowboarden", .snowboard), ("Sneeuwschoenwandelen", .snowshoe), ("Schaatsen", .iceSkate),
            ("Krachttraining", .strength), ("Traplopen", .stairStepper),
        ],
    ]

    /// The numbers Strava writes in a GPX track's `<type>` (its activity type ids). Only codes seen
    /// in real exports are listed; any other number reads as `other` rather than as a guess.
    public static let stravaGPXCodes: [Int: ActivityType] = [
        1: .ride, 2: .alpineSki, 4: .hike, 9: .run, 10: .walk, 16: .swim, 17: .virtualRide, 23: .row,
    ]

    // MARK: - Garmin

    /// Garmin Connect's activity type keys, as its exports and GPX files write them.
    public static let garmin: [(String, ActivityType)] = [
        ("running", .run), ("street_running", .run), ("track_running", .run), ("trail_running", .trailRun),
        ("treadmill_running", .treadmillRun), ("indoor_running", .treadmillRun), ("virtual_run", .virtualRun),
        ("cycling", .ride), ("road_biking", .ride), ("cyclocross", .ride), ("recumbent_cycling", .ride),
        ("track_cycling", .ride), ("hand_cycling", .ride), ("mountain_biking", .mountainBike),
        ("downhill_biking", .mountainBike), ("gravel_cycling", .gravelRide), ("e_biking", .eBike),
        ("e_bike_fitness", .eBike), ("e_bike_mountain", .eMountainBike), ("indoor_cycling", .indoorRide),
        ("virtual_ride", .virtualRide),
        ("walking", .walk), ("casual_walking", .walk), ("speed_walking", .walk), ("indoor_walking", .walk),
        ("hiking", .hike), ("mountaineering", .hike),
        ("swimming", .swim), ("lap_swimming", .poolSwim), ("open_water_swimming", .openWaterSwim),
        ("rowing", .row), ("rowing_v2", .row), ("indoor_rowing", .row), ("kayaking", .kayak), ("kayaking_v2", .kayak),
        ("stand_up_paddleboarding", .paddleboard), ("stand_up_paddleboarding_v2", .paddleboard),
        ("surfing", .surf), ("surfing_v2", .surf), ("windsurfing", .surf), ("kiteboarding", .surf),
        ("wind_kite_surfing", .surf),
        ("resort_skiing_snowboarding_ws", .alpineSki), ("resort_skiing", .alpineSki),
        ("resort_snowboarding", .snowboard), ("backcountry_skiing_snowboarding_ws", .backcountrySki),
        ("backcountry_skiing", .backcountrySki), ("cross_country_skiing_ws", .nordicSki),
        ("skate_skiing_ws", .nordicSki), ("snow_shoe_ws", .snowshoe), ("skating_ws", .iceSkate),
        ("strength_training", .strength), ("yoga", .yoga), ("pilates", .workout), ("hiit", .workout),
        ("fitness_equipment", .workout), ("indoor_cardio", .workout), ("elliptical", .elliptical),
        ("stair_climbing", .stairStepper),
    ]

    // MARK: - TCX and FIT

    /// TCX's `Sport` attribute, lowercased: the schema knows only these three.
    public static let tcxSports: [String: ActivityType] = ["running": .run, "biking": .ride]

    /// The FIT profile's `sport` values tracker has a type for.
    public static let fitSports: [UInt8: ActivityType] = [
        1: .run, 2: .ride, 4: .workout, 5: .swim, 10: .workout, 11: .walk, 12: .nordicSki, 13: .alpineSki,
        14: .snowboard, 15: .row, 16: .hike, 17: .hike, 19: .canoe, 21: .eBike, 33: .iceSkate, 35: .snowshoe,
        37: .paddleboard, 38: .surf, 41: .kayak, 43: .surf, 44: .surf, 62: .workout,
    ]

    /// The FIT profile's `sub_sport` values that refine a sport, by sport (1 treadmill, 3 trail,
    /// 5 spin, 6 indoor cycling, 8 mountain, 9 downhill, 14 indoor rowing, 15 elliptical, 16 stair
    /// climbing, 17 lap swimming, 18 open water, 20 strength training, 28 e-bike fitness,
    /// 37 backcountry, 38 resort, 42 skate skiing, 43 yoga, 45 indoor running, 46 gravel cycling,
    /// 47 e-bike mountain, 58 virtual activity).
    public static let fitSubSports: [UInt8: [UInt8: ActivityType]] = [
        1: [1: .treadmillRun, 3: .trailRun, 45: .treadmillRun, 58: .virtualRun],
        2: [5: .indoorRide, 6: .indoorRide, 8: .mountainBike, 9: .mountainBike, 28: .eBike, 46: .gravelRide,
            47: .eMountainBike, 58: .virtualRide],
        4: [1: .treadmillRun, 14: .row, 15: .elliptical, 16: .stairStepper, 20: .strength, 43: .yoga],
        5: [17: .poolSwim, 18: .openWaterSwim],
        10: [20: .strength, 43: .yoga],
        13: [37: .backcountrySki, 38: .alpineSki],
        21: [8: .eMountainBike, 47: .eMountainBike],
    ]

    /// Sports tracker has no type for, by the names Strava and people give them: `other`, as an
    /// import reads any name it does not know (`type(named:)` stays `nil` for them), but named
    /// here so that `add -t golf` is accepted while a typo is not.
    public static let withoutType = [
        "Golf", "Rock Climbing", "Climbing", "Bouldering", "Inline Skate", "Inline Skating", "Skateboard", "Sail", "Sailing",
        "Soccer", "Football", "Tennis", "Badminton", "Squash", "Table Tennis", "Pickleball", "Racquetball", "Padel",
        "Wheelchair", "Dance", "Boxing", "Martial Arts", "Horse Riding",
    ]

    // MARK: - Private

    private static let withoutTypeKeys = Set(withoutType.map(ActivityType.key))

    /// Strava's names in every language and Garmin's keys, by `ActivityType.key`.
    private static let byKey: [String: ActivityType] = {
        var table: [String: ActivityType] = [:]
        for (name, type) in strava.values.joined() { table[ActivityType.key(name)] = type }
        for (name, type) in garmin { table[ActivityType.key(name)] = type }
        return table
    }()
}
