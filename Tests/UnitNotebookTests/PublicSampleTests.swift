import Foundation
import Testing

@testable import UnitNotebook

/// Files of the peer formats taken from public repositories and pages
/// (Fixtures/peer-public/README.md says which, at which commit): each
/// imports whole — every session and set, with its values — and `unit
/// check` is silent on the result. They are other people's files and are
/// not copied into the project: the tests read them from the folder named
/// by `UNIT_PEER_SAMPLES`, and skip themselves without it.
@Suite struct PublicSampleTests {
  static let folder = ProcessInfo.processInfo.environment["UNIT_PEER_SAMPLES"].map { URL(fileURLWithPath: $0) }
  static var present: Bool { folder.map { FileManager.default.fileExists(atPath: $0.path) } ?? false }

  static func load(_ name: String) throws -> [UInt8] {
    let url = try #require(folder?.appendingPathComponent(name))
    return Array(try Data(contentsOf: url))
  }

  /// The file imported as `format` (recognised so), without errors, into a
  /// notebook that prints, reads back the same, and checks silently.
  static func imported(_ name: String, _ format: ImportFormat, unit: WeightUnit? = nil) throws -> (
    Notebook, [Diagnostic]
  ) {
    let bytes = try load(name)
    #expect(NotebookImporter.detect(bytes) == format, "\(name)")
    let result = NotebookImporter.read(
      bytes, as: format, options: ImportOptions(unit: unit, localTime: .fixed(secondsEast: 0)))
    #expect(!result.hasErrors, "\(name): \(result.diagnostics.prefix(3))")
    let notebook = try #require(result.notebook)
    Laws.roundTrip(notebook)
    #expect(NotebookFormatter.check(utf8: notebook.canonicalUTF8).isEmpty, "unit check is not silent on \(name)")
    return (notebook, result.diagnostics)
  }

  static func sets(_ n: Notebook) -> [WorkoutSet] { n.sessions.flatMap { $0.exercises.flatMap(\.sets) } }

  static func exercise(_ n: Notebook, _ date: String, _ name: String) -> Exercise? {
    n.sessions.first { $0.date.description == date }?.exercises.first { $0.name == name }
  }

