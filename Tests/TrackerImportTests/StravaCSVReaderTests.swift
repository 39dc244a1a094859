import Foundation
import Testing
import TrackerCore
import TrackerTestSupport
@testable import TrackerImport
import TrackerTime

/// Strava's `activities.csv` in each language it exports in, built from real headers.
@Suite struct StravaCSVReaderTests {
    let directory = TemporaryDirectory()

    // MARK: - Headers

    /// An English export of 2026 (103 columns).
    static let english = "Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Max Heart Rate,Relative Effort,Commute,Activity Private Note,Activity Gear,Filename,Athlete Weight,Bike Weight,Elapsed Time,Moving Time,Distance,Max Speed,Average Speed,Elevation Gain,Elevation Loss,Elevation Low,Elevation High,Max Grade,Average Grade,Average Positive Grade,Average Negative Grade,Max Cadence,Average Cadence,Max Heart Rate,Average Heart Rate,Max Watts,Average Watts,Calories,Max Temperature,Average Temperature,Relative Effort,Total Work,Number of Runs,Uphill Time,Downhill Time,Other Time,Perceived Exertion,Type,Start Time,Weighted Average Power,Power Count,Prefer Perceived Exertion,Perceived Relative Effort,Commute,Total Weight Lifted,From Upload,Grade Adjusted Distance,Weather Observation Time,Weather Condition,Weather Temperature,Apparent Temperature,Dewpoint,Humidity,Weather Pressure,Wind Speed,Wind Gust,Wind Bearing,Precipitation Intensity,Sunrise Time,Sunset Time,Moon Phase,Bike,Gear,Precipitation Probability,Precipitation Type,Cloud Cover,Weather Visibility,UV Index,Weather Ozone,Jump Count,Total Grit,Average Flow,Flagged,Average Elapsed Speed,Dirt Distance,Newly Explored Distance,Newly Explored Dirt Distance,Activity Count,Total Steps,Carbon Saved,Pool Length,Training Load,Intensity,Average Grade Adjusted Pace,Timer Time,Total Cycles,Recovery,With Pet,Competition,Long Run,For a Cause,With Kid,Downhill Distance,Total Sets,Total Reps,Media"

    /// An English export of 2019, before the raw columns: only the first `Distance`.
    static let english2019 = "Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Commute,Activity Gear,Filename"

    /// A German export (92 columns).
    static let german = "Aktivitäts-ID,Aktivitätsdatum,Name der Aktivität,Aktivitätsart,Aktivitätsbeschreibung,Verstrichene Zeit,Distanz,Max. Herzfrequenz,Relative Leistung,Pendeln,Hinweis zur Privatsphäre für Aktivitäten,Aktivitätsausrüstung,Dateiname,Sportlergewicht,Fahrradgewicht,Verstrichene Zeit,Bewegungszeit,Distanz,Höchstgeschw.,Durchschnittliche Geschwindigkeit,Höhenzunahme,Höhenunterschied,Min. Höhe,Max. Höhe,Max. Steigung,Durchschnittliche Steigung,Durchschnittliche positive Steigung,Durchschnittliche negative Steigung,Max. Tritt-/Schrittfrequenz,Durchschnittliche Trittfrequenz,Max. Herzfrequenz,Durchschnittliche Herzfrequenz,Max. Watt,Durchschnittliche Watt,Kalorien,Max. Temperatur,Durchschnittliche Temperatur,Relative Leistung,Gesamtarbeit,Anzahl Läufe,Bergaufzeit,Bergabzeit,Andere Zeit,Gefühlte Anstrengung,Art,Startzeit,Gewichtete durchschnittliche Leistung,Leistungszahl,Gefühlte Anstrengung verwenden,Gefühlte relative Leistung,Pendeln,Insgesamt gestemmtes Gewicht,Von Upload,Auf Steigung angepasste Distanz,Wetterbeobachtungszeit,Wetterlage,Wetter: Temperatur,Scheinbare Temperatur,Taupunkt,Luftfeuchtigkeit,Wetter: Druck,Windgeschwindigkeit,Windböe,Windrichtung,Niederschlagsintensität,Sonnenaufgangszeit,Sonnenuntergangszeit,Mondphase,Fahrrad,Ausrüstung,Niederschlagswahrscheinlichkeit,Niederschlagsart,Wolkendecke,Wetter: Sichtbarkeit,UV-Index,Wetter: Ozon,Sprunganzahl,Schwierigkeit insgesamt,Durchschnittlicher Flow,Markiert,Durchschnittsgeschwindigkeit im Aufzeichnungszeitraum,Auf Schotter zurückgelegte Distanz,Neu getestete Distanz,Neu getestete Schotterdistanz,Aktivitätsanzahl,Schritte insgesamt,Eingesparte CO₂-Emissionen,Pool-Länge,Trainingsbelastung,Intensität,Durchschnittliches auf Steigung angepasstes Tempo,Medien"

