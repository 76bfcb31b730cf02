/// The muscles section (`# Muscles`, docs/syntax.md): in the preamble, once,
/// after the notebook's notes; its declarations one a line, a later one of
/// an exercise (the same identity to the matching rule) counting instead
/// of an earlier one, with a warning.
extension Lowering {
  /// `# Muscles`: opens the section in the preamble, once; anywhere else it
  /// is an error, and the declarations under it are left out.
  mutating func lowerMusclesHeading(_ line: LineSyntax, sink: inout DiagnosticSink) {
    let offset = line.range.start + line.indent
    if !isPreamble {
      report(Message.misplacedMuscles, line: line, offset: offset, &sink)
    } else if let first = musclesLine {
      report(Message.secondMusclesSection(firstLine: first), line: line, offset: offset, &sink)
    } else {
      musclesLine = line.number
      musclesHeadingAt = (Scanner.column(of: offset, lineStart: line.range.start, in: bytes), offset)
      element(line.comment, slot: .muscles, trailingSlot: nil)
      return
    }
    discardComments()
  }

  /// `Zercher Squat: quadriceps, glutes; secondary: adductors`, under the
  /// section's heading.
  mutating func lowerDeclaration(_ line: LineSyntax, sink: inout DiagnosticSink) {
    guard isPreamble, musclesLine != nil else {
      discardComments()  // under a misplaced heading, already an error
      return
    }
    musclesSectionLines += 1
    let d = line.declaration
    guard case .groups(let primary, let secondary) = MuscleList.read(bytes, d.groups.start, d.groups.end) else {
      discardComments()
      return
    }
    if line.mayHide {
      Lowering.warnHidden(
        bytes, in: d.name.range, "this exercise name", line: line.number, lineStart: line.range.start, &sink)
    }
    let name = TextRef.source(d.name)
    let k = append(DeclarationRecord(name: name, primary: primary, secondary: secondary))
    element(line.comment, slot: .declaration(k), trailingSlot: nil)
    let identity = ExerciseName(texts.string(name, in: record)).identity
    if let earlier = declaredLines[identity] {
      let shown = Excerpt.cut(UnsafeBufferPointer(rebasing: bytes[d.name.range.start..<d.name.range.end]))
      sink.report(
        Diagnostic(
          .warning, Message.duplicateDeclaration(shown, firstLine: earlier), line: line.number,
          column: Scanner.column(of: d.name.range.start, lineStart: line.range.start, in: bytes),
          offset: d.name.range.start))
    }
    declaredLines[identity] = line.number
  }

  /// At the end of the preamble: a heading with nothing under it is an
  /// error (a notebook value cannot hold an empty section).
  mutating func finishMuscles(_ sink: inout DiagnosticSink) {
    guard let line = musclesLine, musclesSectionLines == 0 else { return }
    sink.report(
      Diagnostic(
        .error, Message.emptyMusclesSection, line: line, column: musclesHeadingAt.column,
        offset: musclesHeadingAt.offset))
  }
}
