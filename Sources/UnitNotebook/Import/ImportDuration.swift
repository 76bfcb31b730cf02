/// Reads the durations exports write, in whole seconds.
enum ImportDuration {
  /// Unit-suffixed parts: `31m`, `1h 3m`, `29min`, `1h 22min`, `1min 53s`,
  /// `45s`, `3,527h 3min` (a thousands separator, as Strong writes runaway
  /// workouts). Nil when the text is not such a duration, or adds up to
  /// more seconds than a notebook number holds (fifteen digits: any number
  /// of parts can be written, and none may wrap around).
  static func words(_ text: Substring) -> Int? {
    var total = 0
    var any = false
    var i = text.unicodeScalars.startIndex
    let s = text.unicodeScalars
    while i < s.endIndex {
      while i < s.endIndex, s[i] == " " { i = s.index(after: i) }
      if i == s.endIndex { break }
      var value = 0
      var digits = 0
      while i < s.endIndex, (s[i].value >= 48 && s[i].value <= 57) || (s[i] == "," && digits > 0) {
        if s[i] != "," {
          value = value &* 10 &+ Int(s[i].value - 48)
          digits += 1
          if digits > 9 { return nil }
        }
        i = s.index(after: i)
      }
      guard digits > 0 else { return nil }
      while i < s.endIndex, s[i] == " " { i = s.index(after: i) }
      var unit = ""
      while i < s.endIndex, s[i].properties.isAlphabetic {
        unit.unicodeScalars.append(s[i])
        i = s.index(after: i)
      }
      let factor: Int
      switch unit.lowercased() {
      case "h", "hr", "hrs", "hour", "hours": factor = 3600
      case "m", "min", "mins", "minute", "minutes": factor = 60
      case "s", "sec", "secs", "second", "seconds": factor = 1
      default: return nil
      }
      total += value * factor  // below 10^15 + 3.6·10^12 (nine digits of hours): no overflow
      guard total <= Validation.maximumWhole else { return nil }
      any = true
    }
    return any ? total : nil
  }

  /// A number of seconds as a message writes a duration: `24h 13m`,
  /// `1h`, `45m`, `1m 5s`, `30s` (hours, however many; no part that is 0;
  /// from an hour on, whole minutes: 87188 seconds are `24h 13m`).
  static func written(_ seconds: Int) -> String {
    let sign = seconds < 0 ? "-" : ""
    let t = seconds.magnitude
    var parts: [String] = []
    if t >= 3600 { parts.append("\(t / 3600)h") }
    if t % 3600 >= 60 { parts.append("\(t % 3600 / 60)m") }
    if t < 3600, t % 60 != 0 || t == 0 { parts.append("\(t % 60)s") }
    return sign + parts.joined(separator: " ")
  }

  /// A clock duration: `H:MM:SS` or `M:SS` (FitNotes' `0:05:00`, a shared
  /// text's `1:00`). Nil when the text is not one.
  static func clock(_ text: Substring) -> Int? {
    guard let fields = ClockFields.split(text.utf8, maxWidth: 6) else { return nil }
    switch fields.count {
    case 2:
      guard fields[1] < 60 else { return nil }
      return fields[0] * 60 + fields[1]
    case 3:
      guard fields[1] < 60, fields[2] < 60 else { return nil }
      return fields[0] * 3600 + fields[1] * 60 + fields[2]
    default:
      return nil
    }
  }
}
