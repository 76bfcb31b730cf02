import UnitNotebook

/// What `unit stats --muscles` and `unit muscles` print: the sets per
/// muscle group as a table or JSON, the exercises with no muscles known,
/// and the warnings of a declaration made again in a later notebook.
enum MuscleOutput {
  /// Warns of each exercise a later notebook declares again (the later
  /// counts), at the later declaration, with its line when the file can be
  /// read again (standard input cannot).
  static func warnConflicts<C: Console>(_ history: TrainingHistory, console: inout C) {
    for (file, found) in history.muscleConflictWarnings where file < history.files.count {
      let name = history.files[file]
      if let input = try? Input(name: name, path: name) {
        var d = found
        d.offset = offset(line: d.line, column: d.column, in: input.bytes)
        console.report([d], for: input)
      } else {
        console.writeError(DiagnosticRenderer(fileName: name, color: console.errorIsColorTerminal).render(found))
      }
    }
  }

  /// The byte offset of a 1-based line and column (in Unicode scalars),
  /// where the renderer shows the line with a caret.
  static func offset(line: Int, column: Int, in b: [UInt8]) -> Int? {
    var (i, at) = (0, 1)
    while at < line, i < b.count {
      if b[i] == 0x0A { at += 1 }
      i += 1
    }
    guard at == line else { return nil }
    var scalars = 1
    while scalars < column, i < b.count, b[i] != 0x0A {
      i += 1
      // A scalar starts at every byte that is not a continuation byte.
      if i < b.count, b[i] & 0xC0 != 0x80 { scalars += 1 }
    }
    return i
  }

  /// A period's sets of one group as the tables write them: `3`, `1.5`.
  static func cell(_ s: MuscleSets, _ g: MuscleGroup) -> String {
    var w = ByteWriter(capacity: 16)
    appendSets(halves: s.halves(of: g), to: &w)
    return w.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
  }

  /// `1,250.5`: half sets as sets, grouped as the stats' numbers are.
  static func appendSets(halves: Int, to out: inout ByteWriter) {
    out.appendGrouped(HistoryNumber(halves / 2))
    if halves % 2 != 0 { out.append(".5") }
  }

  /// The table of `unit stats --muscles`: a row a period (and the total),
  /// its counted sets, and a column a group with any set, each cell's
  /// number written (0 for none), as bytes (a decade by week is hundreds
  /// of rows of 17 numbers).
  static func table(_ s: MuscleStats) -> String {
    let groups = s.groups
    var t = ByteTable([.left] + Array(repeating: .right, count: groups.count + 1))
    func header(_ t: inout ByteTable) {
      t.startRow()
      t.cell(s.grouping == .week ? "week of" : s.grouping.rawValue)
      t.cell("counted")
      for g in groups { t.cell(g.name) }
    }
    func row(_ t: inout ByteTable, _ p: MuscleSets) {
      t.startRow()
      t.cell(label(p.start, s.grouping))
      t.row.appendGrouped(HistoryNumber(p.sets))
      t.endCell()
      for g in groups {
        appendSets(halves: p.halves(of: g), to: &t.row)
        t.endCell()
      }
    }
    let rows = s.periods + [s.total]
    header(&t)
    t.widen()
    for p in rows {
      row(&t, p)
      t.widen()
    }
    var out = ByteWriter(capacity: 1 << 16)
    header(&t)
    t.appendLine(to: &out)
    for p in rows {
      row(&t, p)
      t.appendLine(to: &out)
    }
    if let note = unknownNote(s.total) { out.append(note) }
    return out.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
  }

  /// `2026-11-30`, `2026-11`, `2026`, or `total`.
  static func label(_ start: LocalDate?, _ grouping: HistoryGrouping) -> String {
    guard let start else { return "total" }
    switch grouping {
    case .year: return String(start.year)
    case .month: return String(start.description.prefix(7))
    default: return start.description
    }
  }

  /// The line under the table when some counted sets are of exercises
  /// whose muscles are not known; nil when none is.
  static func unknownNote(_ total: MuscleSets) -> String? {
    let unknown = total.sets - total.resolvedSets
    guard unknown > 0 else { return nil }
    let sets = unknown == 1 ? "1 counted set is" : "\(SeriesText.grouped(HistoryNumber(unknown))) counted sets are"
    return "\(sets) of exercises with no muscles known, counted toward no group (unit muscles lists them)\n"
  }

  /// The muscles of a period for `--json`: every group by name, in order.
  static func json(_ s: MuscleSets) -> [(String, JSONValue)] {
    let muscles = MuscleGroup.allCases.map { g -> (String, JSONValue) in
      let h = s.halves(of: g)
      return (g.name, .number(h % 2 == 0 ? String(h / 2) : String(h / 2) + ".5"))
    }
    return [
      ("countedSets", .int(s.sets)), ("resolvedSets", .int(s.resolvedSets)),
      ("muscles", HistoryJSON.object(muscles)),
    ]
  }

  /// `unit muscles`: how many counted sets resolve, then the exercises
  /// that do not, most sets first.
  static func coverage(_ c: MuscleCoverage) -> String {
    let sets = SeriesText.grouped(HistoryNumber(c.sets))
    guard c.sets > 0 else { return "No counted sets (done sets that are not warm-ups) in the notebooks.\n" }
    guard !c.unknown.isEmpty else { return "\(sets) counted sets, all of exercises whose muscles are known.\n" }
    var out = "\(sets) counted sets, \(SeriesText.grouped(HistoryNumber(c.resolved))) of them (\(share(c))) "
    out += "of exercises whose muscles are known. No muscles known:\n\n"
    var t = TextTable([.left, .right])
    t.add(["exercise", "sets"])
    for u in c.unknown { t.add([Excerpt.cut(u.exercise), SeriesText.grouped(HistoryNumber(u.sets))]) }
    out += t.text
    out += "\nTheir sets count toward no group. Say what each trains in a notebook's # Muscles section "
    out += "(docs/muscles.md):\n\n# Muscles\n\n"
    out += "\(Excerpt.cut(c.unknown[0].exercise)): PRIMARY, …; secondary: SECONDARY, …\n"
    return out
  }

  /// `92.9%`: the share of counted sets resolved, to a tenth, never 100%
  /// while one is not.
  static func share(_ c: MuscleCoverage) -> String {
    guard c.sets > 0 else { return "0%" }
    let permille = Swift.min((c.resolved * 2000 + c.sets) / (2 * c.sets), c.resolved < c.sets ? 999 : 1000)
    return "\(permille / 10).\(permille % 10)%"
  }

  static func json(_ c: MuscleCoverage) -> String {
    let unknown = c.unknown.map {
      HistoryJSON.object([("exercise", .string($0.exercise)), ("sets", .int($0.sets))])
    }
    return HistoryJSON.document([("sets", .int(c.sets)), ("resolved", .int(c.resolved)), ("unknown", .array(unknown))])
  }
}
