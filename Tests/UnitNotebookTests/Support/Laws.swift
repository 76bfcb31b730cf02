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
        "fmt changed the meaning\n--- input\n\(String(decoding: input, as: UTF8.self))\n--- output\n\(String(decoding: out, as: UTF8.self))",
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
        "print → parse changed the model\n--- printed\n\(String(decoding: text, as: UTF8.self))\n--- read back\n\(parsed.notebook.canonicalText)",
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
