import Foundation
import Seeds
import Testing

@testable import UnitCLI
@testable import UnitNotebook

/// A large import prints each session on one thread while the other reads
/// the rest, then puts them in the notebook's order: the text and the
/// diagnostics are exactly those of reading the whole model and printing it.
@Suite struct StreamingImportTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Reads `bytes` both ways and checks they agree.
  func expectSame(_ bytes: [UInt8], as format: ImportFormat, unit: WeightUnit? = nil, _ what: String) {
    let options = ImportOptions(unit: unit)
    let whole = NotebookImporter.read(bytes, as: format, options: options)
    let (streamed, printed) = bytes.withUnsafeBufferPointer { StreamingImport.read($0, as: format, options: options) }
    let text = printed?.text
    #expect(streamed.diagnostics == whole.diagnostics, "\(what)")
    if let notebook = whole.notebook, !whole.hasErrors {
      if format == .strongText || format == .hevyText || notebook.sessions.isEmpty {
        // Not streamed: the model comes back whole, for the caller to print.
        #expect(text == nil && streamed.notebook == notebook, "\(what)")
        return
      }
      #expect(text == notebook.canonicalUTF8, "\(what): the streamed text differs")
      // The sessions were let go once printed; the notes stay.
      #expect(streamed.notebook?.sessions.isEmpty == true)
      #expect(streamed.notebook?.notes == notebook.notes)
    } else {
      #expect(text == nil, "\(what): a failed import gave text")
    }
  }

  @Test(
    arguments: [
      ("strong-iphone-lb.csv", ImportFormat.strong, WeightUnit.lb), ("strong-android-kg.csv", .strong, nil),
      ("strong-current-kg.csv", .strong, nil), ("hevy-lbs-km.csv", .hevy, nil), ("fitnotes-mixed.csv", .fitnotes, nil),
      ("fitbod.csv", .fitbod, nil), ("stronglifts-lb.csv", .stronglifts, nil), ("strong-shared.txt", .strongText, nil),
      ("hevy-shared.txt", .hevyText, nil), ("strong-french-kg.csv", .strong, .kg),
      ("strong-german-kg.csv", .strong, .kg),
      ("strong-portuguese-kg.csv", .strong, .kg), ("strong-2016-lb.csv", .strong, nil),
    ] as [(String, ImportFormat, WeightUnit?)])
  func everySampleStreamsAsItReads(_ file: String, _ format: ImportFormat, _ unit: WeightUnit?) throws {
    let bytes = Array(try Data(contentsOf: Self.root.appendingPathComponent("Samples/imports/\(file)")))
    expectSame(bytes, as: format, unit: unit, file)
  }

  /// Unit's own JSON and CSV of every sample notebook (the programs of
  /// `Samples/programs/` too), notes included.
  @Test func ownFormatsStreamAsTheyRead() throws {
    for sub in ["Samples", "Samples/programs"] {
      let folder = Self.root.appendingPathComponent(sub)
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".unit") {
        let notebook = Notebook.parse(utf8: Array(try Data(contentsOf: folder.appendingPathComponent(name)))).notebook
        expectSame(NotebookJSON.write(notebook), as: .json, name + " as JSON")
        expectSame(NotebookCSV.write(notebook), as: .csv, name + " as CSV")
      }
    }
  }

  /// The muscles section of Unit's JSON and CSV is printed at the top while
  /// the sessions stream.
  @Test func theMusclesSectionSurvivesTheStream() {
    var text = "> Block 3.\n# Muscles\nZercher Squat: quads, glutes; secondary: adductors\nDragon Flag: abs\n\n"
    for day in 1...20 { text += "# 2026-01-\(day < 10 ? "0" : "")\(day)\nZercher Squat 100kg x 5 done\n\n" }
    let notebook = Notebook.parse(text).notebook
    #expect(notebook.muscles.count == 2)
    expectSame(NotebookJSON.write(notebook), as: .json, "muscles as JSON")
    expectSame(NotebookCSV.write(notebook), as: .csv, "muscles as CSV")
  }

  /// Routines among many sessions, in Unit's JSON and CSV: printed in their
  /// places while the sessions stream.
  /// (Under the sanitizers and in the default lane, a quarter of the
  /// sessions: still many batches; the stress lane takes them all.)
  @Test func routinesKeepTheirPlacesWhileSessionsStream() {
    // Many batches of sessions (StreamingImport.read streams at any size).
    let sessions = StressLane.enabled ? 30_000 : 7_500
    let middle = sessions * 2 / 5
    var text = "# Routine Lower A\nSquat 100kg 3x8-12 +2.5kg rest 3:00\n\n"
    for i in 0..<sessions {
      text += "# 2026-11-\(10 + i % 18) Lower A\nSquat 100kg x 5 done rest 3:00\nPlank 60s done\n\n"
      if i == middle { text += "# Routine Upper A\nBench Press 80kg 3x10\n\n# Routine Lower B\n\n" }
    }
    text += "# Routine Last\nRun 1x5km\n"
    let notebook = Notebook.parse(text).notebook
    #expect(notebook.routines.map(\.sessionsBefore) == [0, middle + 1, middle + 1, sessions])
    let json = NotebookJSON.write(notebook)
    let csv = NotebookCSV.write(notebook)
    expectSame(json, as: .json, "routines as JSON")
    expectSame(csv, as: .csv, "routines as CSV")
  }

  /// Thousands of workouts out of date order, newest first, with notes and
  /// days whose rows are apart: many batches, and an order to restore.
  @Test(arguments: SeedShare.take(0..<3))
  func largeExportsInAnyOrder(seed: Int) {
    var strong =
      "Date,Workout Name,Exercise Name,Set Order,Weight,Weight Unit,Reps,Distance,Distance Unit,Seconds,Notes,Workout Notes,RPE\n"
    var hevy =
      "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe\n"
    var fitnotes = "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment\n"
    var random = SplitMix64(seed: UInt64(seed))
    func next(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
    for w in 0..<3000 {
      let day = String(format: "2026-%02d-%02d", 1 + next(12), 1 + next(28))
      let time = String(format: "%02d:%02d:00", 6 + next(12), next(60))
      for s in 1...(1 + next(4)) {
        let note = next(5) == 0 ? "\"felt \(w), heavy\"" : ""
        strong +=
          "\(day) \(time),Day \(w % 7),Squat,\(s == 1 && next(3) == 0 ? "W" : String(s)),\(60 + next(80)).5,kg,\(1 + next(10)),,,,\(note),\(w % 11 == 0 ? "deload" : ""),\(next(4) == 0 ? "8" : "")\n"
        hevy +=
          "\"Day \(w)\",\"\(day)\",\"\(day)\",,\"Bench Press (Barbell)\",,,\(s - 1),normal,\(40 + next(60)),\(1 + next(12)),,,\n"
        fitnotes += "\(day),Deadlift,Back,\(100 + next(100)).0,kgs,\(1 + next(5)),,,,\n"
      }
    }
    expectSame(Array(strong.utf8), as: .strong, "strong \(seed)")
    expectSame(Array(hevy.utf8), as: .hevy, "hevy \(seed)")
    expectSame(Array(fitnotes.utf8), as: .fitnotes, "fitnotes \(seed)")
  }

  /// An error after many sessions have been printed: no text, the same error.
  @Test func anErrorLateInTheExportGivesNoText() {
    var csv = "Date,Workout Name,Exercise Name,Set Order,Weight,Weight Unit,Reps\n"
    for w in 0..<2000 {
      csv += "2026-01-01 \(String(format: "%02d:%02d", w / 60 % 24, w % 60)):00,W\(w),Squat,1,100,kg,5\n"
    }
    csv += "2026-01-02 07:00:00,Late,Squat,1,heavy,kg,5\n"
    expectSame(Array(csv.utf8), as: .strong, "late error")
  }

  /// Rows split into fields on the printing thread, ahead of the importer:
  /// an error there (a quote never closed, a byte that is not UTF-8, a row
  /// too long, a header that does not read) comes after the rows before it,
  /// exactly where one pass stops, and the reading thread is never left
  /// waiting.
  @Test(arguments: [100, 2047, 2048, 2049, 9000])
  func errorsWhileReadingAheadStopWhereOnePassStops(at row: Int) {
    // Every 7th row warns (an RPE of 11 is not kept), so a reading that
    // stopped early or late would show in the warnings.
    let header = "Date,Workout Name,Exercise Name,Set Order,Weight,Weight Unit,Reps,Notes,RPE\n"
    func export(_ bad: String) -> [UInt8] {
      var csv = header
      for w in 0..<10_000 {
        let rpe = w % 7 == 0 ? "11" : "8"
        csv +=
          w == row
          ? bad
          : "2026-01-01 \(String(format: "%02d:%02d", w / 60 % 24, w % 60)):00,W\(w),Squat,1,100,kg,5,\"ok\",\(rpe)\n"
      }
      return Array(csv.utf8)
    }
    expectSame(export("2026-01-02 07:00:00,Late,Squat,1,100,kg,5,\"never closed,8\n"), as: .strong, "quote at \(row)")
    expectSame(export("2026-01-02 07:00:00,Late,Squat,1,100,kg,5,a,b,c,d\n"), as: .strong, "long row at \(row)")
    var bytes = export("2026-01-02 07:00:00,Late,Squat,1,100,kg,5,@,8\n")
    if let at = bytes.firstIndex(of: UInt8(ascii: "@")) { bytes[at] = 0xFF }
    expectSame(bytes, as: .strong, "bad byte at \(row)")
    // A row the importer refuses (a weight that is not a number) a little
    // before the row the reader refuses: the importer's error comes first.
    var text = String(decoding: export("2026-01-02 07:00:00,Late,Squat,1,100,kg,5,\"never closed,8\n"), as: UTF8.self)
    text = text.replacing("W\(row - 3),Squat,1,100,", with: "W\(row - 3),Squat,1,heavy,")
    let whole = NotebookImporter.read(Array(text.utf8), as: .strong)
    #expect(whole.diagnostics.first?.message.contains("heavy") == true, "\(whole.diagnostics)")
    expectSame(Array(text.utf8), as: .strong, "importer error before reader error at \(row)")
  }

  /// Unit's own CSV is read ahead too, with its own rules: commas only,
  /// and a cell that is not UTF-8 or a row of the wrong length reported
  /// where it is while the reading goes on, so every problem is reported
  /// once, in order, as in one pass; a quote never closed stops the reading
  /// there.
  /// (Under the sanitizers: the first chunk's boundary and a late row.)
  /// Each case writes the rows it needs, and at least two chunks' worth.
  @Test(arguments: SeedShare.take([2048, 100, 2047, 2049, 9000]))
  func unitCSVReadAheadReportsWhatOnePassReports(at row: Int) {
    var sessions: [Session] = []
    for w in 0..<(Swift.max(row, 4096) + 1_000) / 4 {
      let date = LocalDate(year: 2026, month: 1 + w % 12, day: 1 + w % 28) ?? .minimum
      var squat = Exercise(name: "Squat", notes: w % 9 == 0 ? ["belt, then no belt"] : [])
      for s in 0..<4 {
        squat.sets.append(
          WorkoutSet(
            load: .weight(Weight(DecimalValue(100 + s), .kg)), reps: 5, status: .done, note: s == 3 ? "w\(w)" : nil))
      }
      sessions.append(Session(date: date, title: "Day \(w)", exercises: [squat]))
    }
    // Unit's CSV ends its rows with CRLF.
    let lines = String(decoding: NotebookCSV.write(Notebook(sessions: sessions)), as: UTF8.self)
      .components(separatedBy: "\r\n")
    // Line k of the text is spreadsheet row k + 1.
    func csv(_ change: (inout [String]) -> Void) -> [UInt8] {
      var copy = lines
      change(&copy)
      return Array(copy.joined(separator: "\r\n").utf8)
    }
    guard lines.count > Swift.max(row, 4096) + 500 else {
      Issue.record("expected more than \(Swift.max(row, 4096) + 500) rows, found \(lines.count)")
      return
    }
    expectSame(csv { _ in }, as: .csv, "as written")
    expectSame(csv { $0[row - 1] += ",extra" }, as: .csv, "a long row at \(row)")
    expectSame(csv { $0[row - 1] += ",\"never closed" }, as: .csv, "a quote never closed at \(row)")
    var bytes = csv { $0[row - 1] = $0[row - 1].replacingOccurrences(of: "Squat", with: "Sq@at") }
    for k in bytes.indices where bytes[k] == UInt8(ascii: "@") { bytes[k] = 0xFF }
    expectSame(bytes, as: .csv, "a byte that is not UTF-8 at \(row)")
    bytes = csv {
      $0[row - 1] = $0[row - 1].replacingOccurrences(of: "Squat", with: "Sq@at")
      $0[row + 500] += ",extra"
    }
    for k in bytes.indices where bytes[k] == UInt8(ascii: "@") { bytes[k] = 0xFF }
    expectSame(bytes, as: .csv, "two problems from \(row)")
  }

  @Test func aHeaderThatDoesNotReadIsTheSameError() {
    expectSame(Array("\"Date,Workout Name\n2026-01-01,A\n".utf8), as: .strong, "header")
    expectSame([], as: .hevy, "empty")
  }

  /// The real `unit import` of an export above the streaming size: the
  /// same text on standard output and in `-o FILE`, and a write that fails
  /// (`-o /dev/full`) is a clear error.
  @Test func theCommandWritesTheStreamedTextWhole() throws {
    var csv =
      "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe\n"
    var w = 0
    while csv.utf8.count < StreamingImport.threshold + 100_000 {
      let day = String(format: "%02d %@ 2024, %02d:%02d", 1 + w % 28, ["Jan", "Feb", "Mar"][w % 3], 6 + w % 12, w % 60)
      for s in 0..<4 {
        csv += "\"Day \(w)\",\"\(day)\",\"\(day)\",,\"Squat (Barbell)\",,,\(s),normal,\(60 + w % 50),5,,,\n"
      }
      w += 1
    }
    let bytes = Array(csv.utf8)
    let whole = NotebookImporter.read(bytes, as: .hevy)
    let expected = try #require(whole.notebook).canonicalUTF8
    let dir = try TemporaryFolder()
    try Data(bytes).write(to: dir.url.appendingPathComponent("hevy.csv"))
    let toStdout = try UnitProcess.run(["import", "hevy.csv"], in: dir.url)
    #expect(toStdout.status == 0, "\(toStdout.stderr)")
    #expect(Array(toStdout.stdout) == expected)
    let toFile = try UnitProcess.run(["import", "-o", "out.unit", "hevy.csv"], in: dir.url)
    #expect(toFile.status == 0, "\(toFile.stderr)")
    #expect(Array(try Data(contentsOf: dir.url.appendingPathComponent("out.unit"))) == expected)
    let full = try UnitProcess.run(["import", "-o", "/dev/full", "hevy.csv"], in: dir.url)
    #expect(full.status == 2 && full.stderr.contains("no space left"), "\(full.stderr)")
  }

  /// The real exports, when the folder is there.
  @Test func realExportsStreamAsTheyRead() throws {
    let folder = Self.root.deletingLastPathComponent().appendingPathComponent("shared/real-exports")
    let cases: [(String, ImportFormat, WeightUnit?)] = [
      ("hevy-7210-sets.csv", .hevy, nil), ("strong-1b-5402-sets.csv", .strong, nil),
      ("strong-1a-no-notes-249-sets.csv", .strong, .kg),
    ]
    for (name, format, unit) in cases {
      guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)) else { continue }
      expectSame(Array(data), as: format, unit: unit, name)
    }
  }
}
