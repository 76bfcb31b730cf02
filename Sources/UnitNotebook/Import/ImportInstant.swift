/// An instant as exports write it: an ISO 8601 timestamp with its offset
/// (`2026-03-04T07:10:00.000Z`, `2026-02-28 10:30:00 +01:00`) or seconds
/// since 1970 (JEFIT), and how one written in UTC becomes a local date and
/// time (docs/import.md, "Times written in UTC").
struct ImportInstant: Equatable {
  /// The wall clock as written.
  var date: LocalDate
  var time: TimeOfDay
  /// Seconds east of UTC as written (`Z`: 0); nil when the text has no offset.
  var offset: Int?

  /// Seconds since 1970 in UTC; nil without an offset.
  var secondsSince1970: Int64? {
    guard let offset else { return nil }
    return ImportInstant.seconds(date: date, time: time) - Int64(offset)
  }

  /// The seconds since 1970 of a wall clock read as UTC.
  static func seconds(date: LocalDate, time: TimeOfDay) -> Int64 {
    Int64(date.daysSinceEpoch) * 86_400 + Int64(time.secondsSinceMidnight)
  }

  /// The wall clock at `offset` seconds east of UTC of an instant; nil
  /// outside the years a notebook holds.
  static func wallClock(_ secondsSince1970: Int64, offset: Int) -> (date: LocalDate, time: TimeOfDay)? {
    let local = secondsSince1970 + Int64(offset)
    let (days, seconds) = local.quotientAndRemainder(dividingBy: 86_400)
    let (d, s) = seconds < 0 ? (days - 1, seconds + 86_400) : (days, seconds)
    guard abs(d) < 4_000_000, let date = LocalDate.epoch.adding(days: Int(d)) else { return nil }
    return (date, TimeOfDay(secondsSinceMidnight: Int(s)))
  }

  /// `YYYY-MM-DD`, `T` or a space, `HH:MM:SS` (or `HH:MM`), an optional
  /// fraction of a second (dropped), then optionally blanks and `Z`,
  /// `±HH:MM` or `±HHMM`. Nil for anything else.
  static func iso(_ text: String) -> ImportInstant? {
    var bytes = Array(text.utf8)
    while let last = bytes.last, last == 0x20 || last == 0x09 { bytes.removeLast() }
    return bytes.withUnsafeBufferPointer { b -> ImportInstant? in
      var s = ImportDate.Scan(b)
      s.skipBlanks()
      guard let y = s.number(maxDigits: 4), s.lastWidth == 4, s.take(["-"]) != nil,
        let m = s.number(maxDigits: 2), s.take(["-"]) != nil, let d = s.number(maxDigits: 2),
        let date = LocalDate(year: y, month: m, day: d), s.take(["T", " "]) != nil,
        let h = s.number(maxDigits: 2), s.take([":"]) != nil, let mi = s.number(maxDigits: 2), s.lastWidth == 2
      else { return nil }
      var sec = 0
      if s.take([":"]) != nil {
        guard let v = s.number(maxDigits: 2), s.lastWidth == 2 else { return nil }
        sec = v
      }
      if s.take(["."]) != nil {
        guard s.number(maxDigits: 9) != nil else { return nil }
      }
      guard let time = TimeOfDay(hour: h, minute: mi, second: sec) else { return nil }
      s.skipBlanks()
      var offset: Int? = nil
      if s.take(["Z", "z"]) != nil {
        offset = 0
      } else if let sign = s.take(["+", "-"]) {
        guard let hh = s.number(maxDigits: 2), s.lastWidth == 2, hh <= 18 else { return nil }
        _ = s.take([":"])
        guard let mm = s.number(maxDigits: 2), s.lastWidth == 2, mm < 60 else { return nil }
        offset = (sign == UInt8(ascii: "-") ? -1 : 1) * (hh * 3600 + mm * 60)
      }
      guard s.atEnd(afterBlanks: true) else { return nil }
      return ImportInstant(date: date, time: time, offset: offset)
    }
  }
}

extension LocalDate {
  /// 1970-01-01, the day `daysSinceEpoch` counts from.
  static let epoch = LocalDate(uncheckedYear: 1970, month: 1, day: 1)
}

extension ImportBuilder {
  /// The local date and time of an instant an export writes in UTC, by the
  /// rule of the import (`ImportOptions.localTime`). Without one the time
  /// stays in UTC, with one warning for the file (at the first row).
  /// Nil outside the years a notebook holds.
  mutating func local(
    _ secondsSince1970: Int64, row: Int, column: Int, what: @autoclosure () -> String
  ) -> ImportDateTime? {
    let offset: Int
    if let rule = options.localTime {
      offset = rule.offset(at: secondsSince1970)
    } else {
      offset = 0
      warnOnce(
        .importAssumed, "utc-kept", row: row, column: column,
        "\(what()) is written in UTC, and no time zone was given: the dates and times are kept in UTC (unit import reads them in the machine's time zone, or --utc-offset)"
      )
    }
    guard let (date, time) = ImportInstant.wallClock(secondsSince1970, offset: offset) else { return nil }
    return ImportDateTime(date: date, time: time)
  }
}
