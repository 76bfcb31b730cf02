import Seeds
import Testing

@testable import UnitNotebook

/// Laws of `NotebookText`'s edits over generated notebooks with comments
/// everywhere: each edit reads back as the model with the edit made (the
/// edit itself checks that and throws otherwise), a canonical text stays
/// canonical, and an edit that deletes nothing keeps every comment.
@Suite struct EditingLawTests {
  static let seeds: [UInt64] = SeedShare.take(1...300)

  @Test(arguments: seeds)
  func editsKeepTheTextCanonicalAndTheComments(seed: UInt64) throws {
    var g = NotebookGenerator(seed: seed)
    var rng = SeededRandom(seed: seed &+ 99)
    guard let input = Self.commented(g.notebook(), &rng) else { return }
    var text = try NotebookText(input)
    for step in 0..<6 {
      let before = text.text
      let comments = before.split(separator: "\n").filter { $0.contains("// c") }.count
      var what = ""
      let deletes: Bool
      do {
        deletes = try Self.randomEdit(&text, &g, &rng, &what)
      } catch {
        Issue.record("seed \(seed) step \(step): \(what): \(error)\n--- text\n\(before)")
        return
      }
      let after = text.text
      let canonical = NotebookFormatter.format(utf8: text.utf8).output.map { String(decoding: $0, as: UTF8.self) }
      #expect(
        canonical == after, "seed \(seed) step \(step): not canonical\n--- before\n\(before)\n--- after\n\(after)")
      if !deletes {
        let kept = after.split(separator: "\n").filter { $0.contains("// c") }.count
        #expect(kept == comments, "lost a comment\n--- before\n\(before)\n--- after\n\(after)")
      }
    }
  }

  /// The notebook's canonical text with comment lines and trailing comments
  /// put in, formatted (so canonical).
  static func commented(_ notebook: Notebook, _ rng: inout SeededRandom) -> String? {
    var lines: [String] = []
    for (k, line) in notebook.canonicalText.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if rng.chance(0.1) { lines.append("// c\(k)") }
      lines.append(rng.chance(0.1) && !line.isEmpty ? line + " // c\(k)t" : String(line))
    }
    return NotebookFormatter.format(utf8: Array(lines.joined(separator: "\n").utf8)).output.map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// A generated exercise named unlike its neighbours-to-be: two exercises
  /// of one name one after the other read as one (the edit refuses them).
  static func exercise(_ g: inout NotebookGenerator, notNamedAs neighbours: [Exercise]) -> Exercise {
    var x = g.exercise()
    while neighbours.contains(where: { $0.name == x.name }) { x = g.exercise() }
    return x
  }

  /// One edit at a random place with generated values; true when it deletes.
  static func randomEdit(
    _ text: inout NotebookText, _ g: inout NotebookGenerator, _ rng: inout SeededRandom, _ what: inout String
  ) throws -> Bool {
    let sessions = text.sessions
    guard !sessions.isEmpty, rng.chance(0.9) else {
      let day = sessions.last?.date ?? LocalDate(year: 2026, month: 1, day: 1)!
      try text.insertSession(g.session(day), at: rng.int(0...sessions.count))
      return false
    }
    let s = rng.int(0...(sessions.count - 1))
    let exercises = sessions[s].exercises
    guard !exercises.isEmpty else {
      try text.insertExercise(g.exercise(), session: s, at: 0)
      return false
    }
    let e = rng.int(0...(exercises.count - 1))
    let sets = exercises[e].sets.count
    let op = rng.int(0...8)
    what = "edit \(op) of session \(s) exercise \(e)"
    switch op {
    case 0 where sets > 0:
      try text.replaceSet(session: s, exercise: e, set: rng.int(0...(sets - 1)), with: g.workoutSet())
    case 1:
      try text.insertSet(g.workoutSet(), session: s, exercise: e, at: rng.int(0...sets))
    case 2 where sets > 0:
      try text.deleteSet(session: s, exercise: e, set: rng.int(0...(sets - 1)))
      return true
    case 3:
      let x = Self.exercise(
        &g, notNamedAs: [e - 1, e + 1].compactMap { exercises.indices.contains($0) ? exercises[$0] : nil })
      try text.replaceExercise(session: s, exercise: e, with: x)
    case 4:
      let at = rng.int(0...exercises.count)
      let x = Self.exercise(
        &g, notNamedAs: [at - 1, at].compactMap { exercises.indices.contains($0) ? exercises[$0] : nil })
      try text.insertExercise(x, session: s, at: at)
    case 5:
      try text.deleteExercise(session: s, exercise: e)
      return true
    case 6:
      try text.replaceSession(s, with: g.session(sessions[s].date))
    case 7:
      try text.deleteSession(s)
      return true
    default:
      try text.insertSession(g.session(sessions[s].date), at: s)
    }
    return false
  }
}
