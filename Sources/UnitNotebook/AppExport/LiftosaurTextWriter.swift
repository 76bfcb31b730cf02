/// Writes Liftosaur's workout text (docs/export.md), the text its app pastes
/// and its API takes, one record a session:
///
///     // the session's notes
///     2026-11-02 07:10:00 +01:00 / dayName: "Lower A" / duration: 4500s / exercises: {
///       // the exercise's notes
///       Squat / 3x5 100kg @8, 1x4 100kg (grinder) / warmup: 1x5 60kg
///     }
///
/// Each set's weight keeps its unit; bodyweight has none (`BW+10kg` is
/// `+10kg`); a set note is its label. What the text cannot hold is a warning.
struct LiftosaurTextWriter: AppWriter {
  var out = ByteBuffer()
  var warnings = ExportWarnings()
  let name = "Liftosaur"
  /// The offset written after each start; nil writes `+00:00`.
  let localTime: LocalTimeRule?
  private var last: (date: LocalDate, start: Int)? = nil

  init(localTime: LocalTimeRule?) {
    self.localTime = localTime
  }

  mutating func begin() {}

  mutating func write(_ s: Session, at p: SessionLines) {
    let blocks = LiftosaurBlocks.make(s, at: p, warnings: &warnings)
    guard !blocks.isEmpty else { return }
    AppExportChecks.order(s, after: &last, at: p, warnings: &warnings)
    if !out.isEmpty { out.append(0x0A) }
    for n in s.notes { appendComment(n, indent: "") }
    appendHeading(s, at: p)
    for b in blocks {
      for n in b.notes { appendComment(n, indent: "  ") }
      out.append(ascii: "  ")
      out.append(b.name)
      for (keyword, sets) in [("", b.work), ("warmup: ", b.warmups)] where !sets.isEmpty {
        out.append(ascii: " / ")
        out.append(keyword)
        out.append(LiftosaurSet.grouped(sets).map(\.text).joined(separator: ", "))
      }
      out.append(0x0A)
    }
    out.append(ascii: "}\n")
  }

  private mutating func appendComment(_ note: String, indent: String) {
    out.append(indent)
    out.append(ascii: "// ")
    out.append(note)
    out.append(0x0A)
  }

  /// `2026-11-02 07:10:00 +01:00 / dayName: "Lower A" / duration: 4500s / exercises: {`.
  private mutating func appendHeading(_ s: Session, at p: SessionLines) {
    if s.start == nil {
      warnings.add(
        .exportChanged, "no-start", line: p.heading, counting: "sessions",
        "this session has no start time: Liftosaur's text has one, so it is written as 00:00:00 and reads back with that start"
      )
    }
    let start = s.start?.secondsSinceMidnight ?? 0
    let wall = ImportInstant.seconds(date: s.date, time: TimeOfDay(secondsSinceMidnight: start))
    let offset = localTime.map { $0.offset(at: wall - Int64($0.offset(at: wall))) } ?? 0
    out.append("\(s.date) \(TimeOfDay(secondsSinceMidnight: start).paddedWithSeconds) ")
    out.append(LocalTimeRule.offsetText(offset))
    if let title = s.title {
      var t = title
      if t.contains("\"") {
        t = t.replacing("\"", with: "'")
        warnings.add(
          .exportChanged, "title-quote", line: p.heading, counting: "sessions",
          "Liftosaur's quoted names cannot hold \": this title is written with ' instead")
      }
      out.append(" / dayName: \"\(t)\"")
    }
    if let e = s.end, s.start != nil {
      let d = (e.secondsSinceMidnight - start + 86_400) % 86_400
      out.append(" / duration: \(d)s")
    }
    out.append(ascii: " / exercises: {\n")
  }
}

extension TimeOfDay {
  /// `07:10:00`: two digits each, seconds always.
  var paddedWithSeconds: String {
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(two(hour)):\(two(minute)):\(two(second))"
  }
}
