import Testing

@testable import UnitNotebook

/// The small readers under the peer formats' importers, table by table:
/// Liftosaur's sets, timestamps and offsets, Fitdown's and lift.md's set
/// lines, JEFIT's sections and packed sets, and which format a text is.
@Suite struct PeerFormatPartsTests {
  static let liftosaurSets: [(String, String)] = [
    ("3x8 185lb", "3x8 185lb"),
    ("1x10|8 50lb", "1x10|8 50lb"),
    ("2x8-12 +10kg 90s", "2x8-12 +10kg 90s"),
    ("1x5+ 100lb+ @8+", "1x5+ 100lb+ @8+"),
    ("1x5 100lb (paused  at the  bottom)", "1x5 100lb (paused at the bottom)"),
    ("3x5 -20lb", "3x5 -20lb"),
    ("1x12 30kg @9.5", "1x12 30kg @9.5"),
    ("3 x 5 62.5kg", "3x5 62.5kg"),
    ("3x5 225lbs", "3x5 225lb"),
    ("0x5 100kg", "1x5 100kg"),
    ("3x8, 1x6 20kg", "3x8 | 1x6 20kg"),
  ]

  @Test(arguments: liftosaurSets)
  func liftosaurSetsRead(_ text: String, _ expected: String) throws {
    let line = Array(text.unicodeScalars)
    let sets = try LiftosaurSetReader.parse(line, from: 0, to: line.count, line: 1)
    #expect(sets.map(\.text).joined(separator: " | ") == expected)
  }

  static let liftosaurErrors: [(String, Int, String)] = [
    ("3x5 100 kg", 5, "a weight is glued to its unit"),
    ("3x", 3, "expected the reps after x"),
    ("1x5 @", 5, "expected an RPE after @"),
    ("1x5 (paused", 5, "this label has no closing )"),
    ("1x5 100kg, ", 12, "expected a set such as 3x5 100kg before the comma"),
    ("1x5 100kg #", 11, "expected a set such as 3x5 100kg"),
    ("1001x5 100kg", 1, "1001 sets in one group"),
  ]

