#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerTime

/// Reads the `Activity Date` of a Strava `activities.csv` in the language it was exported in,
/// without a `Calendar`: `Nov 29, 2026, 7:30:00 AM` (English), `09.12.2022, 15:24:49` (German),
/// `9 mei 2026, 00:03:01` (Dutch), `13 févr. 2024, 18:30:12`, `9 de mayo de 2026, 19:00:00`.
///
/// The text is a day, a month and a four-digit year in any order, then a clock time:
/// - a month name or abbreviation in English, German, French, Spanish, Italian, Portuguese or
///   Dutch (`Nov`, `März`, `févr.`, `ene`, `giu`, `out`, `mrt`), with the day and year as numbers;
///   the words `de`, `del` and `of` between them are skipped;
/// - or three numbers: `2022-12-09` (year first), else day first: `09.12.2022`, `9/12/2022`;
/// - then `H:MM` or `H:MM:SS`, 24-hour, or 12-hour with `AM`/`PM` (also `a. m.`, `p. m.`).
/// Strava writes these times in UTC.
public enum StravaDateParser {
    /// Unix seconds of `text`, or `nil` when it is not such a date.
    public static func parse(_ text: String) -> Int64? {
        var rest = text.canonicallyComposed.lowercased()
        // Spanish and Portuguese write the meridiem with dots and a space.
        for (spelled, meridiem) in [("a. m.", " am "), ("p. m.", " pm "), ("a.m.", " am "), ("p.m.", " pm ")] {
            rest = rest.replacing(spelled, with: meridiem)
        }
        let tokens = rest.split(whereSeparator: { " ,/-.\u{00A0}\u{202F}".contains($0) }).map(String.init)

        var clock: (hour: Int, minute: Int, second: Int)?
        var meridiem: String?
        var numbers: [String] = []
        var month: Int?
        for token in tokens {
            if token.contains(":") {
                guard clock == nil, let time = parseClock(token) else { return nil }
                clock = time
            } else if token == "am" || token == "pm" {
                guard meridiem == nil else { return nil }
                meridiem = token
            } else if token.allSatisfy(\.isASCII) && token.allSatisfy(\.isWholeNumber) {
                numbers.append(token)
            } else if let named = monthNumbers[token] {
                guard month == nil else { return nil }
                month = named
            } else if !fillerWords.contains(token) {
                return nil
            }
        }
        guard let clock else { return nil }
        var hour = clock.hour
        let minute = clock.minute, second = clock.second
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (meridiem == "pm" ? 12 : 0)
        }

        let year: Int, monthNumber: Int, day: Int
        if let month {
            guard numbers.count == 2 else { return nil }
            let yearIndex = numbers[0].count == 4 ? 0 : 1
            guard numbers[yearIndex].count == 4, numbers[1 - yearIndex].count <= 2,
                  let y = Int(numbers[yearIndex]), let d = Int(numbers[1 - yearIndex]) else { return nil }
            (year, monthNumber, day) = (y, month, d)
        } else {
            guard numbers.count == 3 else { return nil }
            let values = numbers.compactMap { Int($0) }
            guard values.count == 3 else { return nil }
            if numbers[0].count == 4 {
                guard numbers[1].count <= 2, numbers[2].count <= 2 else { return nil }
                (year, monthNumber, day) = (values[0], values[1], values[2])
            } else {
                guard numbers[2].count == 4, numbers[0].count <= 2, numbers[1].count <= 2 else { return nil }
                (year, monthNumber, day) = (values[2], values[1], values[0])
            }
        }
        guard hour < 24, let date = LocalDay(year: year, month: monthNumber, day: day) else { return nil }
        return date.localSeconds(hour: hour, minute: minute, second: second)
    }

    /// `7:30`, `07:30:00`.
    private static func parseClock(_ token: String) -> (hour: Int, minute: Int, second: Int)? {
        let parts = token.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isWholeNumber) }),
              let hour = Int(parts[0]), let minute = Int(parts[1]), minute < 60 else { return nil }
        let second = parts.count == 3 ? Int(parts[2]) ?? 60 : 0
        guard second < 60, parts.dropFirst().allSatisfy({ $0.count == 2 }) else { return nil }
        return (hour, minute, second)
    }

    /// Words some languages put between the day, the month and the year.
    private static let fillerWords: Set<String> = ["de", "del", "of"]

    /// Every month name and abbreviation of the seven languages, one list per month, lowercased,
    /// without a final dot; none of them names two different months. English comes from the
    /// names every output prints.
    static let monthNames: [[String]] = (0..<12).map { index in
        let abbreviation = LocalDay.monthAbbreviations[index].lowercased(), name = LocalDay.monthNames[index].lowercased()
        return (abbreviation == name ? [name] : [abbreviation, name]) + otherMonthNames[index]
    }

    /// The month names and abbreviations of the other six languages, and the English `sept`,
    /// where they differ from English's.
    private static let otherMonthNames: [[String]] = [
        ["januar", "jän", "jänner", "janv", "janvier", "ene", "enero", "gen", "gennaio", "janeiro", "januari"],
        ["februar", "févr", "fevr", "février", "fevrier", "febrero", "febbraio", "fev", "fevereiro", "februari"],
        ["mär", "mrz", "märz", "mars", "marzo", "março", "marco", "mrt", "maart"],
        ["avr", "avril", "abr", "abril", "aprile"],
        ["mai", "mayo", "mag", "maggio", "maio", "mei"],
        ["juni", "juin", "junio", "giu", "giugno", "junho"],
        ["juli", "juil", "juillet", "julio", "lug", "luglio", "julho"],
        ["août", "aout", "ago", "agosto", "augustus"],
        ["sept", "septembre", "septiembre", "set", "settembre", "setembro"],
        ["okt", "oktober", "octobre", "octubre", "ott", "ottobre", "out", "outubro"],
        ["novembre", "noviembre", "novembro"],
        ["dez", "dezember", "déc", "decembre", "décembre", "dic", "diciembre", "dicembre", "dezembro"],
    ]

    static let monthNumbers: [String: Int] = {
        var table: [String: Int] = [:]
        for (index, names) in monthNames.enumerated() {
            for name in names { table[name] = index + 1 }
        }
        return table
    }()
}
