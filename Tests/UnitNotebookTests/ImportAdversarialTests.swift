import Seeds
import Testing

@testable import UnitNotebook

/// Every importer on hostile input (docs/reliability.md): each case is a
/// clear error or a correct result (one that keeps the laws of
/// `FuzzOracle.imported`), never a crash, and no message quotes more than a
/// bounded slice of the input.
@Suite struct ImportAdversarialTests {
  /// A one-set export of each format. `{name}`, `{weight}` and `{rpe}` stand for
  /// the exercise's name, the weight and the RPE (empty where a format has
  /// none); the date is in 2026 and the start at 07:48 where the format has one.
  struct Sample: Sendable, CustomStringConvertible {
    var format: ImportFormat
    var text: String
    /// The name of the sample, when there are several of one format.
    var name: String? = nil
    /// The weight unit the import is given, for a layout that needs it.
    var unit: WeightUnit? = nil
    /// False when the layout has no RPE (`{rpe}` is then in a note).
    var hasRPE = true
    var description: String { name ?? format.rawValue }

    func bytes(name: String = "Squat", weight: String = "100", rpe: String = "8") -> [UInt8] {
      Array(text.replacing("{name}", with: name).replacing("{weight}", with: weight).replacing("{rpe}", with: rpe).utf8)
    }

    /// The text with the name Squat, the weight 100 and the RPE 8.
    var filled: String { String(decoding: bytes(), as: UTF8.self) }

    /// One table with its header first (not JEFIT's sections).
    var isCSV: Bool { [.strong, .hevy, .fitnotes, .fitbod, .stronglifts, .liftosaur].contains(format) }
    /// JSON, where a raw control character in a name is a syntax error.
    var isJSON: Bool { format == .liftmark }

    /// The name of the first exercise of a result: of its first session,
    /// or (a plan) of its first routine.
    static func firstName(_ r: ImportResult) -> String? {
      r.notebook?.sessions.first?.exercises.first?.name ?? r.notebook?.routines.first?.exercises.first?.name
    }
  }

  static let jefitBanner = "### EXERCISE LOGS ####################################\n\n"

