/// Printing the muscles section (docs/canonical-form.md): after the
/// notebook's notes, a blank line, `# Muscles`, a blank line, then a
/// declaration a line, `NAME: PRIMARY, …; secondary: SECONDARY, …`, each
/// group by its own name.
extension Printer {
  mutating func printMuscles(_ r: SessionRecord, comments: CommentTable, texts: inout TextReader) {
    requestBlank()
    let headingSlot = comments[.muscles]
    emitBefore(headingSlot, indent: 0)
    beginLine(indent: 0)
    out.append(ascii: "# ")
    out.append(ascii: Lexicon.musclesWord)
    endLine(headingSlot)
    requestBlank()
    for (k, d) in r.declarations.enumerated() {
      let slot = comments[.declaration(k)]
      emitBefore(slot, indent: 0)
      beginLine(indent: 0)
      texts.withBytes(d.name, in: r) { TextEscaper.append($0, context: .name, to: &out) }
      out.append(ascii: ": ")
      appendGroups(d.primary)
      if !d.secondary.isEmpty {
        out.append(ascii: "; ")
        out.append(ascii: Printer.secondaryLabel)
        out.append(ascii: " ")
        appendGroups(d.secondary)
      }
      endLine(slot)
    }
  }

  /// The word before a declaration's secondary groups, with its colon.
  static let secondaryLabel: StaticString = "secondary:"

  private mutating func appendGroups(_ groups: [MuscleGroup]) {
    for (k, g) in groups.enumerated() {
      if k > 0 { out.append(ascii: ", ") }
      out.append(g.name)
    }
  }
}
