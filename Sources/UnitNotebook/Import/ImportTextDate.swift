/// Reads dates written with a month name, as Hevy's CSV and the shared
/// workout texts of Strong and Hevy write them:
///
///     15 Sep 2025, 07:48                     Hevy app (English)
///     1 Sept. 2026, 18:04 · 16 Juni 2026     Hevy app (German)
///     5 9월 2026, 18:04                      Hevy app (Korean)
///     Sep 22, 2026, 6:00 AM                  Hevy web (en-US)
///     22.09.2026, 17:00                      Hevy web (German)
///     Wednesday 13 August 2025 at 07:32      Strong, shared text
///     Saturday, May 2, 2026 at 3:59 PM       Strong, shared text (en-US)
///     Thursday, Oct 08, 2026 at 4:40pm       Hevy, shared text
///
/// The year is the four-digit number, the month a month name (English,
/// German, French, Portuguese or Spanish, full or abbreviated) or `N월`, the
/// day the other one- or two-digit number, and the time `H:MM` with an
/// optional am/pm. Weekdays and words such as `at`, `à`, `às` are skipped.
enum ImportTextDate {
  static func parse(_ text: String) -> ImportDateTime? {
    let bytes = Array(text.utf8)
    // Numeric dates, as a browser writes them in the web export:
    // `2026/09/22 17:00` (year first), `22.09.2026, 17:00`,
    // `22/09/2026, 17:00` (day first: the one browser locale that writes
    // the month first, en-US, writes its name, `Sep 22, 2026`).
    if let numeric = bytes.withUnsafeBufferPointer({
      ImportDate.iso($0) ?? ImportDate.dayMonthYear($0, dayFirst: true)
    }), bytes.contains(UInt8(ascii: ".")) || bytes.contains(UInt8(ascii: "/")) {
      return numeric
    }
    var numbers: [(value: Int, width: Int)] = []
    var month: Int? = nil
    var time: TimeOfDay? = nil
    var pendingHalf: Int? = nil  // 0 am, 12 pm, for a time before its am/pm
    var timeHour = 0
    var timeRest = 0
    let scalars = Array(text.unicodeScalars)
    var i = 0
    var sawYear = false
    while i < scalars.count {
      let c = scalars[i]
      if isDigit(c) {
        var v = 0
        var w = 0
        while i < scalars.count, isDigit(scalars[i]) {
          v = v &* 10 &+ Int(scalars[i].value - 48)
          w += 1
          i += 1
        }
        if w > 4 { return nil }
        if i < scalars.count, scalars[i] == ":", time == nil {
          // A time: H:MM or H:MM:SS.
          var fields = [v]
          while i < scalars.count, scalars[i] == ":" {
            i += 1
            var f = 0
            var fw = 0
            while i < scalars.count, isDigit(scalars[i]) {
              guard fw < 2 else { return nil }  // minutes and seconds have two digits
              f = f * 10 + Int(scalars[i].value - 48)
              fw += 1
              i += 1
            }
            guard fw == 2 else { return nil }
            fields.append(f)
          }
          guard fields.count <= 3,
            let t = TimeOfDay(hour: v, minute: fields[1], second: fields.count == 3 ? fields[2] : 0)
          else { return nil }
          time = t
          timeHour = v
          timeRest = fields[1] * 60 + (fields.count == 3 ? fields[2] : 0)
          continue
        }
        if i < scalars.count, scalars[i].value == 0xC6D4 || scalars[i].value == 0x6708 {  // 월, 月: a month number
          month = v
          i += 1
          continue
        }
        if w == 4 { sawYear = true }
        numbers.append((v, w))
        continue
      }
      if isLetter(c) {
        var word = String.UnicodeScalarView()
        while i < scalars.count, isLetter(scalars[i]) || scalars[i] == "." {
          word.append(scalars[i])
          i += 1
        }
        let w = String(word).lowercased()
        let bare = w.hasSuffix(".") ? String(w.dropLast()) : w
        if let half = meridiem(bare) {
          pendingHalf = half
        } else if !sawYear, let m = monthNumbers[bare] {
          month = m
        }
        continue
      }
      i += 1
    }
    guard let m = month else { return nil }
    guard let year = numbers.first(where: { $0.width == 4 })?.value,
      let day = numbers.first(where: { $0.width <= 2 })?.value,
      let date = LocalDate(year: year, month: m, day: day)
    else { return nil }
    if var t = time, let half = pendingHalf {
      guard (1...12).contains(timeHour) else { return nil }
      t = TimeOfDay(secondsSinceMidnight: (timeHour % 12 + half) * 3600 + timeRest)
      time = t
    }
    return ImportDateTime(date: date, time: time)
  }

  private static func isDigit(_ c: Unicode.Scalar) -> Bool { c.value >= 48 && c.value <= 57 }

  private static func isLetter(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic }

  static func meridiem(_ w: String) -> Int? {
    switch w {
    case "am", "a.m": return 0
    case "pm", "p.m": return 12
    case "오전": return 0
    case "오후": return 12
    default: return nil
    }
  }