  static let samples: [Sample] = [
    Sample(
      format: .strong,
      text: "Date,Workout Name,Exercise Name,Set Order,Weight,Weight Unit,Reps,RPE\n"
        + "2026-01-01 07:48:00,Legs,{name},1,{weight},kg,5,{rpe}\n"),
    Sample(
      format: .strong,
      text: "Date,Nom de l'entraînement,Durée,Nom de l'exercice,Ordre de la série,Poids,Réps,RPE\n"
        + "2026-01-01 07:48:00,Jambes,1h 39min,{name},É,{weight},5.0,{rpe}\n", name: "strong-french", unit: .kg),
    Sample(
      format: .strong,
      text: "Datum,Workout-Name,Dauer,Name der Übung,Reihenfolge festlegen,Gewicht,Wiederh.,Entfernung,Sekunden,RPE\n"
        + "2026-01-01 07:48:00,Beine,11min,{name},D,{weight},5.0,0,0.0,{rpe}\n", name: "strong-german", unit: .lb),
    Sample(
      format: .strong,
      text: "Data,Nome do treino,Duração,Nome do exercício,Ordem da série,Peso,Reps,RPE\n"
        + "2026-01-01 07:48:00,Pernas,52min,{name},F,{weight},5,{rpe}\n", name: "strong-portuguese", unit: .kg),
    Sample(
      format: .strong,
      text: "Date,Workout Name,Exercise Name,Set Order,kg,Reps,km,Seconds,Notes\n"
        + "2026-01-01 07:48:00,Legs,{name},0,{weight},5,0,0,{rpe}\n", name: "strong-2016", hasRPE: false),
    Sample(
      format: .hevy,
      text: "title,start_time,end_time,exercise_title,set_type,weight_kg,reps,rpe\n"
        + "Legs,\"15 Sep 2026, 07:48\",\"15 Sep 2026, 08:48\",{name},normal,{weight},5,{rpe}\n"),
    Sample(
      format: .fitnotes,
      text: "Date,Exercise,Category,Weight,Weight Unit,Reps,Comment\n"
        + "2026-04-01,{name},Legs,{weight},kgs,5,{rpe}\n"),
    Sample(
      format: .fitbod,
      text: "Date,Exercise,Reps,Weight(kg),isWarmup,Note\n"
        + "2026-05-07 07:48:02 +0000,{name},5,{weight},false,{rpe}\n"),
    Sample(
      format: .stronglifts,
      text: "Date (yyyy/mm/dd),Workout Name,Start Time (h:mm),Exercise,Set 1 (Reps),Set 1 (KG)\n"
        + "2026/08/11,A {rpe},07:48,{name},5,{weight}\n"),
    Sample(
      format: .strongText,
      text: "Legs\nWednesday 13 August 2026 at 07:48\n\n{name}\nSet 1: {weight} kg × 5\nhttps://link.strong.app/x\n"),
    Sample(
      format: .hevyText,
      text: "Legs\nThursday, Oct 08, 2026 at 07:48\n\n{name}\nSet 1: {weight} kg x 5 @ {rpe}\n@hevyapp\n"),
    Sample(
      format: .jefit,
      text: "### SETTING ##########################################\n\nrow_id,mass\n1,\" kg\"\n\n"
        + String(repeating: "#", count: 54) + "\n\n" + jefitBanner + "logs,_id,mydate,ename,belongsession\n"
        + "\"{weight}x5,{weight}x3\",1,2026-01-01,\"{name}\",0\n\n" + String(repeating: "#", count: 54) + "\n",
      hasRPE: false),
    Sample(
      format: .liftosaur,
      text:
        "Workout DateTime,Day Name,Exercise,Completed Reps,Completed Weight Value,Completed Weight Unit,Completed RPE\n"
        + "2026-01-01T07:48:00.000Z,Legs,{name},5,{weight},kg,{rpe}\n"),
    Sample(
      format: .liftosaurText,
      text: "2026-01-01 07:48:00 +01:00 / dayName: \"Legs\" / exercises: {\n  {name} / 1x5 {weight}kg @{rpe}\n}\n"),
    Sample(format: .fitdown, text: "Workout January 1, 2026\n\n{name}\n5@{weight}kg {rpe}\n", hasRPE: false),
    Sample(format: .syntaxFitness, text: "# 2026-01-01 Legs\n\n## {name}\n- {weight}kg × 5 @{rpe}\n"),
    Sample(
      format: .liftmark,
      text:
        "{\"exportedAt\": \"x\", \"appVersion\": \"1\", \"sessions\": [{\"name\": \"Legs\", \"date\": \"2026-01-01\", "
        + "\"startTime\": \"2026-01-01T07:48:00Z\", \"status\": \"completed\", \"exercises\": [{\"exerciseName\": \"{name}\", "
        + "\"orderIndex\": 0, \"status\": \"completed\", \"sets\": [{\"orderIndex\": 0, \"status\": \"completed\", "
        + "\"actualWeight\": {weight}, \"actualWeightUnit\": \"kg\", \"actualReps\": 5, \"actualRpe\": {rpe}}]}]}]}\n"),
    Sample(format: .liftMD, text: "# Legs\n@units: kg\n\n## {name}\n- {weight} x 5 @rpe: {rpe}\n"),
  ]

  /// Reads, checks the laws, and gives the result.
  func read(_ sample: Sample, _ bytes: [UInt8]) -> ImportResult {
    let result = NotebookImporter.read(bytes, as: sample.format, options: ImportOptions(unit: sample.unit))
    #expect(FuzzOracle.imported(result) == nil, "\(sample)")
    return result
  }

  @Test(arguments: samples)
  func eachSampleImports(_ sample: Sample) {
    #expect(NotebookImporter.detect(sample.bytes()) == sample.format)
    let result = read(sample, sample.bytes())
    #expect(Sample.firstName(result) == "Squat", "\(result.diagnostics)")
  }

  @Test(arguments: samples)
  func anEmptyFileIsAnError(_ sample: Sample) {
    for empty in ["", "\u{FEFF}", "\n\n", " "] {
      let result = read(sample, Array(empty.utf8))
      #expect(result.notebook == nil && result.diagnostics.count == 1, "\(result.diagnostics)")
    }
  }