    /// The first 21 columns of a French export.
    static let french = "ID de l'activité,Date de l'activité,Nom de l'activité,Type d'activité,Description de l'activité,Temps écoulé,Distance,Fréquence cardiaque max.,Effort relatif,Déplacement-transport,Note privée sur les activités,Matériel utilisé pour l'activité,Nom du fichier,Poids de l'athlète,Poids du vélo,Temps écoulé,Durée de déplacement,Distance,Vitesse max.,Vitesse moyenne,Dénivelé positif"

    /// The Spanish columns tracker reads, in Strava's order, with both repeated pairs.
    static let spanish = "ID de actividad,Fecha de la actividad,Nombre de la actividad,Tipo de actividad,Descripción de la actividad,Tiempo transcurrido,Distancia,Nota privada de actividad,Nombre del archivo,Tiempo transcurrido,Tiempo en movimiento,Distancia,Desnivel positivo"

    /// The Dutch columns tracker reads, in Strava's order, with both repeated pairs.
    static let dutch = "Activiteits-ID,Datum van activiteit,Naam activiteit,Activiteitstype,Beschrijving van activiteit,Verstreken tijd,Afstand,Bestandsnaam,Verstreken tijd,Beweegtijd,Afstand,Totale stijging"

    /// A language with no table of names (Italian, Portuguese, ...): 21 columns whose names tracker
    /// does not know, with Strava's repeated pairs at 5/15 and 6/17; read by position.
    static let unnamed = (0..<21).map { index in
        switch index {
        case 15: return "column 5"
        case 17: return "column 6"
        default: return "column \(index)"
        }
    }.joined(separator: ",")

    // MARK: - Building rows

    /// A row of `header` with `values` by (column name, occurrence from 1), quoted where needed;
    /// every other field empty.
    static func row(_ header: String, _ values: [(String, Int, String)]) -> String {
        var seen: [String: Int] = [:]
        return header.split(separator: ",", omittingEmptySubsequences: false).map { column -> String in
            let name = String(column)
            seen[name, default: 0] += 1
            guard let value = values.first(where: { $0.0 == name && $0.1 == seen[name] })?.2 else { return "" }
            return value.contains(",") || value.contains("\"") || value.contains("\n")
                ? "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : value
        }.joined(separator: ",")
    }

    static func seconds(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int) -> Int64 {
        Int64(LocalDay(year: year, month: month, day: day)?.daysSince1970 ?? 0) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    }

    /// What one row should become.
    struct Expected: Equatable, CustomStringConvertible {
        var id: String
        var start: Int64
        var name: String?
        var notes: String?
        var distance: Double
        var duration: Double
        var elevation: Double

        var description: String { "\(id) \(start) \(name ?? "-") \(distance) m \(duration) s \(elevation) m" }
    }

    /// One export: its language, its file, the rows it should give.
    struct Export: CustomTestStringConvertible, Sendable {
        var language: String
        var csv: String
        var expected: [Expected]
        var testDescription: String { language }
    }

