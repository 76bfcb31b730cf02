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
    if let numeric = bytes.withUnsafeBufferPointer({ ImportDate.dayMonthYear($0, dayFirst: true) }),
      bytes.contains(UInt8(ascii: "."))
    {
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
        if i < scalars.count, scalars[i].value == 0xC6D4 {  // 월: a month number
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

  private static func meridiem(_ w: String) -> Int? {
    switch w {
    case "am", "a.m": return 0
    case "pm", "p.m": return 12
    case "오전": return 0
    case "오후": return 12
    default: return nil
    }
  }

  /// Month names and abbreviations, lowercased, without a final period.
  static let monthNumbers: [String: Int] = {
    let names: [[String]] = [
      ["january", "jan", "januar", "jän", "janvier", "janv", "janeiro", "enero", "ene"],
      ["february", "feb", "februar", "février", "fevrier", "févr", "fevr", "fevereiro", "fev", "febrero"],
      ["march", "mar", "märz", "maerz", "mär", "mars", "março", "marco", "marzo"],
      ["april", "apr", "avril", "avr", "abril", "abr"],
      ["may", "mai", "maio", "mayo"],
      ["june", "jun", "juni", "juin", "junho", "junio"],
      ["july", "jul", "juli", "juillet", "juil", "julho", "julio"],
      ["august", "aug", "août", "aout", "agosto", "ago"],
      ["september", "sep", "sept", "septembre", "setembro", "set", "septiembre", "setiembre"],
      ["october", "oct", "oktober", "okt", "octobre", "outubro", "out", "octubre"],
      ["november", "nov", "novembre", "novembro", "noviembre"],
      ["december", "dec", "dezember", "dez", "décembre", "déc", "decembre", "dezembro", "diciembre", "dic"],
    ]
    var table: [String: Int] = [:]
    for (k, list) in names.enumerated() {
      for n in list { table[n] = k + 1 }
    }
    return table
  }()
}
