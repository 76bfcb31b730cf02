import Testing

@testable import UnitNotebook

/// The laws every formatted notebook obeys. Golden tests and property tests
/// call these, so no single case can forget one.
enum Laws {
  /// Formats `input` and checks the laws:
  /// - formatting the output again gives the output (idempotence);
  /// - the output parses to the same model as the input (meaning kept);
  /// - when the output has no comments, printing the model gives the output
  ///   (the text is a function of the model).
  /// Returns the output.
  @discardableResult
  static func format(_ input: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> String? {
    let first = NotebookFormatter.format(utf8: input)
    guard let out = first.output else {
      Issue.record(
        "input does not format: \(first.diagnostics)\n--- input\n\(String(decoding: input, as: UTF8.self))",
        sourceLocation: sourceLocation)
      return nil
    }
    let again = NotebookFormatter.format(utf8: out)
    if again.output != out {
      Issue.record(
        "fmt is not idempotent\n--- input\n\(String(decoding: input, as: UTF8.self))\n--- fmt\n\(String(decoding: out, as: UTF8.self))\n--- fmt again\n\(String(decoding: again.output ?? [], as: UTF8.self))",
        sourceLocation: sourceLocation)
    }
    let before = Notebook.parse(utf8: input)
    let after = Notebook.parse(utf8: out)
    #expect(!after.hasErrors, "formatted output has errors: \(after.diagnostics)", sourceLocation: sourceLocation)
    if before.notebook != after.notebook {
      Issue.record(
        "fmt changed the meaning: \(firstDifference(before.notebook, after.notebook))\n--- input\n\(String(decoding: input, as: UTF8.self))\n--- output\n\(String(decoding: out, as: UTF8.self))",
        sourceLocation: sourceLocation)
    }
    if !containsComment(out) {
      #expect(
        after.notebook.canonicalUTF8 == out, "printing the model differs from fmt",
        sourceLocation: sourceLocation)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Prints a model, parses it back, and checks both directions:
  /// parse(print(m)) == m and print(parse(print(m))) == print(m).
  static func roundTrip(_ notebook: Notebook, sourceLocation: SourceLocation = #_sourceLocation) {
    let text = notebook.canonicalUTF8
    let parsed = Notebook.parse(utf8: text)
    #expect(
      !parsed.hasErrors,
      "printed notebook has errors: \(parsed.diagnostics)\n--- printed\n\(String(decoding: text, as: UTF8.self))",
      sourceLocation: sourceLocation)
    if parsed.notebook != notebook {
      Issue.record(
        "print → parse changed the model: \(firstDifference(notebook, parsed.notebook))\n--- printed\n\(String(decoding: text, as: UTF8.self))\n--- read back\n\(parsed.notebook.canonicalText)",
        sourceLocation: sourceLocation)
    }
    let formatted = NotebookFormatter.format(utf8: text)
    #expect(formatted.output == text, "the printed model is not canonical", sourceLocation: sourceLocation)
  }

  static func containsComment(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { b in
      var scanner = Scanner(b)
      while let line = scanner.nextLine() {
        if line.comment != nil { return true }
      }
      return false
    }
  }
}

/// Where two notebooks first differ, for readable failures.
func firstDifference(_ a: Notebook, _ b: Notebook) -> String {
  if a.notes != b.notes { return "notes: \(a.notes) vs \(b.notes)" }
  if a.muscles != b.muscles { return "muscles: \(a.muscles) vs \(b.muscles)" }
  if a.sessions.count != b.sessions.count { return "session count \(a.sessions.count) vs \(b.sessions.count)" }
  for (i, (s, t)) in zip(a.sessions, b.sessions).enumerated() where s != t {
    if s.date != t.date || s.start != t.start || s.end != t.end || s.title != t.title || s.notes != t.notes {
      return
        "sessions[\(i)] header: \(s.date) \(String(describing: s.start)) \(String(describing: s.end)) \(String(describing: s.title)) \(s.notes) vs \(t.date) \(String(describing: t.start)) \(String(describing: t.end)) \(String(describing: t.title)) \(t.notes)"
    }
    if s.exercises.count != t.exercises.count {
      return "sessions[\(i)] exercise count \(s.exercises.count) vs \(t.exercises.count)"
    }
    for (j, (x, y)) in zip(s.exercises, t.exercises).enumerated() where x != y {
      if x.name != y.name || x.superset != y.superset || x.notes != y.notes {
        return
          "sessions[\(i)].exercises[\(j)]: \(x.name.debugDescription) \(String(describing: x.superset)) \(x.notes) vs \(y.name.debugDescription) \(String(describing: y.superset)) \(y.notes)"
      }
      if x.sets.count != y.sets.count {
        return "sessions[\(i)].exercises[\(j)] set count \(x.sets.count) vs \(y.sets.count)"
      }
      for (k, (p, q)) in zip(x.sets, y.sets).enumerated() where p != q {
        return "sessions[\(i)].exercises[\(j)].sets[\(k)]: \(p) vs \(q)"
      }
    }
  }
  if a.routines.count != b.routines.count { return "routine count \(a.routines.count) vs \(b.routines.count)" }
  for (i, (r, q)) in zip(a.routines, b.routines).enumerated() where r != q {
    if r.name != q.name || r.notes != q.notes || r.sessionsBefore != q.sessionsBefore {
      return
        "routines[\(i)]: \(r.name.debugDescription) \(r.notes) after \(r.sessionsBefore) vs \(q.name.debugDescription) \(q.notes) after \(q.sessionsBefore)"
    }
    if r.exercises.count != q.exercises.count {
      return "routines[\(i)] exercise count \(r.exercises.count) vs \(q.exercises.count)"
    }
    for (j, (x, y)) in zip(r.exercises, q.exercises).enumerated() where x != y {
      return "routines[\(i)].exercises[\(j)]: \(x) vs \(y)"
    }
  }
  return "no difference"
}
