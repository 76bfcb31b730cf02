import Testing

@testable import UnitNotebook

/// Names that do not show as written (docs/syntax.md): a direction control
/// or a character that shows as nothing in an exercise name, a title or a
/// routine's name is a warning at it; the text stays as written (`fmt`
/// keeps every byte, `Fixtures/format/hidden-characters`), and the history
/// keeps telling such a name apart from the one it looks like.
@Suite struct HiddenCharacterTests {
  /// The warnings of the format fixture, held to its `.stderr`: every kind
  /// in each place, and none for emoji, Persian or a note.
  @Test func namesThatDoNotShowAsWrittenAreWarnings() throws {
    let input = try Fixtures.bytes("format", "hidden-characters.input")
    let diagnostics = NotebookFormatter.check(utf8: input)
    #expect(diagnostics.allSatisfy { $0.severity == .warning })
    let rendered = DiagnosticRenderer(fileName: "hidden-characters.input").render(diagnostics, source: input)
    try Fixtures.expect(rendered, matches: "format", "hidden-characters.stderr")
    // The line shown under a warning has no direction control left to
    // reorder the terminal's line.
    #expect(!rendered.unicodeScalars.contains { Excerpt.isDirectionControl($0) })
  }

  /// The rule character by character: direction controls always; what
  /// shows as nothing, but for variation selectors and tags (parts of
  /// emoji) and for joiners between two characters that are not ASCII.
  @Test func whichCharactersAreHidden() {
    func hidden(_ name: String) -> Lexicon.Hidden? {
      Array(name.utf8).withUnsafeBufferPointer { Lexicon.hiddenCharacter($0, 0, $0.count)?.hidden }
    }
    #expect(hidden("Bench Press (Barbell), a long plain name") == nil)
    #expect(hidden("深蹲") == nil)
    #expect(hidden("Squ\u{202E}at") == .direction("\u{202E}"))
    #expect(hidden("Squat \u{2066}A\u{2069}") == .direction("\u{2066}"))
    for s: Unicode.Scalar in ["\u{200B}", "\u{FEFF}", "\u{00AD}", "\u{2060}", "\u{200E}", "\u{200F}", "\u{034F}"] {
      #expect(hidden("Squat\(s)") == .invisible(s), "\(Message.code(s))")
    }
    // Joiners: kept inside emoji and scripts, warned next to ASCII or at an end.
    #expect(hidden("🏋️\u{200D}♀️") == nil)
    #expect(hidden("جلو\u{200C}بازو") == nil)
    #expect(hidden("Squat\u{200D}") == .invisible("\u{200D}"))
    #expect(hidden("\u{200C}深蹲") == .invisible("\u{200C}"))
    #expect(hidden("深\u{200D}a") == .invisible("\u{200D}"))
    // Variation selectors and tags only choose a glyph.
    #expect(hidden("Squat ✔\u{FE0F}") == nil)
    #expect(hidden("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}") == nil)
    // Eight bytes at a time up to the first that is not ASCII, then one by
    // one; bytes past the name's end are not its own.
    #expect(
      Array("Romanian Deadlift\u{200B}".utf8).withUnsafeBufferPointer {
        Lexicon.hiddenCharacter($0, 0, $0.count)?.offset
      } == 17)
    let line = Array("Squat\u{200B} 100kg × 5 ✓ and more bytes after it".utf8)
    #expect(line.withUnsafeBufferPointer { Lexicon.hiddenCharacter($0, 0, 5) } == nil)
    #expect(line.withUnsafeBufferPointer { Lexicon.hiddenCharacter($0, 0, 8)?.offset } == 5)
    #expect(line.withUnsafeBufferPointer { Lexicon.hiddenCharacter($0, 2, 8)?.offset } == 5)
  }

  /// The byte tests in front of Unicode's tables (the Lowering's, and the
  /// scanner's cheaper ones) let through every default-ignorable code point
  /// there is.
  @Test func thePrefilterMissesNoIgnorableCharacter() {
    var missed: [String] = []
    for v in UInt32(0x80)...0x10FFFF {
      guard let s = Unicode.Scalar(v), s.properties.isDefaultIgnorableCodePoint else { continue }
      let bytes = Array(String(Character(s)).utf8)
      if !Lexicon.mayOpenIgnorable(bytes[0], bytes[1]) { missed.append(Message.code(s)) }
      // The scanner's cheaper tests, where it takes them.
      if bytes.count == 2, !Lexicon.twoByteMayHide(bytes[0]) { missed.append("scanner " + Message.code(s)) }
      if bytes.count == 3, (0xE1...0xEC).contains(bytes[0]), !Lexicon.threeByteMayHide(bytes[0], bytes[1]) {
        missed.append("scanner " + Message.code(s))
      }
    }
    #expect(missed.isEmpty, "\(missed.prefix(10))")
  }

  /// The choice: the history matches names as written (after lower-casing
  /// and collapsing blanks), so the name with the hidden character is an
  /// exercise of its own, and the warning is where that is said: once a
  /// block (short lines that join the block above share its name).
  @Test func theHistoryTellsThemApart() {
    let text = "# 2026-01-01\nSquat 100kg × 5 ✓\nSquat\u{200B} 100kg × 5 ✓\nSquat\u{200B} 100kg × 5 ✓\n"
    let (h, diagnostics) = TrainingHistory.read([(name: "a.unit", text: Array(text.utf8))])
    #expect(h.exercises.map(\.name).sorted() == ["Squat", "Squat\u{200B}"])
    #expect(diagnostics[0].map(\.line) == [3])
  }

  /// The messages quote through `Excerpt`, which shows a direction control
  /// as `�`, as it shows other controls.
  @Test func messagesShowDirectionControlsAsReplacements() {
    #expect(Excerpt.cut("a\u{202E}b\u{2069}c") == "a\u{FFFD}b\u{FFFD}c")
  }
}