    static let exports: [Export] = [
        Export(language: "English", csv: english + "\n"
            + row(english, [("Activity ID", 1, "12345"), ("Activity Date", 1, "Sep 20, 2026, 2:12:12 PM"), ("Activity Name", 1, "Afternoon Run"),
                            ("Activity Type", 1, "Run"), ("Activity Description", 1, "Legs, \"fresh\""), ("Elapsed Time", 1, "9999"), ("Distance", 1, "99.9"),
                            ("Filename", 1, "activities/12345.gpx"), ("Elapsed Time", 2, "310.5"), ("Moving Time", 1, "300.0"), ("Distance", 2, "5000.4"),
                            ("Elevation Gain", 1, "100.0"), ("Max Heart Rate", 1, "170")]) + "\n"
            // Thousands separators in the first Distance, the only one filled.
            + row(english, [("Activity ID", 1, "12346"), ("Activity Date", 1, "Sep 21, 2026, 6:00:00 AM"), ("Activity Type", 1, "Ride"),
                            ("Elapsed Time", 1, "86,400"), ("Distance", 1, "1,234.56")]) + "\n",
            expected: [
                Expected(id: "12345", start: seconds(2026, 9, 20, 14, 12, 12), name: "Afternoon Run", notes: "Legs, \"fresh\"", distance: 5000.4, duration: 300, elevation: 100),
                Expected(id: "12346", start: seconds(2026, 9, 21, 6, 0, 0), distance: 1_234_560, duration: 86_400, elevation: 0),
            ]),
        Export(language: "German", csv: german + "\n"
            // A row as Strava wrote it: decimal comma in the first Distanz, raw columns with a point.
            + row(german, [("Aktivitäts-ID", 1, "8228026758"), ("Aktivitätsdatum", 1, "09.12.2022, 15:24:49"), ("Name der Aktivität", 1, "2022-12-09 16:24"),
                           ("Aktivitätsart", 1, "Radfahrt"), ("Aktivitätsbeschreibung", 1, "bewölkt, 0°C"), ("Verstrichene Zeit", 1, "3189"),
                           ("Distanz", 1, "9,44"), ("Pendeln", 1, "true"), ("Dateiname", 1, "activities/8228026758.gpx"), ("Fahrradgewicht", 1, "20.0"),
                           ("Verstrichene Zeit", 2, "3189.0"), ("Bewegungszeit", 1, "2070.0"), ("Distanz", 2, "9440.5"), ("Höhenzunahme", 1, "12.0")]) + "\n"
            // Only the first columns: 9,44 km, and a thousands point in the elapsed time.
            + row(german, [("Aktivitäts-ID", 1, "8228026759"), ("Aktivitätsdatum", 1, "10.12.2022, 07:05:00"), ("Aktivitätsart", 1, "Radfahrt"),
                           ("Verstrichene Zeit", 1, "3.600"), ("Distanz", 1, "9,44")]) + "\n",
            expected: [
                Expected(id: "8228026758", start: seconds(2022, 12, 9, 15, 24, 49), name: "2022-12-09 16:24", notes: "bewölkt, 0°C", distance: 9440.5, duration: 2070, elevation: 12),
                Expected(id: "8228026759", start: seconds(2022, 12, 10, 7, 5, 0), distance: 9440, duration: 3600, elevation: 0),
            ]),
        Export(language: "French", csv: french + "\n"
            + row(french, [("ID de l'activité", 1, "1"), ("Date de l'activité", 1, "13 févr. 2024, 18:30:12"), ("Nom de l'activité", 1, "Course à pied le midi"),
                           ("Type d'activité", 1, "Course à pied"), ("Temps écoulé", 1, "3600"), ("Distance", 1, "10,52"), ("Nom du fichier", 1, "activities/1.fit.gz"),
                           ("Temps écoulé", 2, "3600.0"), ("Durée de déplacement", 1, "3500.0"), ("Distance", 2, "10521.3"), ("Dénivelé positif", 1, "45.5")]) + "\n"
            + row(french, [("ID de l'activité", 1, "2"), ("Date de l'activité", 1, "1 déc. 2024, 07:00:00"), ("Type d'activité", 1, "Vélo"),
                           ("Temps écoulé", 1, "7200"), ("Distance", 1, "1 025,5")]) + "\n",
            expected: [
                Expected(id: "1", start: seconds(2024, 2, 13, 18, 30, 12), name: "Course à pied le midi", distance: 10521.3, duration: 3500, elevation: 45.5),
                Expected(id: "2", start: seconds(2024, 12, 1, 7, 0, 0), distance: 1_025_500, duration: 7200, elevation: 0),
            ]),
        Export(language: "Spanish", csv: spanish + "\n"
            + row(spanish, [("ID de actividad", 1, "101"), ("Fecha de la actividad", 1, "9 dic 2022, 15:24:49"), ("Nombre de la actividad", 1, "Carrera"),
                            ("Tipo de actividad", 1, "Carrera"), ("Descripción de la actividad", 1, "Buenas piernas, mucho calor\nfui a tope"),
                            ("Tiempo transcurrido", 1, "1341"), ("Distancia", 1, "4,03"), ("Nombre del archivo", 1, "activities/101.gpx"),
                            ("Tiempo transcurrido", 2, "1341.0"), ("Tiempo en movimiento", 1, "1322.0"), ("Distancia", 2, "4030.5"), ("Desnivel positivo", 1, "5.9")]) + "\n"
            + row(spanish, [("ID de actividad", 1, "102"), ("Fecha de la actividad", 1, "10 dic 2022, 15:24:49"), ("Tipo de actividad", 1, "Entrenamiento con pesas"),
                            ("Tiempo transcurrido", 1, "1800"), ("Distancia", 1, "0")]) + "\n",
            expected: [
                Expected(id: "101", start: seconds(2022, 12, 9, 15, 24, 49), name: "Carrera", notes: "Buenas piernas, mucho calor\nfui a tope", distance: 4030.5, duration: 1322, elevation: 5.9),
                Expected(id: "102", start: seconds(2022, 12, 10, 15, 24, 49), distance: 0, duration: 1800, elevation: 0),
            ]),
        Export(language: "Dutch", csv: dutch + "\n"
            + row(dutch, [("Activiteits-ID", 1, "1001"), ("Datum van activiteit", 1, "9 mei 2026, 19:00:00"), ("Naam activiteit", 1, "Avondloop"),
                          ("Activiteitstype", 1, "Hardloopsessie"), ("Verstreken tijd", 1, "1900"), ("Afstand", 1, "7,50"), ("Bestandsnaam", 1, "activities/1001.fit.gz"),
                          ("Verstreken tijd", 2, "1900.0"), ("Beweegtijd", 1, "1800.0"), ("Afstand", 2, "7500.0"), ("Totale stijging", 1, "80.0")]) + "\n"
            + row(dutch, [("Activiteits-ID", 1, "2002"), ("Datum van activiteit", 1, "8 mei 2026, 10:00:00"), ("Activiteitstype", 1, "Fietsrit"),
                          ("Verstreken tijd", 1, "3650"), ("Afstand", 1, "30,25")]) + "\n",
            expected: [
                Expected(id: "1001", start: seconds(2026, 5, 9, 19, 0, 0), name: "Avondloop", distance: 7500, duration: 1800, elevation: 80),
                Expected(id: "2002", start: seconds(2026, 5, 8, 10, 0, 0), distance: 30_250, duration: 3650, elevation: 0),
            ]),
        Export(language: "unnamed (by position)", csv: unnamed + "\n"
            + row(unnamed, [("column 0", 1, "77"), ("column 1", 1, "9 mag 2026, 19:00:00"), ("column 2", 1, "Corsa serale"), ("column 3", 1, "Corsa"),
                            ("column 4", 1, "gambe buone"), ("column 5", 1, "1900"), ("column 6", 1, "7,50"), ("column 12", 1, "activities/77.gpx"),
                            ("column 5", 2, "1900.0"), ("column 16", 1, "1800.0"), ("column 6", 2, "7500.0"), ("column 20", 1, "80.0")]) + "\n"
            + row(unnamed, [("column 0", 1, "78"), ("column 1", 1, "9 de mai. de 2026, 07:00:00"), ("column 3", 1, "Corrida"),
                            ("column 5", 1, "3600"), ("column 6", 1, "1.025,5")]) + "\n",
            expected: [
                Expected(id: "77", start: seconds(2026, 5, 9, 19, 0, 0), name: "Corsa serale", notes: "gambe buone", distance: 7500, duration: 1800, elevation: 80),
                Expected(id: "78", start: seconds(2026, 5, 9, 7, 0, 0), distance: 1_025_500, duration: 3600, elevation: 0),
            ]),
    ]

