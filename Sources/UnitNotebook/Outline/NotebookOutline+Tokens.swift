/// The parts of a notebook's lines an editor colours or renames, from the
/// parser's syntax records (the ones the formatter reads): where each date,
/// title, exercise name, load, amount, mark, RPE, note and comment is
/// written. They cover what the TextMate grammar scopes alike
/// (`GrammarAgreementTests` holds the two together).
extension NotebookOutline {
  package struct Token: Sendable, Hashable {
    package enum Kind: Sendable, Hashable, CaseIterable {
      /// A session's date, and its start and end times.
      case date, time
      /// A session's title.
      case title
      /// The word that makes a heading a routine's, and the routine's name.
      case routineWord, routineName
      /// An exercise's name, and a superset label (with its `.` or `:`).
      case exercise, label
      /// A load (`100kg`, `BW+20kg`), an amount (reps, a time, a distance).
      case load, amount
      /// The mark of a set done or failed, and an RPE with its `@`.
      case done, failed, rpe
      /// A note's text (a `>` line, or after a set), and a comment.
      case note, comment
      /// The word that opens a line of its own kind (`Bodyweight`), gives
      /// an exercise's training max (`TM`), heads the muscles section
      /// (`Muscles`) or a declaration's secondary groups (`secondary:`).
      case lineWord
      /// A muscle group of a declaration (`quadriceps`).
      case muscle
    }

    package var kind: Kind
    /// Bytes of the text.
    package var range: Range<Int>
    /// For an exercise name: the name, its escapes resolved, and whether a
    /// `:` closes it.
    package var name: String? = nil
    package var closed = false
  }

  /// The tokens of notebook text (a chunk of one, or the whole), in order,
  /// none overlapping another; the lines that do not parse have none but
  /// their comment.
  package static func tokens(_ bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
    var parser = Parser(bytes)
    var sink = DiagnosticSink()
    var line = LineSyntax()
    var extra: [AmountSyntax] = []
    var out: [Token] = []
    var lineTokens: [Token] = []
    func add(_ kind: Token.Kind, _ r: ByteRange?) {
      if let r, r.start < r.end { lineTokens.append(Token(kind: kind, range: r.start..<r.end)) }
    }
    func addSet(_ set: SetSyntax) {
      add(.load, set.load?.range ?? set.percentRange)
      add(.amount, set.amount.range)
      for k in set.moreAmounts where k < extra.count { add(.amount, extra[k].range) }
      for g in set.program?.groups ?? [] {
        add(.load, g.loadRange)
        add(.amount, g.amount.range)
        add(.rpe, g.rpeRange)
      }
      add(set.status == .failed ? .failed : .done, set.statusRange)
      add(.rpe, set.rpeRange)
      add(.note, set.note?.range)
    }
    while let scanned = parser.scanner.nextLine() {
      extra.reuse()
      lineTokens.removeAll(keepingCapacity: true)
      parser.parseLine(scanned, into: &line, extra: &extra, sink: &sink)
      add(.comment, line.comment)
      switch line.kind {
      case .heading where line.heading.isRoutine:
        add(.routineWord, line.heading.dateRange)
        add(.routineName, line.heading.title?.range)
      case .heading:
        add(.date, line.heading.dateRange)
        add(.time, line.heading.start?.range)
        add(.time, line.heading.end?.range)
        add(.title, line.heading.title?.range)
      case .note:
        add(.note, line.note.text.range)
      case .exercise:
        let x = line.exercise
        add(.label, x.label.map { ByteRange(start: $0.start, end: $0.end + 1) })
        if x.name.range.start < x.name.range.end {
          var scratch: [UInt8] = []
          TextReader.unescape(bytes, x.name.range.start, x.name.range.end, into: &scratch)
          lineTokens.append(
            Token(
              kind: .exercise, range: x.name.range.start..<x.name.range.end,
              name: String(decoding: scratch, as: UTF8.self), closed: x.hasColon))
        }
        if x.hasSet { addSet(line.set) }
        if let tm = x.trainingMax {
          add(.lineWord, tm.word)
          add(.load, tm.load.range)
        }
      case .set:
        addSet(line.set)
      case .bodyweight:
        add(.lineWord, line.bodyweight.word)
        add(.load, line.bodyweight.range)
      case .section:
        add(.title, line.section.range)
      case .muscles:
        let s = scanned.contentStart
        var p = s
        while p < scanned.contentEnd, bytes[p] == Lexicon.headingMarker { p += 1 }
        let word = Words.skipBlanks(bytes, p, scanned.contentEnd)
        add(.lineWord, ByteRange(start: word, end: Words.wordEnd(bytes, word, scanned.contentEnd)))
      case .declaration:
        let d = line.declaration
        var scratch: [UInt8] = []
        TextReader.unescape(bytes, d.name.range.start, d.name.range.end, into: &scratch)
        lineTokens.append(
          Token(
            kind: .exercise, range: d.name.range.start..<d.name.range.end,
            name: String(decoding: scratch, as: UTF8.self), closed: true))
        _ = MuscleList.read(bytes, d.groups.start, d.groups.end) { range, piece in
          add(piece == .group ? .muscle : .lineWord, range)
        }
      case .blank, .comment, .invalid:
        break
      }
      out += lineTokens.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
    return out
  }
}