  /// Fitdown's own sample, a user's notes: three workouts, every set line read.
  @Test(.enabled(if: present)) func fitdownSample() throws {
    let (n, _) = try Self.imported("fitdown-sampleLog.txt", .fitdown)
    #expect(n.sessions.map(\.date.description) == ["2018-11-15", "2018-12-11", "2020-09-16"])
    // The reference parser's 32 sets (a 3x5 line as three), the six task
    // lines (`- [x] 3@135`) it reads no set from, and the seven bodyweight
    // lines (`10 pull-ups`) it reads as exercise names.
    #expect(Self.sets(n).count == 32 + 6 + 7)
    let nov = try #require(n.sessions.first)
    #expect(nov.start == TimeOfDay(hour: 10, minute: 30) && nov.end == TimeOfDay(hour: 12, minute: 5))
    let deadlift = try #require(Self.exercise(n, "2020-09-16", "Deadlift"))
    #expect(
      deadlift.sets.map { "\(AppSetCells.text($0.load ?? .bodyweight(added: nil))) × \($0.reps ?? -1)" } == [
        "185lb × 5", "255lb × 5",
      ])
    #expect(deadlift.sets.last?.note == "TOUGH")
    #expect(Self.exercise(n, "2018-12-11", "Deadlift ladder")?.sets.count == 6)
    #expect(Self.exercise(n, "2020-09-16", "Snatch")?.notes == ["Up to technique bar + 35lb each side"])
  }

  /// fitdown-py's README example: units on the sets, kg and lb.
  @Test(.enabled(if: present)) func fitdownPythonExample() throws {
    let (n, _) = try Self.imported("fitdown-py-readme.txt", .fitdown)
    #expect(n.sessions.count == 1 && Self.sets(n).count == 12)
    #expect(Self.exercise(n, "2024-02-26", "Squat")?.sets.allSatisfy { $0.load == .weight(Weight(35, .kg)) } == true)
    #expect(
      Self.exercise(n, "2024-02-26", "Hammer Curl")?.sets.first?.load
        == .weight(Weight(DecimalValue(significand: 455, scale: 1) ?? 0, .lb)))
  }

  /// Liftosaur's own example of its history CSV: a set for every row with
  /// completed reps, its warm-ups as warm-ups, its weights and units.
  @Test(.enabled(if: present)) func liftosaurExampleCSV() throws {
    let (n, _) = try Self.imported("liftosaur_example.csv", .liftosaur)
    let rows = try RealExportTests.rows(try Self.load("liftosaur_example.csv"))
    let done = rows.filter { !($0["Completed Reps"] ?? "").isEmpty }
    let sets = Self.sets(n)
    #expect(sets.count == done.count)
    #expect(sets.filter { $0.kind == .warmup }.count == done.filter { $0["Is Warmup Set?"] == "1" }.count)
    #expect(sets.map { $0.reps ?? -1 }.sorted() == done.compactMap { Int($0["Completed Reps"] ?? "") }.sorted())
    #expect(Set(n.sessions.map(\.date.description)).count == Set(rows.compactMap { $0["Workout DateTime"] }).count)
  }

  /// Liftosaur's API documentation: the history list and one record.
  @Test(.enabled(if: present)) func liftosaurAPIExamples() throws {
    for name in ["liftosaur-api-history.json", "liftosaur-api-record.json"] {
      let (n, _) = try Self.imported(name, .liftosaurText)
      let s = try #require(n.sessions.first)
      #expect(n.sessions.count == 1 && s.title == "Squat Day" && s.date.description == "2026-03-01")
      #expect(s.start == TimeOfDay(hour: 10, minute: 0))
      let squat = try #require(s.exercises.first)
      #expect(squat.name == "Squat, Barbell" && squat.sets.allSatisfy { $0.status == .done })
    }
    let (list, _) = try Self.imported("liftosaur-api-history.json", .liftosaurText)
    #expect(Self.sets(list).count == 3 + 2 + 3 && list.sessions.first?.end == TimeOfDay(hour: 11, minute: 0))
  }

  /// LiftMark's own export sample: its session, and its plans as routines.
  @Test(.enabled(if: present)) func liftMarkExportSample() throws {
    let (n, _) = try Self.imported("liftmark-unified-export-sample.json", .liftmark)
    #expect(n.sessions.count == 1 && Self.sets(n).count == 5)
    let s = try #require(n.sessions.first)
    #expect(
      s.title == "Test Push Day" && s.start == TimeOfDay(hour: 14, minute: 0)
        && s.end == TimeOfDay(hour: 15, minute: 15))
    #expect(Self.exercise(n, "2026-02-15", "Overhead Press")?.sets.last?.note == "Missed last rep; target 115lb × 8")
    #expect(n.routines.map(\.name) == ["Test Push Day", "Test Superset Workout"])
    #expect(n.routines.first?.exercises.flatMap(\.prescriptions).reduce(0) { $0 + $1.sets } == 5)
  }

  /// Every valid example of the lift.md specification: one routine a
  /// workout, a prescribed set for every set line.
  @Test(.enabled(if: present)) func liftMDExamples() throws {
    let dir = try #require(Self.folder?.appendingPathComponent("liftmark-valid"))
    let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".md") }.sorted()
    #expect(names.count >= 40)
    for name in names {
      let (n, _) = try Self.imported("liftmark-valid/" + name, .liftMD, unit: .lb)
      let text = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
      let setLines = text.split(separator: "\n").filter { $0.drop { $0 == " " }.hasPrefix("- ") }.count
      let prescribed = n.routines.flatMap(\.exercises).flatMap(\.prescriptions).reduce(0) { $0 + $1.sets }
      #expect(n.routines.count >= 1 && prescribed == setLines, "\(name): \(prescribed) of \(setLines) set lines")
    }
  }

  /// The three files of syntax.fitness's own page: a workout, a cardio
  /// import and a routine.
  @Test(.enabled(if: present)) func syntaxFitnessPage() throws {
    let (strength, _) = try Self.imported("syntax-fitness/2026-02-26.md", .syntaxFitness)
    #expect(Self.sets(strength).count == 5 && strength.sessions.first?.title == "chest + arms day")
    #expect(
      Self.exercise(strength, "2026-02-26", "Machine Fly")?.sets.first?.load
        == .weight(Weight(DecimalValue(significand: 1375, scale: 2) ?? 0, .kg)))
    let (cardio, _) = try Self.imported("syntax-fitness/2026-02-27.md", .syntaxFitness)
    let run = try #require(cardio.sessions.first?.exercises.first?.sets.first)
    #expect(run.distance == Distance(DecimalValue(significand: 512, scale: 2) ?? 0, .km) && run.seconds == 2040)
    #expect(cardio.sessions.first?.notes.contains("avg_heart_rate: 135bpm") == true)
    let (routine, _) = try Self.imported("syntax-fitness/push-day-a.md", .syntaxFitness)
    #expect(
      routine.routines.first?.exercises.map {
        "\($0.prescriptions.first?.sets ?? 0)×\($0.prescriptions.first?.reps ?? 0)–\($0.prescriptions.first?.maxReps ?? 0)"
      } == ["4×8–10", "3×8–12", "3×12–15"])
  }

  /// JEFIT: a slice of a real export (synthetic values) imports whole; the
  /// excerpt of a real export without exercise logs is refused with one
  /// clear error, not a crash.
  @Test(.enabled(if: present)) func jefitFiles() throws {
    let (n, _) = try Self.imported("jefit-slice.csv", .jefit, unit: .kg)
    #expect(n.sessions.map(\.date.description) == ["2026-01-01", "2026-01-05"] && Self.sets(n).count == 8)
    #expect(Self.exercise(n, "2026-01-01", "Barbell Bench Press")?.sets.map(\.reps) == [10, 8, 8])
    let excerpt = try Self.load("jefit-gainsight-excerpt.csv")
    #expect(NotebookImporter.detect(excerpt) == .jefit)
    let refused = NotebookImporter.read(excerpt, as: .jefit)
    #expect(refused.notebook == nil && refused.diagnostics.count == 1)
    #expect(refused.diagnostics.first?.message.contains("no EXERCISE LOGS section") == true)
  }
}
