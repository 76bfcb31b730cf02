extension Notebook {
  /// What this notebook holds that notebook text cannot hold, each with the
  /// JSON path of the value (`sessions[0].exercises[2].name: expected one
  /// line of text, found a line break`). Empty for every notebook the parser
  /// or the readers made; an app that builds a notebook in code can check it
  /// before writing, since the writers do not.
  public var invariantProblems: [String] {
    var found: [String] = []
    func check(_ problem: String?, _ path: @autoclosure () -> String) {
      if let problem { found.append(path() + ": " + problem) }
    }
    for (k, n) in notes.enumerated() { check(Validation.problem(text: n, role: .note), "notes[\(k)]") }
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
          for p in Validation.problems(in: set) { found.append(xp + ".sets[\(k)]: " + p) }
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
      for (j, x) in r.exercises.enumerated() {
        let xp = rp + ".exercises[\(j)]"
        check(Validation.problem(text: x.name, role: .name), xp + ".name")
        if let label = x.superset { check(Validation.problem(label: label), xp + ".superset") }
        for (k, n) in x.notes.enumerated() { check(Validation.problem(text: n, role: .note), xp + ".notes[\(k)]") }
        for (k, p) in x.prescriptions.enumerated() {
          for problem in Validation.problems(in: p) { found.append(xp + ".prescriptions[\(k)]: " + problem) }
        }
      }
    }
    return found
  }
}
