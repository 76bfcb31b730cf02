import Foundation
import Seeds
import Testing

@testable import UnitNotebook

/// `unit export --to strong|hevy` (docs/export.md): golden files for every
/// sample notebook, and the law that makes the warnings honest — an export
/// without warnings imports back to the same sessions, set for set.
@Suite struct AppExportTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The sample notebooks, by name.
  static var samples: [String] {
    let dir = root.appendingPathComponent("Samples").path
    return ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [])
      .filter { $0.hasSuffix(".unit") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// What an export gives: the file, its warnings, and the file imported back.
  struct Trip {
    var file: [UInt8]
    var warnings: [Diagnostic]
    var back: ImportResult
  }

  /// The rule Liftosaur's text is written and read back with.
  static let rule = LocalTimeRule.fixed(secondsEast: 3600)

  static func trip(_ text: [UInt8], _ format: NotebookExport.Format) -> Trip {
    var file: [UInt8] = []
    let diagnostics = NotebookExport.export([text], to: format, localTime: rule) { file += $0 }
    let units = text.withUnsafeBufferPointer { AppExportStream.firstUnits([$0]) }
    let unit = units.0 ?? (units.1 == .mi ? .lb : .kg)
    let back: ImportResult
    switch format {
    case .strong: back = NotebookImporter.read(file, as: .strong, options: ImportOptions(unit: unit))
    case .liftosaur where file.isEmpty: back = ImportResult(notebook: Notebook())
    case .liftosaur: back = NotebookImporter.read(file, as: .liftosaurText, options: ImportOptions(localTime: rule))
    default: back = NotebookImporter.read(file, as: .hevy)
    }
    return Trip(file: file, warnings: diagnostics.first ?? [], back: back)
  }

  static func sessions(_ text: [UInt8]) -> Notebook {
    Notebook(sessions: Notebook.parse(utf8: text).notebook.sessions)
  }

  /// The warnings that say something was not written as it is: all but
  /// Strong's notice of the unit its weights are written in (which loses
  /// nothing, as long as the import is told it).
  static func losses(_ t: Trip) -> [Diagnostic] {
    t.warnings.filter { !$0.message.hasPrefix("Strong's layout does not say its weight unit") }
  }

  /// The law: no warning, no change. Whatever an export cannot hold is a
  /// warning, so an export without any imports back to the very sessions.
  static func expectHonest(_ text: [UInt8], _ format: NotebookExport.Format, _ what: String) -> Trip {
    let t = trip(text, format)
    #expect(t.warnings.allSatisfy { $0.severity == .warning }, "\(what): \(t.warnings)")
    #expect(!t.back.hasErrors, "\(what) does not import back: \(t.back.diagnostics.prefix(3))")
    if losses(t).isEmpty {
      #expect(t.back.notebook == sessions(text), "\(what): no warning, yet it imports back differently")
    }
    return t
  }

  @Test(arguments: samples)
  func samplesToStrong(_ name: String) throws {
    let text = Array(try Data(contentsOf: Self.root.appendingPathComponent("Samples/\(name).unit")))
    let t = Self.expectHonest(text, .strong, name)
    try Fixtures.expect(String(decoding: t.file, as: UTF8.self), matches: "app-export", name + ".strong.csv")
    try Fixtures.expect(
      DiagnosticRenderer(fileName: name + ".unit").render(t.warnings), matches: "app-export", name + ".strong.stderr")
  }

  @Test(arguments: samples)
  func samplesToHevy(_ name: String) throws {
    let text = Array(try Data(contentsOf: Self.root.appendingPathComponent("Samples/\(name).unit")))
    let t = Self.expectHonest(text, .hevy, name)
    try Fixtures.expect(String(decoding: t.file, as: UTF8.self), matches: "app-export", name + ".hevy.csv")
    try Fixtures.expect(
      DiagnosticRenderer(fileName: name + ".unit").render(t.warnings), matches: "app-export", name + ".hevy.stderr")
  }

  @Test(arguments: samples)
  func samplesToLiftosaur(_ name: String) throws {
    let text = Array(try Data(contentsOf: Self.root.appendingPathComponent("Samples/\(name).unit")))
    let t = Self.expectHonest(text, .liftosaur, name)
    try Fixtures.expect(String(decoding: t.file, as: UTF8.self), matches: "app-export", name + ".liftosaur.txt")
    try Fixtures.expect(
      DiagnosticRenderer(fileName: name + ".unit").render(t.warnings), matches: "app-export",
      name + ".liftosaur.stderr")
  }

  /// Every imported golden notebook, to the three apps and back: the law holds.
  @Test(arguments: Fixtures.names("import", ext: "unit"))
  func importedNotebooksGoBack(_ name: String) throws {
    let text = try Fixtures.bytes("import", name + ".unit")
    _ = Self.expectHonest(text, .strong, name + " to Strong")
    _ = Self.expectHonest(text, .hevy, name + " to Hevy")
    _ = Self.expectHonest(text, .liftosaur, name + " to Liftosaur")
  }

  /// Exports of what an app wrote go back without a word: the format holds
  /// all of it (a Strong export to Strong, Hevy's to Hevy).
  @Test(arguments: [
    ("strong-iphone-lb", NotebookExport.Format.strong), ("strong-french-kg", .strong), ("strong-german-kg", .strong),
    ("strong-portuguese-kg", .strong), ("hevy-lbs-km", .hevy), ("liftosaur-workouts", .liftosaur),
    ("liftosaur-api", .liftosaur),
  ])
  func anAppsOwnSessionsGoBackWhole(_ name: String, _ format: NotebookExport.Format) throws {
    let text = try Fixtures.bytes("import", name + ".unit")
    let t = Self.trip(text, format)
    #expect(Self.losses(t).isEmpty, "\(t.warnings)")
    #expect(t.back.notebook == Self.sessions(text))
  }

  /// Generated notebooks (syntax-heavy texts, every kind of set): the law
  /// on each.
  @Test(arguments: SeedShare.take(0..<120))
  func generatedNotebooks(seed: Int) {
    var g = NotebookGenerator(seed: UInt64(seed) &* 7919 &+ 17)
    let n = g.notebook()
    let text = n.canonicalUTF8
    _ = Self.expectHonest(text, .strong, "seed \(seed) to Strong")
    _ = Self.expectHonest(text, .hevy, "seed \(seed) to Hevy")
    _ = Self.expectHonest(text, .liftosaur, "seed \(seed) to Liftosaur")
  }

  /// What each format cannot hold is named, at its line.
  @Test func whatTheAppsCannotHoldIsAWarning() {
    let text = Array(
      """
      > Block 3.

      # 2026-03-10 07:48:30 Upper   // a comment
      A1. Chin Up BW+10kg × 5 ✓
      A2. Dip BW × 8 ✓ > slow
      Squat 100kg × 5
      Bench 100kg × 5 ✗
      Row 60kg × 8 ✓ rest 1:30

      # Routine Upper
      Row 60kg 3×8–12 +2.5kg

      """.utf8)
    let strong = Self.trip(text, .strong).warnings
    func has(_ ws: [Diagnostic], _ line: Int, _ start: String) -> Bool {
      ws.contains { $0.line == line && $0.message.hasPrefix(start) }
    }
    #expect(has(strong, 1, "notes before the first session are not written"))
    #expect(has(strong, 3, "comments are not written"))
    #expect(has(strong, 4, "supersets are not written"))
    #expect(has(strong, 5, "set notes are not written"))
    #expect(has(strong, 6, "a planned set (not marked done) is left out"))
    #expect(has(strong, 7, "a failed set (✗) is written as done"))
    #expect(has(strong, 10, "routines are not written"))
    #expect(!strong.contains { $0.message.contains("rest") && !$0.message.hasPrefix("routines") })
    let hevy = Self.trip(text, .hevy).warnings
    #expect(has(hevy, 8, "rests are not written"))
    #expect(has(hevy, 10, "routines are not written"))
    #expect(has(hevy, 3, "Hevy writes times to the minute"))
    #expect(has(hevy, 3, "this session has no end time"))
    #expect(!hevy.contains { $0.message.contains("superset") })
  }
}

