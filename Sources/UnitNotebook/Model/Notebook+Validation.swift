/// Something a notebook value holds that notebook text cannot: where (the
/// JSON path of the value, `sessions[0].exercises[2].name`) and what
/// (`expected one line of text, found a line break`).
public struct NotebookProblem: Sendable, Hashable, CustomStringConvertible {
  /// The JSON path of the value (docs/json.md), from the notebook.
  public var path: String
  /// What is wrong with it, in a lifter's words.
  public var message: String

  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `sessions[0].exercises[2].name: expected one line of text, …`
  public var description: String { path + ": " + message }
}

/// A notebook value that notebook text cannot hold, thrown by the printing
/// calls that check first (`Notebook.validatedCanonicalText()`).
public struct InvalidNotebook: Error, Sendable, Hashable {
  public var problems: [NotebookProblem]

  public init(problems: [NotebookProblem]) {
    self.problems = problems
  }
}

extension Notebook {
  /// What this notebook holds that notebook text cannot hold, as
  /// `sessions[0].exercises[2].name: expected one line of text, found a
  /// line break`.
  @available(*, deprecated, renamed: "invariants", message: "the problems as values: invariants.map(\\.description)")
  public var invariantProblems: [String] { invariants.map(\.description) }

  /// What this notebook holds that notebook text cannot hold, each with the
  /// JSON path of the value. Empty for every notebook the parser or the
  /// readers made; an app that builds a notebook in code checks it before
  /// writing (or prints with `validatedCanonicalText()`, which does).
  public var invariants: [NotebookProblem] {
    var found: [NotebookProblem] = []
    func check(_ problem: String?, _ path: @autoclosure () -> String) {
      if let problem { found.append(NotebookProblem(path: path(), message: problem)) }
    }
    for (k, n) in notes.enumerated() { check(Validation.problem(text: n, role: .note), "notes[\(k)]") }
    for (k, d) in muscles.enumerated() {
      for (key, p) in Validation.problems(in: d) {
        found.append(NotebookProblem(path: "muscles[\(k)].\(key)", message: p))
      }
    }
    for (i, s) in sessions.enumerated() {
      let sp = "sessions[\(i)]"
      check(Validation.problem(start: s.start, end: s.end), sp + ".end")
      if let t = s.title { check(Validation.problem(text: t, role: .title), sp + ".title") }
      for (k, n) in s.notes.enumerated() { check(Validation.problem(text: n, role: .note), sp + ".notes[\(k)]") }
      if let w = s.bodyweight { check(Validation.problem(bodyweight: w), sp + ".bodyweight") }
      for (j, x) in s.exercises.enumerated() {
        let xp = sp + ".exercises[\(j)]"
        check(Validation.problem(text: x.name, role: .name), xp + ".name")
        if let label = x.superset { check(Validation.problem(label: label), xp + ".superset") }
        for (k, n) in x.notes.enumerated() { check(Validation.problem(text: n, role: .note), xp + ".notes[\(k)]") }
        for (k, set) in x.sets.enumerated() {
          for p in Validation.problems(in: set) { found.append(NotebookProblem(path: xp + ".sets[\(k)]", message: p)) }
        }
      }
    }
    var previous = 0
    for (i, r) in routines.enumerated() {
      let rp = "routines[\(i)]"
      check(Validation.problem(text: r.name, role: .routineName), rp + ".name")
      check(
        Validation.problem(sessionsBefore: r.sessionsBefore, previous: previous, sessions: sessions.count),
        rp + ".sessionsBefore")
      previous = Swift.max(previous, r.sessionsBefore)
      for (k, n) in r.notes.enumerated() { check(Validation.problem(text: n, role: .note), rp + ".notes[\(k)]") }
      var sectionPlace = 0
      for (k, s) in r.sections.enumerated() {
        check(Validation.problem(text: s.name, role: .sectionName), rp + ".sections[\(k)].name")
        check(
          Validation.problem(exercisesBefore: s.exercisesBefore, previous: sectionPlace, exercises: r.exercises.count),
          rp + ".sections[\(k)].exercisesBefore")
        sectionPlace = Swift.max(sectionPlace, s.exercisesBefore)
      }
      for (j, x) in r.exercises.enumerated() {
        let xp = rp + ".exercises[\(j)]"
        check(Validation.problem(text: x.name, role: .name), xp + ".name")
        if let label = x.superset { check(Validation.problem(label: label), xp + ".superset") }
        for (k, n) in x.notes.enumerated() { check(Validation.problem(text: n, role: .note), xp + ".notes[\(k)]") }
        for (k, p) in x.prescriptions.enumerated() {
          for problem in Validation.problems(in: p) {
            found.append(NotebookProblem(path: xp + ".prescriptions[\(k)]", message: problem))
          }
          if k == 0, p.joined {
            found.append(
              NotebookProblem(
                path: xp + ".prescriptions[0].joined",
                message: "an exercise's first prescription opens its line: it cannot be joined to one before it"))
          }
        }
      }
    }
    return found
  }
}
