/// The names Strava gives the columns tracker reads in `activities.csv`, in one language, and
/// the decimal mark of that language's numbers (`9,44` in German).
///
/// Strava writes the file in the account's language. The names here are those of real exports
/// (English, German, French, Spanish, Dutch). Every language keeps the same order of columns,
/// so an export in a language not listed (Italian, Portuguese, ...) is read by position: see
/// `StravaColumns`.
struct StravaHeader: Sendable {
    var language: String
    var activityID: String
    var activityDate: String
    var activityName: String
    var activityType: String
    var activityDescription: String
    /// Appears twice: whole seconds, then (in newer exports) seconds with a fraction.
    var elapsedTime: String
    /// Appears twice: as the app shows it (kilometres, or metres for swims), then in metres.
    var distance: String
    var movingTime: String
    var elevationGain: String
    var filename: String
    /// The decimal mark of the columns written as the app shows them; the later, raw columns use a point.
    var decimalMark: Character

    static let english = StravaHeader(
        language: "English", activityID: "Activity ID", activityDate: "Activity Date", activityName: "Activity Name",
        activityType: "Activity Type", activityDescription: "Activity Description", elapsedTime: "Elapsed Time",
        distance: "Distance", movingTime: "Moving Time", elevationGain: "Elevation Gain", filename: "Filename",
        decimalMark: ".")

    static let german = StravaHeader(
        language: "German", activityID: "Aktivitäts-ID", activityDate: "Aktivitätsdatum", activityName: "Name der Aktivität",
        activityType: "Aktivitätsart", activityDescription: "Aktivitätsbeschreibung", elapsedTime: "Verstrichene Zeit",
        distance: "Distanz", movingTime: "Bewegungszeit", elevationGain: "Höhenzunahme", filename: "Dateiname",
        decimalMark: ",")

    static let french = StravaHeader(
        language: "French", activityID: "ID de l'activité", activityDate: "Date de l'activité", activityName: "Nom de l'activité",
        activityType: "Type d'activité", activityDescription: "Description de l'activité", elapsedTime: "Temps écoulé",
        distance: "Distance", movingTime: "Durée de déplacement", elevationGain: "Dénivelé positif", filename: "Nom du fichier",
        decimalMark: ",")

    static let spanish = StravaHeader(
        language: "Spanish", activityID: "ID de actividad", activityDate: "Fecha de la actividad", activityName: "Nombre de la actividad",
        activityType: "Tipo de actividad", activityDescription: "Descripción de la actividad", elapsedTime: "Tiempo transcurrido",
        distance: "Distancia", movingTime: "Tiempo en movimiento", elevationGain: "Desnivel positivo", filename: "Nombre del archivo",
        decimalMark: ",")

    static let dutch = StravaHeader(
        language: "Dutch", activityID: "Activiteits-ID", activityDate: "Datum van activiteit", activityName: "Naam activiteit",
        activityType: "Activiteitstype", activityDescription: "Beschrijving van activiteit", elapsedTime: "Verstreken tijd",
        distance: "Afstand", movingTime: "Beweegtijd", elevationGain: "Totale stijging", filename: "Bestandsnaam",
        decimalMark: ",")

    /// Every language whose names are known, tried in this order.
    static let languages: [StravaHeader] = [english, german, french, spanish, dutch]
}
