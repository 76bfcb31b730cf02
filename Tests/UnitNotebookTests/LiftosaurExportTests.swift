import Foundation
import Seeds
import Testing

@testable import UnitNotebook

/// `unit export --to liftosaur` (docs/export.md): the law of the app
/// exports (`AppExportTests`) on notebooks brought to what Liftosaur's text
/// holds, and a warning, at its line, for each thing it cannot.
@Suite struct LiftosaurExportTests {
  /// A generated notebook brought to what Liftosaur's text holds, by the
  /// rules docs/export.md gives: done sets with reps (no time or distance),
  /// normal sets and warm-ups (warm-ups first), loads as the importer reads
  /// them (weights to two places), whole rests, labels a label can hold, a
  /// start, titles without ", each exercise once a session under the name
  /// Liftosaur can hold, no superset, training max or body weight.
  static func portable(_ n: Notebook) -> Notebook {
    var out = Notebook()
    var discard = ExportWarnings()
    for (i, s) in n.sessions.enumerated() {
      var p = Session(date: s.date, start: TimeOfDay(secondsSinceMidnight: 5 * 3600 + i * 7), end: s.end)
      p.title = s.title?.replacing("\"", with: "'")
      p.notes = s.notes
      if s.end != nil { p.end = TimeOfDay(secondsSinceMidnight: 7 * 3600 + i * 11) }
      var names: Set<String> = []
      for x in s.exercises {
        let name = LiftosaurBlocks.name(x.name, line: 1, &discard)
        guard !names.contains(name.lowercased()) else { continue }
        let traits = LoadRules.traits(of: name)
        var e = Exercise(name: name, notes: x.notes)
        for set in x.sets where set.reps != nil {
          var q = WorkoutSet(kind: set.kind == .warmup ? .warmup : .normal, reps: set.reps, rpe: set.rpe, status: .done)
          q.rest = set.rest.map { DecimalValue(Int($0.doubleValue.rounded())) }
          q.note = set.note.flatMap { LiftosaurSetCells.label($0, line: 1, &discard) }
          q.load = portable(set.load, traits)
          e.sets.append(q)
        }
        e.sets = e.sets.filter { $0.kind == .warmup } + e.sets.filter { $0.kind != .warmup }
        guard !e.sets.isEmpty else { continue }
        names.insert(name.lowercased())
        p.exercises.append(e)
      }
      if !p.exercises.isEmpty { out.sessions.append(p) }
    }
    out.sessions.sort {
      ($0.date, $0.start?.secondsSinceMidnight ?? 0) < ($1.date, $1.start?.secondsSinceMidnight ?? 0)
    }
    return out
  }

  /// A load as the importer reads Liftosaur's text back: none is BW, a
  /// signed weight BW±, another by the exercise's name; two places.
  static func portable(_ load: Load?, _ traits: LoadRules.Traits) -> Load {
    func two(_ v: DecimalValue) -> DecimalValue { v.scale > 2 ? AppSetCells.places(v.doubleValue, 2) ?? v : v }
    switch load {
    case .weight(let w)?:
      return LoadRules.load(weight: two(w.value), unit: w.unit, traits: traits, hasReps: true).load
        ?? .bodyweight(added: nil)
    case .bodyweight(let a?)? where two(a.value).significand != 0:
      return .bodyweight(added: Weight(two(a.value), a.unit))
    default:
      return .bodyweight(added: nil)
    }
  }

  /// Generated notebooks made portable: no loss, and back the same.
  @Test(arguments: SeedShare.take(0..<120))
  func portableNotebooksGoBackWhole(seed: Int) {
    var g = NotebookGenerator(seed: UInt64(seed) &* 7919 &+ 17)
    let p = Self.portable(g.notebook())
    let t = AppExportTests.trip(p.canonicalUTF8, .liftosaur)
    #expect(t.warnings.isEmpty, "seed \(seed): \(t.warnings.prefix(3))")
    #expect(t.back.notebook == p, "seed \(seed) imports back differently")
  }

