import Foundation
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
    let (streamed, text) = bytes.withUnsafeBufferPointer { StreamingImport.read($0, as: format, options: options) }
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

  @Test(arguments: [
    ("strong-iphone-lb.csv", ImportFormat.strong, WeightUnit.lb), ("strong-android-kg.csv", .strong, nil),
    ("strong-current-kg.csv", .strong, nil), ("hevy-lbs-km.csv", .hevy, nil), ("fitnotes-mixed.csv", .fitnotes, nil),
    ("fitbod.csv", .fitbod, nil), ("stronglifts-lb.csv", .stronglifts, nil), ("strong-shared.txt", .strongText, nil),
    ("hevy-shared.txt", .hevyText, nil),
  ] as [(String, ImportFormat, WeightUnit?)])
  func everySampleStreamsAsItReads(_ file: String, _ format: ImportFormat, _ unit: WeightUnit?) throws {
    let bytes = Array(try Data(contentsOf: Self.root.appendingPathComponent("Samples/imports/\(file)")))
    expectSame(bytes, as: format, unit: unit, file)
  }

  /// Unit's own JSON and CSV of every sample notebook, notes included.
  @Test func ownFormatsStreamAsTheyRead() throws {
    let folder = Self.root.appendingPathComponent("Samples")
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".unit") {
      let notebook = Notebook.parse(utf8: Array(try Data(contentsOf: folder.appendingPathComponent(name)))).notebook
      expectSame(NotebookJSON.write(notebook), as: .json, name + " as JSON")
      expectSame(NotebookCSV.write(notebook), as: .csv, name + " as CSV")
    }
  }

  /// Thousands of workouts out of date order, newest first, with notes and
  /// days whose rows are apart: many batches, and an order to restore.
  @Test(arguments: 0..<3)
  func largeExportsInAnyOrder(seed: Int) {
    var strong = "Date,Workout Name,Exercise Name,Set Order,Weight,Weight Unit,Reps,Distance,Distance Unit,Seconds,Notes,Workout Notes,RPE\n"
    var hevy = "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe\n"
    var fitnotes = "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment\n"
    var x = UInt64(seed + 1) &* 0x9E37_79B9_7F4A_7C15
    func next(_ n: Int) -> Int {
      x ^= x << 13
      x ^= x >> 7
      x ^= x << 17
      return Int(x % UInt64(n))
    }
    for w in 0..<3000 {
      let day = String(format: "2026-%02d-%02d", 1 + next(12), 1 + next(28))
      let time = String(format: "%02d:%02d:00", 6 + next(12), next(60))
      for s in 1...(1 + next(4)) {
        let note = next(5) == 0 ? "\"felt \(w), heavy\"" : ""
        strong += "\(day) \(time),Day \(w % 7),Squat,\(s == 1 && next(3) == 0 ? "W" : String(s)),\(60 + next(80)).5,kg,\(1 + next(10)),,,,\(note),\(w % 11 == 0 ? "deload" : ""),\(next(4) == 0 ? "8" : "")\n"
        hevy += "\"Day \(w)\",\"\(day)\",\"\(day)\",,\"Bench Press (Barbell)\",,,\(s - 1),normal,\(40 + next(60)),\(1 + next(12)),,,\n"
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
    for w in 0..<2000 { csv += "2026-01-01 \(String(format: "%02d:%02d", w / 60 % 24, w % 60)):00,W\(w),Squat,1,100,kg,5\n" }
    csv += "2026-01-02 07:00:00,Late,Squat,1,heavy,kg,5\n"
    expectSame(Array(csv.utf8), as: .strong, "late error")
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
