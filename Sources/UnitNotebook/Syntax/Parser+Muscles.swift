extension Parser {
  /// muscles-line = "#" { "#" } muscles-word: nothing may follow the word
  /// but a comment.
  mutating func parseMusclesHeading(_ s: Int, _ e: Int, _ sink: inout DiagnosticSink) -> Bool {
    var p = s
    while p < e, bytes[p] == Lexicon.headingMarker { p += 1 }
    let word = Words.skipBlanks(bytes, p, e)
    let after = Words.skipBlanks(bytes, Words.wordEnd(bytes, word, e), e)
    guard after == e else {
      report(Message.unexpectedAfterMuscles(quote(after, Words.wordEnd(bytes, after, e))), at: after, &sink)
      return false
    }
    return true
  }

  /// declaration-line = [ bullet ] name ":" muscle-groups: the name ends at
  /// the first word that ends with a colon (`\:` is one inside a name), as
  /// a session's name closed by its colon does.
  mutating func parseDeclaration(_ s0: Int, _ e: Int, into line: inout LineSyntax, _ sink: inout DiagnosticSink)
    -> Bool
  {
    var s = s0
    if Words.isBullet(bytes, s, e) {
      line.hasBullet = true
      s = Words.skipBlanks(bytes, s + 1, e)
      if s == e {
        line.kind = .blank
        return false
      }
    }
    guard let colon = declarationColon(s, e) else {
      report(Message.expectedDeclarationColon, at: s, &sink)
      return false
    }
    let nameEnd = trimEnd(s, colon)
    guard nameEnd > s else {
      report(Message.expectedName, at: s, &sink)
      return false
    }
    let groups = Words.skipBlanks(bytes, colon + 1, e)
    if case .problem(let message, let at) = MuscleList.read(bytes, groups, e) {
      report(message, at: at, &sink)
      return false
    }
    line.declaration = DeclarationSyntax(name: text(s, nameEnd), groups: ByteRange(start: groups, end: e))
    return true
  }

  /// The colon that ends a declaration's name: the last byte of the first
  /// word ending with one (`\:` is a colon of the name).
  func declarationColon(_ s: Int, _ e: Int) -> Int? {
    var ws = s
    while ws < e {
      let we = Words.wordEnd(bytes, ws, e)
      if Words.endsWithNameColon(bytes, ws, we) { return we - 1 }
      ws = Words.skipBlanks(bytes, we, e)
    }
    return nil
  }
}