  @Test(arguments: samples)
  func invalidAndOverlongUTF8IsAnError(_ sample: Sample) {
    for bad: [UInt8] in [[0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xFF]] {
      let parts = sample.bytes(name: "Squ@at").split(separator: UInt8(ascii: "@"), maxSplits: 1)
      let result = read(sample, Array(parts[0]) + bad + Array(parts[1]))
      #expect(result.notebook == nil)
      #expect(result.diagnostics.map(\.message) == [UTF8Check.message])
    }
  }

  /// A NUL (or another control character) in a name becomes a space, with a warning.
  @Test(arguments: samples.filter { !$0.isJSON })
  func nulBytesInANameAreCleaned(_ sample: Sample) {
    let result = read(sample, sample.bytes(name: "Squ\u{0}at"))
    #expect(Sample.firstName(result) == "Squ at")
    #expect(result.diagnostics.contains { $0.message.contains("control characters") })
  }

  /// Lines that end with a lone CR or with CRLF read as with LF.
  @Test(arguments: samples)
  func loneCarriageReturnsEndLines(_ sample: Sample) {
    let expected = read(sample, sample.bytes()).notebook
    let lf = sample.bytes()
    #expect(read(sample, lf.map { $0 == 0x0A ? 0x0D : $0 }).notebook == expected)
    #expect(read(sample, lf.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }).notebook == expected)
  }

  /// A megabyte of name (64 KB outside the stress lane) with a control
  /// character to clean: the import keeps the laws, and its warning quotes
  /// 40 bytes of the name.
  @Test(arguments: samples.filter { !$0.isJSON })
  func aLongNameIsQuotedShort(_ sample: Sample) {
    let half = StressLane.enabled ? 1 << 19 : 1 << 15
    let name = String(repeating: "a", count: half) + "\u{7}" + String(repeating: "a", count: half)
    let result = read(sample, sample.bytes(name: name))
    #expect(Sample.firstName(result)?.utf8.count == 2 * half + 1)
    let warning = result.diagnostics.first { $0.message.contains("control characters") }
    #expect(warning.map { $0.message.utf8.count < 200 } == true, "\(result.diagnostics.map { $0.message.prefix(100) })")
  }

