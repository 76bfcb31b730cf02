/// The muscles section's declarations (docs/json.md, "Muscles").
extension JSONReader {
  static let declarationKeys: [StaticString] = ["exercise", "primary", "secondary"]

  /// `{"exercise": "Zercher Squat", "primary": ["quadriceps", "glutes"],
  /// "secondary": ["adductors"]}`.
  mutating func readDeclaration(_ first: JSONScanner.Event) throws(JSONStop) -> MuscleDeclaration? {
    guard first == .objectStart else {
      try mismatch("a declaration (an object with an exercise and its primary groups)", first)
      return nil
    }
    let start = scanner.eventStart
    let errorsBefore = sink.errorCount
    path.enter()
    var d = MuscleDeclaration(exercise: "", primary: [])
    var seen: UInt32 = 0
    while let k = try nextKey(JSONReader.declarationKeys, &seen) {
      let event = try next()
      let at = scanner.eventStart
      if event == .null, k == 2 { continue }
      switch k {
      case 0: d.exercise = try readText(event, role: .name) ?? ""
      case 1: d.primary = try readGroups(event) ?? []
      default: d.secondary = try readGroups(event) ?? []
      }
      if k > 0, sink.errorCount == errorsBefore {
        let key = k == 1 ? "primary" : "secondary"
        for (_, problem) in Validation.problems(in: d) where problemIsAbout(key, problem, d) {
          report(.jsonInvalidValue, problem, at: at)
        }
      }
    }
    path.leave()
    if seen & 1 == 0 { report(.jsonMissingKey, "expected the key \"exercise\" (the exercise's name)", at: start) }
    if seen & 2 == 0 {
      report(.jsonMissingKey, "expected the key \"primary\" (a list of one muscle group or more)", at: start)
    }
    guard sink.errorCount == errorsBefore else { return nil }
    return d
  }

  /// Is a problem of the declaration one of the groups under `key`?
  private func problemIsAbout(_ key: String, _ problem: String, _ d: MuscleDeclaration) -> Bool {
    Validation.problems(in: d).contains { $0.key.hasPrefix(key) && $0.message == problem }
  }

  /// A list of the 17 groups' names.
  mutating func readGroups(_ event: JSONScanner.Event) throws(JSONStop) -> [MuscleGroup]? {
    try readList(event, "a list of muscle groups (their names in double quotes)") {
      (r: inout JSONReader, e: JSONScanner.Event) throws(JSONStop) in try r.readWord(e, MuscleGroup.self)
    }
  }
}