  /// Month names by language, January first: the full names and the
  /// abbreviations, lowercased, without a final period. The app export
  /// writes `d MMM yyyy, HH:mm` with the app language's abbreviation (as
  /// date-fns spells it: German `Sept.`, `Juni`; Korean `9월`), so each
  /// language lists those; the full names serve the shared texts. Which
  /// languages, and from what evidence: docs/import.md, "Hevy's dates".
  static let monthNames: [(language: String, months: [[String]])] = [
    (
      "English",
      [
        ["january", "jan"], ["february", "feb"], ["march", "mar"], ["april", "apr"], ["may"], ["june", "jun"],
        ["july", "jul"], ["august", "aug"], ["september", "sep", "sept"], ["october", "oct"], ["november", "nov"],
        ["december", "dec"],
      ]
    ),
    (
      "German",
      [
        ["januar", "jan", "jän"], ["februar", "feb"], ["märz", "maerz", "mär"], ["april", "apr"], ["mai"],
        ["juni", "jun"], ["juli", "jul"], ["august", "aug"], ["september", "sep", "sept"], ["oktober", "okt"],
        ["november", "nov"], ["dezember", "dez"],
      ]
    ),
    (
      "French",
      [
        ["janvier", "janv"], ["février", "fevrier", "févr", "fevr", "fév"], ["mars"], ["avril", "avr"], ["mai"],
        ["juin"], ["juillet", "juil"], ["août", "aout"], ["septembre", "sept"], ["octobre", "oct"],
        ["novembre", "nov"], ["décembre", "decembre", "déc", "dec"],
      ]
    ),
    (
      "Spanish",
      [
        ["enero", "ene"], ["febrero", "feb"], ["marzo", "mar"], ["abril", "abr"], ["mayo", "may"], ["junio", "jun"],
        ["julio", "jul"], ["agosto", "ago"], ["septiembre", "setiembre", "sept", "sep", "set"], ["octubre", "oct"],
        ["noviembre", "nov"], ["diciembre", "dic"],
      ]
    ),
    (
      "Portuguese",
      [
        ["janeiro", "jan"], ["fevereiro", "fev"], ["março", "marco", "mar"], ["abril", "abr"], ["maio", "mai"],
        ["junho", "jun"], ["julho", "jul"], ["agosto", "ago"], ["setembro", "set"], ["outubro", "out"],
        ["novembro", "nov"], ["dezembro", "dez"],
      ]
    ),
    (
      "Italian",
      [
        ["gennaio", "gen"], ["febbraio", "feb"], ["marzo", "mar"], ["aprile", "apr"], ["maggio", "mag"],
        ["giugno", "giu"], ["luglio", "lug"], ["agosto", "ago"], ["settembre", "set"], ["ottobre", "ott"],
        ["novembre", "nov"], ["dicembre", "dic"],
      ]
    ),
    (
      "Turkish",
      [
        ["ocak", "oca"], ["şubat", "şub", "subat", "sub"], ["mart", "mar"], ["nisan", "nis"], ["mayıs", "may"],
        ["haziran", "haz"], ["temmuz", "tem"], ["ağustos", "ağu", "agustos", "agu"], ["eylül", "eyl", "eylul"],
        ["ekim", "eki"], ["kasım", "kas", "kasim"], ["aralık", "ara", "aralik"],
      ]
    ),
    (
      "Russian",
      [
        ["января", "январь", "янв"], ["февраля", "февраль", "февр", "фев"], ["марта", "март", "мар"],
        ["апреля", "апрель", "апр"], ["мая", "май"], ["июня", "июнь", "июн"], ["июля", "июль", "июл"],
        ["августа", "август", "авг"], ["сентября", "сентябрь", "сент", "сен"], ["октября", "октябрь", "окт"],
        ["ноября", "ноябрь", "нояб", "ноя"], ["декабря", "декабрь", "дек"],
      ]
    ),
    (
      "Polish",
      [
        ["stycznia", "styczeń", "sty"], ["lutego", "luty", "lut"], ["marca", "marzec", "mar"],
        ["kwietnia", "kwiecień", "kwi"], ["maja", "maj"], ["czerwca", "czerwiec", "cze"], ["lipca", "lipiec", "lip"],
        ["sierpnia", "sierpień", "sie"], ["września", "wrzesień", "wrz"], ["października", "październik", "paź"],
        ["listopada", "listopad", "lis"], ["grudnia", "grudzień", "gru"],
      ]
    ),
    (
      "Dutch",
      [
        ["januari", "jan"], ["februari", "feb"], ["maart", "mrt"], ["april", "apr"], ["mei"], ["juni", "jun"],
        ["juli", "jul"], ["augustus", "aug"], ["september", "sep", "sept"], ["oktober", "okt"], ["november", "nov"],
        ["december", "dec"],
      ]
    ),
  ]

  /// The languages whose months are written as a number and a sign:
  /// Korean `9월`, Japanese and Chinese `9月`.
  static let numberedMonths = "Korean (9월), Japanese and Chinese (9月)"

  /// Every month name of `monthNames` → its number (no name means two months).
  static let monthNumbers: [String: Int] = {
    var table: [String: Int] = [:]
    for (_, months) in monthNames {
      for (k, names) in months.enumerated() {
        for n in names { table[n] = k + 1 }
      }
    }
    return table
  }()

  /// The languages of `monthNames`, as a message lists them.
  static var languages: String {
    monthNames.map(\.language).joined(separator: ", ") + "; " + numberedMonths
  }

  /// The first word of `text` that is no month name, no am/pm and no `at`:
  /// what a date that does not read has in place of its month (`Nis` before
  /// Turkish was known). Nil when there is none.
  static func unknownWord(_ text: String) -> String? {
    var word = String.UnicodeScalarView()
    var words: [String] = []
    for c in text.unicodeScalars {
      if isLetter(c) || (c == "." && !word.isEmpty) {
        word.append(c)
      } else if !word.isEmpty {
        words.append(String(word))
        word = String.UnicodeScalarView()
      }
    }
    if !word.isEmpty { words.append(String(word)) }
    return words.first { w in
      var bare = w.lowercased()
      if bare.hasSuffix(".") { bare.removeLast() }
      return monthNumbers[bare] == nil && meridiem(bare) == nil && !["at", "à", "às", "um", "a", "de"].contains(bare)
    }
  }
}