  /// Ten megabytes of name: the same warning, as short (the laws are
  /// checked on the name above; here they would only cost time). An
  /// adversarial size: the stress lane's.
  @Test(StressLane.only) func aTenMegabyteNameIsQuotedShort() {
    let name = String(repeating: "a", count: 5 << 20) + "\u{7}" + String(repeating: "a", count: 5 << 20)
    let result = NotebookImporter.read(Self.samples[0].bytes(name: name), as: .strong)
    #expect(result.notebook?.sessions.first?.exercises.first?.name.utf8.count == (10 << 20) + 1)
    #expect(
      result.diagnostics.map(\.message).contains(
        "the exercise name '\(String(repeating: "a", count: 40))…' had line breaks or control characters: they became spaces"
      ))
  }

  @Test(arguments: samples)
  func fortyDigitNumbersAreErrors(_ sample: Sample) {
    let result = read(sample, sample.bytes(weight: "1234567890123456789012345678901234567890"))
    #expect(result.notebook == nil, "\(result.diagnostics)")
  }

  /// An RPE of 1e309 is no number. In an app's CSV the RPE does not decide
  /// the set (issue 33 item 1): the set comes without it, with a warning
  /// naming the value. In a shared text it is an error; elsewhere the text
  /// lands in a note or a title, as any text would.
  @Test(arguments: samples)
  func anRPEOf1e309IsNotANumber(_ sample: Sample) {
    let result = read(sample, sample.bytes(rpe: "1e309"))
    guard sample.hasRPE else { return }
    if sample.format == .strong || sample.format == .hevy {
      #expect(
        result.notebook?.sessions.allSatisfy { $0.exercises.allSatisfy { $0.sets.allSatisfy { $0.rpe == nil } } }
          == true)
      #expect(result.diagnostics.contains { $0.severity == .warning && $0.message.contains("'1e309' is not an RPE") })
    } else if sample.format == .hevyText {
      #expect(result.notebook == nil, "\(result.diagnostics)")
    }
  }

  /// Years 0 and 99999, and 25:61 where the format has a time: each an error.
  @Test(arguments: samples)
  func impossibleDatesAndTimesAreErrors(_ sample: Sample) {
    for (from, to) in [("2026", "0000"), ("2026", "99999"), ("07:48", "25:61")] where sample.text.contains(from) {
      let result = read(sample, Array(sample.filled.replacing(from, with: to).utf8))
      if sample.format == .stronglifts && to == "25:61" {
        #expect(result.notebook?.sessions.first?.start == nil, "a start time that is not a time is left out")
      } else {
        #expect(result.notebook == nil, "\(to): \(result.diagnostics)")
      }
    }
  }

  @Test(arguments: samples.filter(\.isCSV))
  func aHeaderWithNoRowsIsAnEmptyNotebook(_ sample: Sample) {
    let header = sample.text.prefix { $0 != "\n" } + "\n"
    #expect(read(sample, Array(header.utf8)).notebook?.sessions == [])
  }

  @Test(arguments: samples.filter(\.isCSV))
  func aHundredThousandColumnsAreAnError(_ sample: Sample) {
    let header = sample.text.prefix { $0 != "\n" } + "\n"
    let result = read(sample, Array((header + String(repeating: ",", count: 100_000) + "\n").utf8))
    #expect(result.notebook == nil)
    #expect(result.diagnostics.first?.message.hasPrefix("this row has 100001 fields but the header has") == true)
  }

  @Test(arguments: samples.filter(\.isCSV))
  func anUnterminatedQuoteIsAnError(_ sample: Sample) {
    let result = read(sample, sample.bytes(name: "\"Squat"))
    #expect(result.diagnostics.map(\.message) == ["this quoted field is never closed (a \" is missing)"])
  }

  /// Rows of semicolons under a header of commas: the row is one field,
  /// which is not a date.
  @Test(arguments: samples.filter(\.isCSV))
  func mixedDelimitersAreAnError(_ sample: Sample) {
    let lines = sample.filled.split(separator: "\n")
    let text = lines[0] + "\n" + lines[1].replacing(",", with: ";") + "\n"
    #expect(read(sample, Array(text.utf8)).notebook == nil)
  }

  /// A column no importer knows, second in the header: one warning, at the
  /// header's row and that column, and the same sets as without it.
  @Test(arguments: samples.filter(\.isCSV))
  func anUnknownColumnIsAWarning(_ sample: Sample) throws {
    let lines = sample.filled.split(separator: "\n").map(String.init)
    func second(_ line: String, _ cell: String) -> String {
      guard let comma = line.firstIndex(of: ",") else { return line }
      return line[..<comma] + "," + cell + line[comma...]
    }
    let text =
      second(lines[0], "Gym") + "\n" + lines.dropFirst().map { second($0, "Downtown") }.joined(separator: "\n") + "\n"
    let plain = read(sample, sample.bytes())
    let result = read(sample, Array(text.utf8))
    let warnings = result.diagnostics.filter { $0.message.contains("'Gym'") }
    #expect(warnings.count == 1, "\(result.diagnostics)")
    let w = try #require(warnings.first)
    #expect(w.severity == .warning && w.line == 1 && w.column == 2)
    #expect(
      w.message.hasPrefix("column 2 ('Gym') is not one the ")
        && w.message.hasSuffix(" importer reads: its values are not imported"))
    #expect(result.notebook == plain.notebook && result.notebook != nil)
    #expect(result.diagnostics.count == plain.diagnostics.count + 1)
  }

  /// Four thousand columns no importer knows: the first hundred are named,
  /// the rest counted in one warning; the sets are read as without them.
  @Test(arguments: samples.filter(\.isCSV))
  func manyUnknownColumnsAreCounted(_ sample: Sample) {
    let lines = sample.filled.split(separator: "\n").map(String.init)
    let extra = (0..<4000).map { "x\($0)" }.joined(separator: ",")
    let text = lines[0] + "," + extra + "\n" + lines[1] + String(repeating: ",", count: 4000) + "\n"
    let result = read(sample, Array(text.utf8))
    let unread = result.diagnostics.filter { $0.message.contains("importer reads") }
    #expect(unread.count == 101, "\(sample)")
    #expect(unread.last?.message.hasPrefix("3900 more columns, from column") == true)
    #expect(result.notebook == read(sample, sample.bytes()).notebook)
  }

  /// The same column twice: the second is not read, and says so.
  @Test(arguments: samples.filter(\.isCSV))
  func aRepeatedColumnIsAWarning(_ sample: Sample) {
    let lines = sample.filled.split(separator: "\n").map(String.init)
    let firstName = String(lines[0].prefix { $0 != "," })
    let firstCell = String(lines[1].prefix { $0 != "," })
    let text = lines[0] + "," + firstName + "\n" + lines[1] + "," + firstCell + "\n"
    let result = read(sample, Array(text.utf8))
    let count = lines[0].split(separator: ",", omittingEmptySubsequences: false).count
    #expect(
      result.diagnostics.contains { $0.line == 1 && $0.column == count + 1 && $0.message.contains("is not one the") })
  }

  /// The weight column under a name the importer does not know: the set is
  /// not imported as bodyweight; the import stops.
  @Test(arguments: samples.filter(\.isCSV))
  func aWeightUnderAnUnknownNameIsAnError(_ sample: Sample) {
    let names = [
      "Weight", "Poids", "Gewicht", "Peso", "kg", "weight_kg", "Weight(kg)", "Set 1 (KG)", "Completed Weight Value",
    ]
    var lines = sample.filled.split(separator: "\n").map(String.init)
    var cells = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard let i = cells.firstIndex(where: names.contains) else {
      Issue.record("\(sample) has no weight column")
      return
    }
    cells[i] = "Load"
    lines[0] = cells.joined(separator: ",")
    let result = read(sample, Array((lines.joined(separator: "\n") + "\n").utf8))
    #expect(result.notebook == nil, "\(sample): \(result.diagnostics)")
  }

  /// Unit's own CSV and JSON are strict: a column or key they do not know
  /// is an error, never skipped.
  @Test func ownFormatsRefuseWhatTheyDoNotKnow() {
    let csv =
      "date,start,end,session,exercise,superset,set,kind,bodyweight,weight,unit,reps,seconds,distance,distance_unit,rpe,status,note,exercise_note,session_note,gym\n"
      + "2026-01-05,,,,Squat,,1,normal,,100,kg,5,,,,,done,,,,x\n"
    #expect(NotebookImporter.read(Array(csv.utf8), as: .csv).notebook == nil)
    let json = "{\"format\":\"unit-notebook\",\"version\":1,\"sessions\":[],\"gym\":1}"
    #expect(NotebookImporter.read(Array(json.utf8), as: .json).notebook == nil)
  }

  /// Five thousand rows that each warn (each a name with a control
  /// character of its own; a warning many rows share is one, with its
  /// count): a thousand warnings, then their count.
  @Test func warningsAreBounded() {
    var csv = "Date,Workout Name,Exercise Name,Set Order,Weight,Weight Unit,Reps,RPE\n"
    for i in 0..<5000 { csv += "2026-01-01 07:00:00,A,Squat\u{1}\(i),1,100,kg,5,\n" }
    let result = read(Self.samples[0], Array(csv.utf8))
    #expect(result.notebook?.sessions.first?.exercises.count == 5000)
    #expect(result.diagnostics.count == 1001)
    #expect(
      result.diagnostics.last?.description
        == "1002:3: warning: 4000 more problems are not shown: unit reports at most 1000 in a file")
  }

  @Test(StressLane.only) func aHundredThousandWorkoutsImport() {
    let inTime = OwnTime.within(.seconds(300)) {
      // 10^5 here (a debug build imports ~60,000 rows a second); docs/reliability.md
      // gives the release build's time and memory for 10^6.
      var csv = Array("Date,Workout Name,Exercise Name,Set Order,Weight,Weight Unit,Reps\n".utf8)
      for i in 0..<100_000 {
        csv += Array(
          "2026-01-01 \(10 + i % 10):\(10 + (i / 10) % 50):\(10 + (i / 500) % 50),W\(i),Squat,1,100,kg,5\n".utf8)
      }
      let result = NotebookImporter.read(csv, as: .strong)
      #expect(result.diagnostics.isEmpty)
      #expect(result.notebook?.sessions.count == 100_000)
    }
    #expect(inTime, "more than 5 minutes of its own time")
  }
}