  @Test(arguments: liftosaurErrors)
  func liftosaurSetErrorsSayWhere(_ text: String, _ column: Int, _ start: String) {
    let line = Array(text.unicodeScalars)
    #expect {
      try LiftosaurSetReader.parse(line, from: 0, to: line.count, line: 7)
    } throws: { e in
      let d = (e as? ReadError)?.diagnostic
      return d?.line == 7 && d?.column == column && d?.message.hasPrefix(start) == true
    }
  }

  @Test func liftosaurSetsGroupAsTheAppWritesThem() {
    let one = LiftosaurSet(reps: 5, weight: Weight(100, .kg))
    var other = one
    other.reps = 4
    let grouped = LiftosaurSet.grouped([one, one, one, other, one])
    #expect(grouped.map(\.text) == ["3x5 100kg", "1x4 100kg", "1x5 100kg"])
    #expect(LiftosaurSet.expanded(grouped).count == 5)
  }

  static let instants: [(String, String?)] = [
    ("2026-03-04T07:10:00.000Z", "2026-03-04 07:10:00 +0"),
    ("2026-02-28 10:30:00 +01:00", "2026-02-28 10:30:00 +3600"),
    ("2026-02-28T10:30:00 -05:30", "2026-02-28 10:30:00 -19800"),
    ("2026-02-28 10:30", "2026-02-28 10:30:00 none"),
    ("2026-02-30 10:30:00Z", nil),
    ("2026-02-28 25:30:00Z", nil),
    ("28/02/2026 10:30", nil),
    ("2026-02-28 10:30:00 +19:00", nil),
  ]

  @Test(arguments: instants)
  func instantsRead(_ text: String, _ expected: String?) {
    let i = ImportInstant.iso(text)
    let shown = i.map {
      "\($0.date) \($0.time.paddedWithSeconds) \($0.offset.map { $0 >= 0 ? "+\($0)" : "\($0)" } ?? "none")"
    }
    #expect(shown == expected)
  }

  @Test func wallClocksOfInstants() throws {
    let i = try #require(ImportInstant.iso("2026-03-05T22:40:00.000Z"))
    let utc = try #require(i.secondsSince1970)
    let east = try #require(ImportInstant.wallClock(utc, offset: 3600))
    #expect(east.date == LocalDate(year: 2026, month: 3, day: 5) && east.time == TimeOfDay(hour: 23, minute: 40))
    let further = try #require(ImportInstant.wallClock(utc, offset: 7200))
    #expect(further.date == LocalDate(year: 2026, month: 3, day: 6) && further.time == TimeOfDay(hour: 0, minute: 40))
    let west = try #require(ImportInstant.wallClock(0, offset: -3600))
    #expect(west.date == LocalDate(year: 1969, month: 12, day: 31) && west.time == TimeOfDay(hour: 23, minute: 0))
    #expect(LocalTimeRule.offsetText(-19800) == "-05:30" && LocalTimeRule.fixed(secondsEast: 0).name == "UTC+00:00")
  }

  static let fitdownSets: [(String, String?)] = [
    ("3x5@165", "3×5 @165 ? ''"),
    ("5 @ 255 TOUGH", "1×5 @255 ? 'TOUGH'"),
    ("- [x] 3@135", "1×3 @135 ? ''"),
    ("- [ ] 3@135", "1×3 @135 ? '' planned"),
    ("2x3 @ 80kg", "2×3 @80 kg ''"),
    ("3x8@95.5lb felt good", "3×8 @95.5 lb 'felt good'"),
    ("8@135 Barbell Row", "1×8 @135 ? 'Barbell Row'"),
    ("warmup 5@95", "1×5 @95 ? '' warmup"),
    ("5@bw", "1×5 @BW ? ''"),
    ("felt good @ the gym", nil),
    ("10 pull-ups", nil),
  ]

  @Test(arguments: fitdownSets)
  func fitdownSetLines(_ text: String, _ expected: String?) {
    let shown = FitdownSet.parse(text).map { s in
      "\(s.count)×\(s.reps) @\(s.weight.map { "\($0)" } ?? "BW") \(s.unit?.rawValue ?? "?") '\(s.text ?? "")'"
        + (s.planned ? " planned" : "") + (s.warmup ? " warmup" : "")
    }
    #expect(shown == expected)
  }

  @Test func fitdownOtherLines() {
    #expect(FitdownSet.bodyweight("10 pull-ups")?.text == "pull-ups")
    #expect(FitdownSet.bodyweight("4 sets of 3 at 95 pounds") == nil)
    #expect(FitdownSet.bodyweight("10 min walk") == nil)
    #expect(FitdownSet.clock("10:30 am start time")?.1 == "start time")
    #expect(FitdownSet.clock("12:05pm")?.0 == TimeOfDay(hour: 12, minute: 5))
    #expect(FitdownSet.hasWeight("Up to technique bar + 35lb each side"))
    #expect(!FitdownSet.hasWeight("Elbow felt fine"))
    #expect(FitdownImporter.monthDayYear("September 16, 2020") == LocalDate(year: 2020, month: 9, day: 16))
    #expect(FitdownImporter.monthDayYear("Sept 16") == nil)
  }

  static let liftMDSets: [(String, String)] = [
    ("225 x 5", "225? 5 reps"),
    ("100 kg x 5 reps", "100kg 5 reps"),
    ("27.5lbs X 8", "27.5lb 8 reps"),
    ("45 lbs x 60s", "45lb 60 s"),
    ("25 lbs for 45s", "25lb 45 s"),
    ("bw x 10", "BW 10 reps"),
    ("x 10", "BW 10 reps"),
    ("10", "- 10 reps"),
    ("2m", "- 120 s"),
    ("90sec", "- 90 s"),
    ("500 meters", "- 500m"),
    ("135 x AMRAP", "135? AMRAP"),
    ("100 x 5 @rest: 3m shallow", "100? 5 reps rest 180 [shallow]"),
    ("80 x 8 @dropset", "80? 8 reps drop"),
    ("100 x 5 @rpe: 8 @tempo: 3-0-1-0", "100? 5 reps @8 [tempo 3-0-1-0]"),
    ("100 x 5 @8", "100? 5 reps [8]"),
    // LiftMark's own reading: × is no times sign, so 100 reps and a note.
    ("100 × 5", "- 100 reps [× 5]"),
  ]

  @Test(arguments: liftMDSets)
  func liftMDSetLines(_ text: String, _ expected: String) throws {
    let t = try LiftMDSet.parse(text, row: 1, column: 3)
    var shown = t.bodyweight ? "BW" : t.weight.map { "\($0)\(t.unit?.rawValue ?? "?")" } ?? "-"
    if let r = t.reps { shown += " \(r) reps" }
    if let s = t.seconds { shown += " \(s) s" }
    if let d = t.distance { shown = "- \(d.value)\(d.unit.rawValue)" }
    if t.amrap { shown += " AMRAP" }
    if let r = t.rest { shown += " rest \(r)" }
    if t.dropset { shown += " drop" }
    if let r = t.rpe { shown += " @\(r)" }
    if !t.notes.isEmpty { shown += " [" + t.notes.joined(separator: "; ") + "]" }
    #expect(shown == expected)
  }

  @Test(arguments: ["AMRAP", "135 lbs", "x 0", "@rest: 3m", "100 x 5 @rest: soon"])
  func liftMDSetsThatAreNot(_ text: String) {
    #expect(throws: ReadError.self) { try LiftMDSet.parse(text, row: 4, column: 3) }
  }

  @Test func jefitSectionsAreFoundOutsideQuotes() {
    let text = """
      ### SETTING ##########################################

      mass
      " kg"

      ######################################################
      ### ROUTINES #########################################

      name,description
      "A","line one

      ### NOT A BANNER ###
      line three"
      ######################################################
      ### EXERCISE LOGS ####################################
      logs,mydate,ename
      """
    let bytes = Array(text.utf8)
    let names = bytes.withUnsafeBufferPointer { JEFITSection.split($0).map { "\($0.name)@\($0.line)" } }
    #expect(names == ["SETTING@1", "ROUTINES@7", "EXERCISE LOGS@15"])
  }

  static let jefitLogs: [(String, String?)] = [
    ("60x10,65x8,65x8", "60×10 65×8 65×8"),
    ("0x12, 0x9", "0×12 0×9"),
    ("22.68x10", "22.68×10"),
    ("0x0,0x0,0x0,0x10,0x60", nil),
    ("100X5", "100×5"),
  ]

  @Test(arguments: jefitLogs)
  func jefitPackedSets(_ cell: String, _ expected: String?) throws {
    var rounding: (row: Int, column: Int, count: Int)? = nil
    let sets = try JEFITLogs.sets(cell, line: 3, column: 4, rounding: &rounding)
    #expect(sets.map { $0.map { "\($0.0)×\($0.1)" }.joined(separator: " ") } == expected)
  }

  static let detected: [(String, ImportFormat?)] = [
    ("2026-04-07 06:40:00 +02:00 / exercises: {\n  Squat / 3x5 100kg\n}\n", .liftosaurText),
    ("// note\n2026-04-07T06:40:00Z / program: \"5/3/1\" / exercises: {\n}\n", .liftosaurText),
    ("{\"data\": {\"records\": []}}", .liftosaurText),
    ("{\"exportedAt\": \"x\", \"appVersion\": \"1\", \"sessions\": []}", .liftmark),
    ("{\"format\": \"unit-notebook\", \"version\": 3}", .json),
    ("Workout March 2, 2026\n\nSquat\n3x5@185\n", .fitdown),
    ("Workout\nMarch 2, 2026\nSquat\n5@185\n", .fitdown),
    ("# 2026-04-20 upper pull\n\n## Row\n- 24kg × 12\n", .syntaxFitness),
    ("# Push A\n\n## Bench Press\nsets: 4\nreps: 8-10\n", .syntaxFitness),
    ("# Push Day\n@units: kg\n## Bench Press\n- 100 x 5\n", .liftMD),
    ("# Push Day\n## Bench Press\n- 100 x 5\n- 80 for 8\n", .liftMD),
    ("### EXERCISE LOGS ####################################\n\nlogs,mydate,ename\n", .jefit),
    (
      "Workout DateTime,Program,Day Name,Exercise,Is Warmup Set?,Required Reps,Completed Reps\n2026-03-03T06:10:00.000Z,,,Squat,0,5,5\n",
      .liftosaur
    ),
    ("# 2026-11-29 Lower A\nSquat 100kg × 5 ✓\n", nil),
    ("# 2026-11-29 Lower A\n- Squat 100kg × 5 ✓\n", nil),
    ("Squat\n3x5 100kg\n", nil),
    ("# Notes\nJust some text.\n", nil),
  ]

  @Test(arguments: detected)
  func theSnifferTellsTheFormats(_ text: String, _ format: ImportFormat?) {
    #expect(NotebookImporter.detect(Array(text.utf8)) == format)
  }
}
