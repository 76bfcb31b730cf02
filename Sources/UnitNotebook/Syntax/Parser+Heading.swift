extension Parser {
  /// heading-line = "#" ( date [ time [ dash time ] ] [ title ] | routine-word name )
  ///
  /// Sets `heading.isRoutine` for a routine's heading even when it does not
  /// parse, so the lines under it are read as a routine's.
  mutating func parseHeading(_ s: Int, _ e: Int, into heading: inout HeadingSyntax, _ sink: inout DiagnosticSink)
    -> Bool
  {
    var p = s
    while p < e, bytes[p] == Lexicon.headingMarker { p += 1 }
    p = Words.skipBlanks(bytes, p, e)
    let de = Words.wordEnd(bytes, p, e)
    heading.isRoutine = false
    if Lexicon.isRoutineWord(bytes, p, de) {
      return parseRoutineHeading(word: p, de, e, into: &heading, &sink)
    }
    guard de - p == 10, let parsed = LocalDate.parse(UnsafeBufferPointer(rebasing: bytes[p..<de]))
    else {
      report(Message.expectedDate, at: p, &sink)
      return false
    }
    guard case .date(let date) = parsed else {
      report(Message.notADate(quote(p, de)), at: p, &sink)
      return false
    }
    heading = HeadingSyntax(
      date: date, dateRange: ByteRange(start: p, end: de), start: nil, end: nil, title: nil)
    var q = Words.skipBlanks(bytes, de, e)
    switch parseTime(at: q, e, &sink) {
    case .invalid:
      return false
    case .time(let start, let after):
      heading.start = start
      q = after
      switch parseEndTime(after: q, e, &sink) {
      case .invalid:
        return false
      case .time(let end, let after):
        heading.end = end
        q = after
      case .none:
        break  // no dash, or the dash opens the title
      }
    case .none:
      break
    }
    let titleStart = Words.skipBlanks(bytes, q, e)
    if titleStart < e {
      heading.title = text(titleStart, e)
    }
    return true
  }

  /// `# Routine NAME`: the routine word at `ws..<we`, then the name.
  mutating func parseRoutineHeading(
    word ws: Int, _ we: Int, _ e: Int, into heading: inout HeadingSyntax, _ sink: inout DiagnosticSink
  ) -> Bool {
    heading = HeadingSyntax(dateRange: ByteRange(start: ws, end: we), isRoutine: true)
    let nameStart = Words.skipBlanks(bytes, we, e)
    guard nameStart < e else {
      report(Message.expectedRoutineName(quote(ws, we)), at: nameStart, &sink)
      return false
    }
    heading.title = text(nameStart, e)
    return true
  }

  /// After a start time: a dash and the end time (`–08:20`, ` - 8:20pm`).
  mutating func parseEndTime(after q: Int, _ e: Int, _ sink: inout DiagnosticSink) -> TimeParse {
    let r = Words.skipBlanks(bytes, q, e)
    let dash = Lexicon.dashLength(bytes, r, e)
    guard dash > 0 else { return .none }
    return parseTime(at: Words.skipBlanks(bytes, r + dash, e), e, &sink)
  }

  /// Would a heading read the opening of `title`, written after its date
  /// (or after its start time, when `afterStartTime`), as a time? The
  /// heading's own steps on the title's bytes: a time after the date, a
  /// dash and a time after the start time; after an end time nothing is.
  /// The printer escapes such a title (Printer+Heading.swift).
  static func readsTime(opening title: UnsafeBufferPointer<UInt8>, afterStartTime: Bool) -> Bool {
    var parser = Parser(title)
    var scratch = DiagnosticSink()
    let read =
      afterStartTime
      ? parser.parseEndTime(after: 0, title.count, &scratch) : parser.parseTime(at: 0, title.count, &scratch)
    if case .none = read { return false }
    return true  // a time, or one out of range, which would stop the heading
  }

  enum TimeParse {
    case none
    case invalid
    case time(TimeSyntax, end: Int)
  }

  /// `H:MM`, `HH:MM`, `HH:MM:SS`, each with an optional `am`/`pm`, ending at a
  /// blank, a dash or the end of the line.
  mutating func parseTime(at p: Int, _ e: Int, _ sink: inout DiagnosticSink) -> TimeParse {
    var i = p
    var fields = (0, 0, 0)
    var fieldCount = 0
    var value = 0
    var width = 0
    while i < e {
      let c = bytes[i]
      if Lexicon.isDigit(c) {
        value = value * 10 + Int(c - 0x30)
        width += 1
        if width > 2 { return .none }
      } else if c == UInt8(ascii: ":") {
        guard width > 0, fieldCount < 2 else { return .none }
        if fieldCount == 0 { fields.0 = value } else { fields.1 = value }
        fieldCount += 1
        value = 0
        width = 0
      } else {
        break
      }
      i += 1
    }
    guard width == 2, fieldCount > 0 else { return .none }
    if fieldCount == 1 { fields.1 = value } else { fields.2 = value }
    fieldCount += 1
    // Optional am/pm, glued on (`7:15pm`). Not after a blank: `07:15 am…`
    // is a time and a title.
    var end = i
    var meridiem: Int? = nil  // 0 am, 12 pm
    let m = i
    if m + 2 <= e {
      let a = Lexicon.lower(bytes[m])
      if (a == 0x61 || a == 0x70) && Lexicon.lower(bytes[m + 1]) == 0x6D
        && (m + 2 == e || Lexicon.isBlank(bytes[m + 2]) || Lexicon.dashLength(bytes, m + 2, e) > 0)
      {
        meridiem = a == 0x61 ? 0 : 12
        end = m + 2
      }
    }
    guard end == e || Lexicon.isBlank(bytes[end]) || Lexicon.dashLength(bytes, end, e) > 0 else { return .none }
    var hour = fields.0
    if let mer = meridiem {
      guard (1...12).contains(hour) else {
        report(Message.amPmHour, at: p, &sink)
        return .invalid
      }
      hour = hour % 12 + mer
    }
    guard let t = TimeOfDay(hour: hour, minute: fields.1, second: fieldCount == 3 ? fields.2 : 0)
    else {
      report(Message.notATime(quote(p, end)), at: p, &sink)
      return .invalid
    }
    return .time(TimeSyntax(range: ByteRange(start: p, end: end), value: t), end: end)
  }
}
