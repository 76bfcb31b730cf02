import Foundation
import Testing

@testable import UnitNotebook

/// Every sample notebook (`Samples/*.unit` and the ten programs of
/// `Samples/programs/`) reads without a diagnostic, is canonical as written,
/// and goes to JSON and CSV and back byte for byte; the ten programs keep the
/// names of the contract in `programs-library.md` (routine, sections, unit),
/// so that a log written by hand against a program plans from its sample.
@Suite struct ProgramSamplesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Samples")

  /// The sample files, as paths under `Samples/`.
  static let samples: [String] = ["", "programs/"].flatMap { folder in
    let dir = root.appendingPathComponent(folder).path
    return ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".unit") }
      .map { folder + $0 }.sorted()
  }

  static func bytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: root.appendingPathComponent(path)))
  }

  @Test(arguments: samples)
  func cleanCanonicalAndConvertsBack(_ path: String) throws {
    let text = try Self.bytes(path)
    #expect(Notebook.parse(utf8: text).diagnostics.isEmpty, "\(path): \(Notebook.parse(utf8: text).diagnostics)")
    let canonical = NotebookFormatter.format(utf8: text).output.map { String(decoding: $0, as: UTF8.self) }
    #expect(canonical == String(decoding: text, as: UTF8.self), "\(path) is not canonical: unit fmt -w it")
    for format in ConversionLaws.Format.allCases { ConversionLaws.check(text, format) }
  }

  /// The contract: file, routine, sections in order, and the unit of every
  /// load and training max.
  static let contract: [(file: String, routine: String, sections: [String], unit: WeightUnit)] = [
    (
      "the531bbb", "531 BBB",
      weeks(1...3, ["OHP", "Deadlift", "Bench", "Squat"])
        + weeks([4], ["Deload OHP", "Deload Deadlift", "Deload Bench", "Deload Squat"]), .lb
    ),
    ("the5314b", "531 Beginners", weeks(1...3, ["Day 1", "Day 2", "Day 3"]), .lb),
    ("nsuns", "nSuns", (1...5).map { "Day \($0)" }, .lb),
    ("gzclp", "GZCLP", ["A1", "B1", "A2", "B2"], .lb),
    ("ss2", "Starting Strength", ["A", "B"], .lb),
    ("texasmethod", "Texas Method", weeks(1...2, ["Volume", "Recovery", "Intensity"]), .lb),
    ("madcow", "Madcow", ["Monday", "Wednesday", "Friday"], .lb),
    ("metallicadpappl", "PPL", ["Pull Deadlift", "Push Bench", "Legs A", "Pull Row", "Push OHP", "Legs B"], .lb),
    ("gzcl-the-rippler", "Rippler", weeks(1...12, ["Day 1", "Day 2", "Day 3", "Day 4"]), .kg),
    ("basicBeginner", "Basic Beginner", ["A", "B"], .lb),
  ]

  static func weeks(_ weeks: some Sequence<Int>, _ days: [String]) -> [String] {
    weeks.flatMap { w in days.map { "Week \(w) \($0)" } }
  }

  /// The plain names lifters write, as the brief lists them.
  static let plainNames: Set<String> = [
    "Squat", "Bench Press", "Deadlift", "Overhead Press", "Bent Over Row", "Power Clean", "Clean", "Chin Up",
    "Pull Up", "Lat Pulldown", "Sumo Deadlift", "Front Squat", "Incline Bench Press", "Close Grip Bench Press",
    "Romanian Deadlift", "Stiff Leg Deadlift", "Behind The Neck Press", "Leg Press", "Seated Leg Curl",
    "Standing Calf Raise", "Seated Row", "Face Pull", "Bicep Curl", "Hammer Curl", "Skullcrusher", "Triceps Pushdown",
    "Triceps Extension", "Lateral Raise", "Incline Dumbbell Press", "Leg Extension", "Reverse Fly", "Pullover",
    "Back Extension", "Hanging Leg Raise", "Ab Wheel", "Push Up", "Triceps Dip", "Inverted Row",
    "Bulgarian Split Squat",
  ]

  @Test func theTenProgramsAreThere() {
    #expect(
      Set(Self.samples.filter { $0.hasPrefix("programs/") }) == Set(Self.contract.map { "programs/\($0.file).unit" }))
  }

  @Test(arguments: contract.map(\.file))
  func namesAsTheContractSays(_ file: String) throws {
    let want = try #require(Self.contract.first { $0.file == file })
    let notebook = Notebook.parse(utf8: try Self.bytes("programs/\(file).unit")).notebook
    #expect(notebook.sessions.isEmpty, "a program's sample is its routine")
    #expect(notebook.routines.map(\.name) == [want.routine])
    let routine = try #require(notebook.routines.first)
    #expect(routine.sections.map(\.name) == want.sections)
    for x in routine.exercises {
      #expect(Self.plainNames.contains(x.name), "\(file): \(x.name) is not a plain name of the brief")
      let loads = [x.trainingMax?.load].compactMap { $0 } + x.prescriptions.compactMap(\.load)
      for case .weight(let w) in loads {
        #expect(w.unit == want.unit, "\(file): \(x.name) \(w)")
      }
    }
  }
}