    func importing(_ csv: String, format: ImportFormat = .auto) throws -> (FileReport, [ImportedActivity]) {
        let path = directory.file("activities.csv")
        Fixtures.write(csv, to: path)
        let destination = RecordingDestination()
        let reports = try Importer(destination: destination, options: Fixtures.options, format: format).run(paths: [path])
        return (try #require(reports.first), destination.kept)
    }

    // MARK: - Every language

    @Test(arguments: exports)
    func eachLanguageGivesItsRows(export: Export) throws {
        let (report, kept) = try importing(export.csv)
        #expect(report.error == nil)
        #expect(report.format == "strava")
        let rows = kept.map {
            Expected(id: $0.sourceID ?? "", start: $0.activity.start.secondsSince1970, name: $0.activity.name, notes: $0.activity.notes,
                     distance: $0.activity.distance, duration: $0.activity.duration, elevation: $0.activity.elevationGain)
        }
        #expect(rows == export.expected)
        #expect(kept.allSatisfy { $0.source == "strava" })
    }

    @Test func englishTypesAreMapped() throws {
        let (_, kept) = try importing(Self.exports[0].csv)
        #expect(kept.map(\.activity.type) == [.run, .ride])
    }

    @Test func theLanguageIsFoundFromTheHeaderWhateverTheCaseOrUnicodeForm() throws {
        // `ä` as `a` + combining diaeresis, in capitals.
        let decomposed = Self.german.decomposedStringWithCanonicalMapping.uppercased()
        let columns = try #require(StravaColumns.resolve(decomposed.components(separatedBy: ",")))
        #expect(columns.header?.language == "German")
        #expect(columns.distance == [6, 17] && columns.elapsedTime == [5, 15] && columns.movingTime == 16 && columns.filename == 12)
    }

    @Test(arguments: [
        "id,start,type,name,notes,distance_m,duration_s,elevation_m",
        "a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t,u",
        "Name,Type,Date,Distance,Elapsed",
    ])
    func otherHeadersAreNotStrava(header: String) {
        #expect(StravaColumns.resolve(header.components(separatedBy: ",")) == nil)
    }

    @Test func aMissingRequiredColumnIsNamedInTheFilesLanguage() throws {
        let (report, kept) = try importing("Aktivitäts-ID,Aktivitätsart,Distanz\n1,Lauf,\"5,0\"\n")
        #expect(report.error?.reason == "missing required columns Aktivitätsdatum, Verstrichene Zeit; is this a Strava activities.csv?")
        #expect(kept.isEmpty)
    }

    @Test func aBadNumberOrDateIsNamedWithItsColumn() throws {
        let badNumber = Self.german + "\n" + Self.row(Self.german, [("Aktivitäts-ID", 1, "1"), ("Aktivitätsdatum", 1, "09.12.2022, 15:24:49"),
            ("Aktivitätsart", 1, "Lauf"), ("Verstrichene Zeit", 1, "3189"), ("Distanz", 1, "neun")]) + "\n"
        let (numberReport, _) = try importing(badNumber)
        #expect(numberReport.error?.location == .line(2))
        #expect(numberReport.error?.reason == "Distanz 'neun' is not a number")
        let badDate = Self.french + "\n" + Self.row(Self.french, [("ID de l'activité", 1, "1"), ("Date de l'activité", 1, "hier soir"),
            ("Type d'activité", 1, "Vélo"), ("Temps écoulé", 1, "60")]) + "\n"
        let (dateReport, kept) = try importing(badDate)
        #expect(dateReport.error?.reason.hasPrefix("Date de l'activité 'hier soir' is not a date such as") == true)
        #expect(kept.isEmpty)
    }

    // MARK: - Both Distance columns and the swim rule

    @Test func aSwimInTheFirstDistanceColumnIsMetersNotKilometers() throws {
        let csv = Self.english2019 + "\n"
            + "1,\"Nov 20, 2026, 7:00:00 AM\",Pool,Swim,,1800,\"1,025\",false,,activities/1.fit\n"
            + "2,\"Nov 21, 2026, 7:00:00 AM\",Lake,Swim,,1500,750.5,false,,\n"
            + "3,\"Nov 22, 2026, 7:00:00 AM\",Run,Run,,1500,\"1,025\",false,,\n"
            + "4,\"Nov 23, 2026, 7:00:00 AM\",Ride,Ride,,3600,20.5,false,,\n"
        let (report, kept) = try importing(csv)
        #expect(report.error == nil)
        // 1,025 m and 750.5 m of swimming; 1,025 km of running (absurd, but what the column says) and 20.5 km of riding.
        #expect(kept.map(\.activity.distance) == [1025, 750.5, 1_025_000, 20_500])
        #expect(kept.map(\.activity.type) == [.swim, .swim, .run, .ride])
    }

    @Test func everySwimOfTheFamilyIsMetersInTheFirstDistanceColumn() throws {
        // German "Schwimmen" and Strava's English names of the pool and open-water kinds: all in the swim family.
        let csv = Self.english2019 + "\n"
            + "1,\"Nov 20, 2026, 7:00:00 AM\",Bad,Schwimmen,,1800,\"1,025\",false,,\n"
            + "2,\"Nov 21, 2026, 7:00:00 AM\",Lake,Open Water Swim,,1500,750,false,,\n"
        let (report, kept) = try importing(csv)
        #expect(report.error == nil)
        #expect(kept.map(\.activity.type.family) == [.swim, .swim])
        #expect(kept.map(\.activity.distance) == [1025, 750])
    }

    @Test func theMetersColumnWinsOverTheFirstForEveryType() throws {
        let csv = Self.english + "\n"
            + Self.row(Self.english, [("Activity ID", 1, "1"), ("Activity Date", 1, "Nov 20, 2026, 7:00:00 AM"), ("Activity Type", 1, "Swim"),
                                      ("Elapsed Time", 1, "1800"), ("Distance", 1, "1,025"), ("Distance", 2, "1025.0")]) + "\n"
            + Self.row(Self.english, [("Activity ID", 1, "2"), ("Activity Date", 1, "Nov 21, 2026, 7:00:00 AM"), ("Activity Type", 1, "Run"),
                                      ("Elapsed Time", 1, "1800"), ("Distance", 1, "5.21"), ("Distance", 2, "5212.4")]) + "\n"
            // The meters column empty: the first one, by the swim rule.
            + Self.row(Self.english, [("Activity ID", 1, "3"), ("Activity Date", 1, "Nov 22, 2026, 7:00:00 AM"), ("Activity Type", 1, "Swim"),
                                      ("Elapsed Time", 1, "1800"), ("Distance", 1, "2,000")]) + "\n"
        let (report, kept) = try importing(csv)
        #expect(report.error == nil)
        #expect(kept.map(\.activity.distance) == [1025, 5212.4, 2000])
    }
}