  /// The law above checks sets: most generated notebooks keep some.
  @Test func thePortableLawIsNotVacuous() {
    var withSets = 0
    for seed in 0..<120 {
      var g = NotebookGenerator(seed: UInt64(seed) &* 7919 &+ 17)
      if Self.portable(g.notebook()).sessions.contains(where: { !$0.exercises.isEmpty }) { withSets += 1 }
    }
    #expect(withSets >= 60, "\(withSets) of 120")
  }

  /// What Liftosaur's text cannot hold is named, at its line.
  @Test func whatLiftosaurCannotHoldIsAWarning() {
    let text = Array(
      """
      > Block 3.

      # 2026-03-10 Upper "A"   // a comment
      A1. Chin Up BW+10kg × 5 ✓
      Squat 100kg × 5
      Bench (Barbell) 100.125kg × 5 ✗ > slow, grinder
      Plank 60s ✓
      Row 60kg × 8 ✓ rest 1:30.5
      Pullup 20kg × 5 ✓
      Pushup 20 ✓
      Dip BW × 8 ✓
      Squat drop 80kg × 8 ✓
      Curl
        20kg × 8 ✓
        warmup 10kg × 8 ✓
      Row 60kg × 8 ✓

      # Routine Upper
      Row 60kg 3×8–12 +2.5kg

      """.utf8)
    let w = AppExportTests.trip(text, .liftosaur).warnings
    func has(_ line: Int, _ start: String) -> Bool { w.contains { $0.line == line && $0.message.hasPrefix(start) } }
    #expect(has(1, "notes before the first session are not written"))
    #expect(has(3, "comments are not written"))
    #expect(has(3, "this session has no start time"))
    #expect(has(3, "Liftosaur's quoted names cannot hold \""))
    #expect(has(4, "supersets are not written"))
    #expect(has(5, "a planned set (not marked done) is left out"))
    #expect(has(6, "a failed set (✗) is written as done"))
    #expect(has(6, "Liftosaur keeps two decimal places of a weight: 100.125 is written as 100.13"))
    #expect(has(6, "a set note is written as Liftosaur's label"))
    #expect(has(6, "Liftosaur's names cannot hold"))
    #expect(has(7, "a set of time or distance only is left out"))
    #expect(has(8, "Liftosaur writes a rest in whole seconds"))
    #expect(has(9, "20kg is written as a weight, which reads back as BW+20kg"))
    #expect(has(10, "a set of reps without a load is written without a weight"))
    #expect(has(12, "a drop set is written as a normal set"))
    #expect(has(15, "a warm-up after a work set is written with the warm-ups"))
    #expect(has(16, "Row comes a second time in this session"))
    #expect(has(18, "routines are not written"))
    #expect(!w.contains { $0.line == 11 }, "\(w)")
  }

  /// Written with an offset of the rule at that date, read back to the
  /// same wall clock; a start at +00:00 (what Liftosaur's API writes) is
  /// UTC, read by the import's rule.
  @Test func theOffsetIsTheRulesAndTheWallClockComesBack() throws {
    let text = Array("# 2026-07-01 07:10:05–08:00 Lower\nSquat 100kg × 5 ✓\n".utf8)
    let summer = LocalTimeRule(name: "summer") { _ in 7200 }
    var file: [UInt8] = []
    _ = NotebookExport.export([text], to: .liftosaur, localTime: summer) { file += $0 }
    let written = String(decoding: file, as: UTF8.self)
    #expect(written.hasPrefix("2026-07-01 07:10:05 +02:00 / dayName: \"Lower\" / duration: 2995s / exercises: {"))
    let back = NotebookImporter.read(
      file, as: .liftosaurText, options: ImportOptions(localTime: .fixed(secondsEast: -3600)))
    #expect(back.notebook?.sessions.first?.start == TimeOfDay(hour: 7, minute: 10, second: 5))
    let utc = Array("2026-07-01 23:30:00 +00:00 / exercises: {\n  Squat / 1x5 100kg\n}\n".utf8)
    let read = NotebookImporter.read(utc, as: .liftosaurText, options: ImportOptions(localTime: summer))
    let s = try #require(read.notebook?.sessions.first)
    #expect(s.date == LocalDate(year: 2026, month: 7, day: 2) && s.start == TimeOfDay(hour: 1, minute: 30))
  }
}