extension AppExportTests {
  /// A tab in a note reads back as a space, and the two characters `\n`
  /// as a line break, through both layouts: each a warning at the line of
  /// its session or exercise (docs/export.md), so that the law holds.
  @Test(arguments: [NotebookExport.Format.strong, .hevy])
  func notesThatReadBackChangedAreAWarning(_ format: NotebookExport.Format) {
    let tab = Array("# 2026-01-05 07:00-08:00 A\n> tab\there\n\nSquat 100kg × 5 ✓\n".utf8)
    let t = Self.expectHonest(tab, format, "a tab in a session note")
    #expect(t.warnings.contains { $0.line == 1 && $0.message.hasPrefix("a note holds a tab") }, "\(t.warnings)")
    let newline = Array("# 2026-01-05 07:00-08:00 A\n\nSquat 100kg × 5 ✓\n> one \\n two\n".utf8)
    let n = Self.expectHonest(newline, format, "\\n in an exercise note")
    #expect(
      n.warnings.contains { $0.line == 3 && $0.message.hasPrefix("a note holds the two characters \\n") },
      "\(n.warnings)")
  }

  /// Issue 33 item 7: a duration of one minute is "1 minute".
  @Test func oneMinuteIsSingular() {
    let text = Array("# 2026-03-10 07:00:00–07:01:10 Quick\nSquat 100kg × 5 ✓\n".utf8)
    let warnings = Self.trip(text, .strong).warnings.map(\.message)
    #expect(warnings.contains { $0.contains("is written as 1 minute, so the end reads back as 07:01") }, "\(warnings)")
  }

  /// A weight or distance that has no number in the file's unit (more than
  /// fifteen digits once converted) is never written as another number (it
  /// was 0, which reads back as bodyweight): the set is left out, with a
  /// warning naming it at its line.
  @Test(arguments: [NotebookExport.Format.strong, .hevy])
  func aValueTooLargeForTheFileUnitIsLeftOutNamed(_ format: NotebookExport.Format) {
    let text = Array(
      """
      # 2026-03-10 07:48 Upper

      Bench 100lb × 5 ✓
      Squat 10000000000000kg × 5 ✓
      Dip BW+999999999999999kg × 5 ✓
      Run 999999999999999km ✓

      """.utf8)
    let t = Self.expectHonest(text, format, "\(format)")
    let name = format == .strong ? "Strong" : "Hevy"
    #expect(
      t.warnings.contains {
        $0.line == 4
          && $0.message.hasPrefix(
            "10000000000000kg is more than a number of 15 digits holds once converted to lb, the unit of \(name)'s file: this set is left out"
          )
      }, "\(t.warnings)")
    #expect(
      t.warnings.contains { $0.line == 4 && $0.message.hasPrefix("Squat has no set left to write: it is left out") })
    let back = t.back.notebook?.sessions.first?.exercises.map(\.name)
    // Hevy's file takes km, so the run fits there.
    #expect(back == (format == .strong ? ["Bench"] : ["Bench", "Run"]))
  }

  /// A generated notebook brought to what `format` holds, by the rules
  /// docs/export.md gives: done sets without notes, a start (and for Hevy
  /// an end) to the minute, one weight unit and one distance unit, loads as
  /// the exercise's name reads them, no zero times or distances, no
  /// supersets (Strong), no rests (Hevy) and no two blocks of one exercise
  /// in a row.
  static func portable(_ n: Notebook, _ format: NotebookExport.Format) -> Notebook {
    var out = Notebook()
    let unit = WeightUnit.kg
    let distanceUnit: DistanceUnit = format == .strong ? .km : .km
    func three(_ v: DecimalValue) -> DecimalValue { AppSetCells.places(v.doubleValue, 3) ?? v }
    for (i, s) in n.sessions.enumerated() {
      var p = Session(date: s.date, title: s.title)
      let start = 6 * 3600 + i * 600
      p.start = TimeOfDay(secondsSinceMidnight: start)
      if format == .hevy || s.end != nil { p.end = TimeOfDay(secondsSinceMidnight: start + 3600) }
      p.notes = s.notes.map { $0.replacing("\\n", with: "\\ n") }
      var lastName: String? = nil
      for x in s.exercises where !x.sets.isEmpty && x.name != lastName {
        lastName = x.name
        let traits = LoadRules.traits(of: x.name)
        var e = Exercise(name: x.name, notes: x.notes.map { $0.replacing("\\n", with: "\\ n") })
        for set in x.sets {
          var q = WorkoutSet(kind: set.kind, status: .done)
          q.seconds = set.seconds.flatMap {
            $0.significand == 0 ? nil : three(format == .hevy ? DecimalValue(Int($0.doubleValue.rounded())) : $0)
          }
          if q.seconds?.significand == 0 { q.seconds = nil }
          q.distance = set.distance.flatMap { d in
            d.value.significand == 0 ? nil : Distance(three(d.value), distanceUnit)
          }
          q.reps = set.reps.flatMap { $0 == 0 && (q.seconds != nil || q.distance != nil) ? nil : $0 }
          if q.reps == nil && q.seconds == nil && q.distance == nil { q.reps = 0 }
          q.rpe = set.rpe
          // Strong writes a rest as a Rest Timer row; Hevy has no place for one.
          if format == .strong { q.rest = set.rest.map(three) }
          let w: DecimalValue? = set.load.flatMap { l in
            switch l {
            case .weight(let w): return three(w.value).magnitude
            case .bodyweight(let a): return a.map { three($0.value).magnitude }
            }
          }
          q.load = LoadRules.load(weight: w, unit: unit, traits: traits, hasReps: q.reps != nil).load
          e.sets.append(q)
        }
        p.exercises.append(e)
      }
      if !p.exercises.isEmpty { out.sessions.append(p) }
    }
    return out
  }

  /// Generated notebooks made portable: no loss, and back the same.
  @Test(arguments: SeedShare.take(0..<120))
  func portableNotebooksGoBackWhole(seed: Int) {
    var g = NotebookGenerator(seed: UInt64(seed) &* 7919 &+ 17)
    let n = g.notebook()
    for format in [NotebookExport.Format.strong, .hevy] {
      let p = Self.portable(n, format)
      let t = Self.trip(p.canonicalUTF8, format)
      #expect(Self.losses(t).isEmpty, "seed \(seed), \(format): \(t.warnings.prefix(3))")
      #expect(t.back.notebook == p, "seed \(seed), \(format) imports back differently")
    }
  }

  /// A rest goes to Strong as a Rest Timer row after its set and comes
  /// back as that set's rest, at every kind of set.
  @Test func restsGoToStrongAndBack() {
    let text = Array(
      """
      # 2026-03-10 07:48 Lower
      Squat
        warmup 60kg × 5 ✓ rest 1:00
               100kg × 5 ✓ rest 3:00
               100kg × 5 ✓
        drop    80kg × 8 ✓ rest 0:45.5
      Plank 1:00 ✓ rest 1:30

      """.utf8)
    let t = Self.trip(text, .strong)
    #expect(Self.losses(t).isEmpty, "\(t.warnings)")
    #expect(String(decoding: t.file, as: UTF8.self).components(separatedBy: ",Rest Timer,0,0,0,").count == 5)
    #expect(t.back.notebook == Self.sessions(text))
    #expect(
      (t.back.notebook?.sessions.first?.exercises.first?.sets.compactMap(\.rest) ?? []).map { "\($0)" }
        == ["60", "180", "45.5"])
  }

  /// The law above is not empty: many exports of imported notebooks have
  /// no loss at all, and they are checked set for set (the portable
  /// notebooks below are the generated ones).
  @Test func theLawIsNotVacuous() throws {
    var clean = 0
    for name in Fixtures.names("import", ext: "unit") {
      let text = try Fixtures.bytes("import", name + ".unit")
      for f in [NotebookExport.Format.strong, .hevy] where Self.losses(Self.trip(text, f)).isEmpty { clean += 1 }
    }
    #expect(clean >= 5)
  }
}
