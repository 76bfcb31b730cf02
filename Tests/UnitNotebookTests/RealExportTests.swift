import Foundation
import Testing

@testable import UnitNotebook

/// The three real exports in `../shared/real-exports` (or the folder named by
/// `UNIT_REAL_EXPORTS`) import whole: every row is a set (or a rest timer),
/// with its kind, reps, RPE, exercise and title; notes come through once;
/// the notebook prints canonically and parses back to the same model. The
/// tests skip themselves when the folder is absent.
@Suite struct RealExportTests {
  static let folder: URL = {
    if let path = ProcessInfo.processInfo.environment["UNIT_REAL_EXPORTS"] { return URL(fileURLWithPath: path) }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/real-exports")
  }()

  static func load(_ name: String) -> [UInt8]? {
    (try? Data(contentsOf: folder.appendingPathComponent(name))).map(Array.init)
  }

  static var present: Bool { FileManager.default.fileExists(atPath: folder.path) }

  /// The rows of a CSV as header-keyed dictionaries (read with the plain CSV reader).
  static func rows(_ bytes: [UInt8]) throws -> [[String: String]] {
    try bytes.withUnsafeBufferPointer { b in
      var reader = CSVReader(b, delimiter: CSVReader.sniffDelimiter(b))
      var fields: [CSVReader.Field] = []
      _ = try reader.nextRecord(into: &fields)
      let header = fields.map { reader.string($0) }
      var out: [[String: String]] = []
      while try reader.nextRecord(into: &fields) {
        var row: [String: String] = [:]
        for (k, f) in fields.enumerated() where k < header.count { row[header[k]] = reader.string(f) }
        out.append(row)
      }
      return out
    }
  }

  /// One line per set, `title|exercise|kind|reps|rpe`, sorted, for comparing
  /// what the rows say with what the notebook holds.
  static func setLines(_ n: Notebook) -> [String] {
    var lines: [String] = []
    for s in n.sessions {
      for x in s.exercises {
        for set in x.sets {
          lines.append(
            "\(s.title ?? "")|\(x.name)|\(set.kind.rawValue)|\(set.reps.map(String.init) ?? "")|\(set.rpe?.description ?? "")"
          )
        }
      }
    }
    return lines.sorted()
  }

  static func number(_ s: String?) -> String {
    guard let s, !s.isEmpty, let v = DecimalValue(s), v.significand != 0 else { return "" }
    return v.description
  }

  func imported(_ bytes: [UInt8], unit: WeightUnit? = nil) throws -> Notebook {
    let format = try #require(NotebookImporter.detect(bytes))
    let result = NotebookImporter.read(bytes, as: format, options: ImportOptions(unit: unit))
    #expect(!result.hasErrors, "\(result.diagnostics.prefix(3))")
    #expect(result.diagnostics.allSatisfy { $0.code != nil }, "a warning without a code (docs/diagnostics.md)")
    let notebook = try #require(result.notebook)
    Laws.roundTrip(notebook)
    let text = notebook.canonicalUTF8
    #expect(NotebookFormatter.format(utf8: text).output == text, "not canonical")
    return notebook
  }

  @Test(.enabled(if: present)) func hevy() throws {
    let bytes = try #require(Self.load("hevy-7210-sets.csv"))
    let rows = try Self.rows(bytes)
    let notebook = try imported(bytes)
    #expect(notebook.sessions.count == 335)
    let kinds = ["normal": "normal", "warmup": "warmup", "failure": "failure", "dropset": "drop"]
    let expected = rows.map { r in
      let reps = r["reps"].flatMap(Int.init) ?? 0
      let timed = Self.number(r["duration_seconds"]) != "" || Self.number(r["distance_km"]) != ""
      return
        "\(r["title"] ?? "")|\(r["exercise_title"] ?? "")|\(kinds[r["set_type"] ?? ""] ?? "?")|\(reps > 0 || !timed ? String(reps) : "")|\(Self.number(r["rpe"]))"
    }.sorted()
    #expect(Self.setLines(notebook) == expected)
    #expect(notebook.sessions.contains { $0.title == "Lower // Ramp // Strength // 1" })
    #expect(Set(notebook.sessions.compactMap(\.title)) == Set(rows.compactMap { $0["title"] }))
    // Sessions are in chronological order, the first being the oldest.
    #expect(zip(notebook.sessions, notebook.sessions.dropFirst()).allSatisfy { $0.date <= $1.date })
    // Every exercise note comes through once, split at its \n escapes.
    for s in notebook.sessions {
      for x in s.exercises {
        #expect(Set(x.notes).count == x.notes.count, "a note repeated in \(x.name)")
      }
    }
    let noted = Set(rows.compactMap { r in r["exercise_notes"].flatMap { $0.isEmpty ? nil : $0 } })
    let allNotes = Set(notebook.sessions.flatMap { $0.exercises.flatMap(\.notes) })
    for n in noted {
      for line in ImportText.lines(n, escapedNewlines: true) { #expect(allNotes.contains(line), "lost note \(line)") }
    }
    let supersetRows = rows.filter { !($0["superset_id"] ?? "").isEmpty }
    #expect(!supersetRows.isEmpty)
    let labelled = notebook.sessions.flatMap(\.exercises).filter { $0.superset != nil }.reduce(0) { $0 + $1.sets.count }
    #expect(labelled == supersetRows.count)
  }

  @Test(.enabled(if: present)) func strongAndroidInPounds() throws {
    let bytes = try #require(Self.load("strong-1b-5402-sets.csv"))
    let rows = try Self.rows(bytes)
    let notebook = try imported(bytes)
    #expect(notebook.sessions.count == 292)
    let expected = rows.map { r in
      "\(r["Workout Name"] ?? "")|\(r["Exercise Name"] ?? "")|normal|\(r["Reps"] ?? "")|\(Self.number(r["RPE"]))"
    }.sorted()
    #expect(Self.setLines(notebook) == expected)
    let sets = notebook.sessions.flatMap(\.exercises).flatMap(\.sets)
    #expect(
      sets.allSatisfy { set in
        switch set.load {
        case .weight(let w)?: return w.unit == .lb && w.value.significand > 0
        case .bodyweight(let added)?: return added.map { $0.unit == .lb } ?? true
        case nil: return false
        }
      })
    let assisted = notebook.sessions.flatMap(\.exercises).filter { $0.name == "Pull Up (Assisted)" }.flatMap(\.sets)
    #expect(!assisted.isEmpty)
    #expect(
      assisted.allSatisfy { if case .bodyweight(let a?)? = $0.load { return a.value.isNegative } else { return false } }
    )
    #expect(notebook.sessions.flatMap(\.exercises).flatMap(\.notes) == ["First 5 sets on #3. Last 3 on #2"])
  }

  @Test(.enabled(if: present)) func strongIPhoneWithoutNoteColumns() throws {
    let bytes = try #require(Self.load("strong-1a-no-notes-249-sets.csv"))
    let rows = try Self.rows(bytes)
    let missing = NotebookImporter.read(bytes, as: .strong)
    #expect(missing.notebook == nil, "the iPhone layout needs a unit")
    let notebook = try imported(bytes, unit: .kg)
    #expect(notebook.sessions.count == 15)
    let expected = rows.map { r in
      "\(r["Workout Name"] ?? "")|\(r["Exercise Name"] ?? "")|normal|\(Self.number(r["Reps"]).isEmpty ? "0" : Self.number(r["Reps"]))|"
    }.sorted()
    #expect(Self.setLines(notebook) == expected)
    #expect(notebook.sessions.allSatisfy { $0.end != nil })
  }
}
