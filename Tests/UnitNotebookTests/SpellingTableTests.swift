import Testing

@testable import UnitNotebook

/// The spelling tables (`Spellings.swift`) and their recogniser
/// (`SpellingIndex`): every spelling of docs/syntax.md reads as its unit,
/// kind or mark in any case, nothing else does, and the tables keep the
/// rules the recogniser relies on.
@Suite struct SpellingTableTests {
  typealias Meaning = SpellingIndex.Meaning

  /// Every spelling a notebook may use, and what it means.
  static let vocabulary: [(String, Meaning)] = [
    ("kg", .unit(.weight(.kg))), ("kgs", .unit(.weight(.kg))), ("lb", .unit(.weight(.lb))),
    ("lbs", .unit(.weight(.lb))), ("m", .unit(.distance(.m))), ("km", .unit(.distance(.km))),
    ("mi", .unit(.distance(.mi))), ("s", .unit(.duration(.second))), ("sec", .unit(.duration(.second))),
    ("secs", .unit(.duration(.second))), ("min", .unit(.duration(.minute))), ("mins", .unit(.duration(.minute))),
    ("h", .unit(.duration(.hour))), ("rep", .unit(.reps)), ("reps", .unit(.reps)),
    ("✓", .mark(.status(.done))), ("✔", .mark(.status(.done))), ("✅", .mark(.status(.done))),
    ("done", .mark(.status(.done))), ("✗", .mark(.status(.failed))), ("✘", .mark(.status(.failed))),
    ("❌", .mark(.status(.failed))), ("fail", .mark(.status(.failed))), ("failed", .mark(.status(.failed))),
    ("warmup", .mark(.kind(.warmup))), ("warm-up", .mark(.kind(.warmup))), ("drop", .mark(.kind(.drop))),
    ("dropset", .mark(.kind(.drop))), ("failure", .mark(.kind(.failure))), ("@", .mark(.valued(.rpe))),
    (">", .mark(.note)), ("rest", .mark(.valued(.rest))), ("+", .mark(.step)),
  ]

  /// What `text` reads as: a word as a whole, a sign by its first
  /// character. It is read at the end of its buffer and with more bytes
  /// after it (the index reads a key a byte at a time, or eight at once),
  /// which must agree.
  static func meaning(of text: String) -> (Meaning, length: Int)? {
    let alone = meaning(Array(text.utf8), count: text.utf8.count)
    let followed = meaning(Array(text.utf8) + Array(" 12345678 ✓".utf8), count: text.utf8.count)
    #expect(alone?.0 == followed?.0 && alone?.length == followed?.length, "\(text)")
    return alone
  }

  static func meaning(_ bytes: [UInt8], count e: Int) -> (Meaning, length: Int)? {
    bytes.withUnsafeBufferPointer { b in
      if Lexicon.isLetter(b[0]) {
        if let u = Lexicon.spellings.unit(b, 0, e) { return (.unit(u), e) }
        return Lexicon.spellings.markWord(b, 0, e).map { (.mark($0), e) }
      }
      return Lexicon.spellings.markSign(b, 0, e).map { (.mark($0.mark), $0.length) }
    }
  }

  /// The spelling with each letter's case flipped by `mask`, bit by bit.
  static func recased(_ text: String, _ mask: Int) -> String {
    String(
      decoding: text.utf8.enumerated().map { k, c in
        Lexicon.isLetter(c) && mask & (1 << (k % 16)) != 0 ? c ^ 0x20 : c
      }, as: UTF8.self)
  }

  @Test func everySpellingReadsAsItsEntryInAnyCase() {
    for (text, expected) in Self.vocabulary {
      for mask in [0, 1, 2, 5, 0xFFFF] {
        let spelled = Self.recased(text, mask)
        let read = Self.meaning(of: spelled)
        #expect(read?.0 == expected && read?.length == text.utf8.count, "\(spelled)")
      }
    }
  }

  @Test func theTablesHoldTheVocabularyAndNothingMore() {
    var spellings: [String: Meaning] = [:]
    var count = 0
    for unit in Lexicon.UnitWord.all {
      for s in unit.spellings.all {
        spellings[String(decoding: s, as: UTF8.self)] = .unit(unit)
        count += 1
      }
    }
    for mark in Lexicon.SetMark.all {
      for s in mark.spellings.all {
        spellings[String(decoding: s, as: UTF8.self)] = .mark(mark)
        count += 1
      }
    }
    #expect(count == spellings.count, "a spelling is in two entries")
    #expect(spellings.count == Self.vocabulary.count)
    for (text, meaning) in Self.vocabulary { #expect(spellings[text] == meaning, "\(text)") }
  }

  /// The rules of `Spellings`: a word opens with an ASCII letter and holds
  /// no blank; a sign is one character, no letter, digit or blank; none is
  /// longer than the index's key; no two read alike in any case; every
  /// entry has a spelling to print but a planned status and a normal kind.
  @Test func theTablesKeepTheRecognisersRules() {
    var folded: Set<String> = []
    var entries: [(Spellings, String)] = Lexicon.UnitWord.all.map { ($0.spellings, "\($0)") }
    entries += Lexicon.SetMark.all.map { ($0.spellings, "\($0)") }
    for (spellings, name) in entries {
      let silent = name == "\(Lexicon.SetMark.status(.planned))" || name == "\(Lexicon.SetMark.kind(.normal))"
      #expect((spellings.printed.utf8CodeUnitCount == 0) == silent, "\(name)")
      #expect(spellings.printed.hasPointerRepresentation && spellings.others.hasPointerRepresentation, "\(name)")
      for s in spellings.all {
        let text = String(decoding: s, as: UTF8.self)
        #expect(s.count <= SpellingIndex.longest, "\(text)")
        #expect(folded.insert(text.lowercased()).inserted, "\(text) reads like another spelling")
        if Lexicon.isLetter(s[0]) {
          #expect(!s.contains(where: Lexicon.isBlank), "\(text)")
        } else {
          #expect(text.unicodeScalars.count == 1 && !Lexicon.isDigit(s[0]) && !Lexicon.isBlank(s[0]), "\(text)")
        }
      }
    }
  }

  @Test(arguments: [
    "k", "kgss", "kgx", "kilo", "lbx", "mm", "kms", "hr", "hours", "rests", "don", "dones", "fails", "warm",
    "drops", "failures", "x", "bw", "5kg", "kg5", "done✓", "-", "*", "×", "#", "!", "<", "✕", "☑",
  ])
  func nothingElseReads(_ text: String) {
    #expect(Self.meaning(of: text) == nil, "\(text)")
  }

  /// The key of eight bytes read at once is the key read a byte at a
  /// time: every byte value in every place, each length.
  @Test func keysReadAtOnceAsByteByByte() {
    var differ: [String] = []
    for length in 1...SpellingIndex.longest {
      for place in 0..<length {
        for byte in 0...255 {
          var bytes = Array("kGsWarM-".utf8.prefix(length)) + Array("Xy\u{0}zZ!~9".utf8)
          bytes[place] = UInt8(byte)
          let keys = bytes.withUnsafeBufferPointer { b in
            (
              SpellingIndex.key(UnsafeBufferPointer(rebasing: b[0..<length]), 0, length),
              SpellingIndex.key(b, 0, length)
            )
          }
          if keys.0 != keys.1 { differ.append("byte \(byte) at \(place) of \(length)") }
        }
      }
    }
    #expect(differ.isEmpty, "\(differ.prefix(5))")
  }

  /// A word is a mark as a whole, a sign whatever follows it; a `-` is a
  /// step only before a digit.
  @Test func marksInALine() {
    func mark(_ text: String) -> String? {
      let bytes = Array(text.utf8)
      return bytes.withUnsafeBufferPointer { b in Lexicon.setMark(b, 0, b.count).map { "\($0.mark) \($0.length)" } }
    }
    #expect(mark("✓@8") == "status(UnitNotebook.SetStatus.done) 3")
    #expect(mark("❌ x") == "status(UnitNotebook.SetStatus.failed) 3")
    #expect(mark("@8") == "valued(UnitNotebook.ValuedMark.rpe) 1")
    #expect(mark(">note") == "note 1")
    #expect(mark("+2.5kg") == "step 1")
    #expect(mark("-2.5kg") == "step 1")
    #expect(mark("- 2.5kg") == nil)
    #expect(mark("REST 2:00") == "valued(UnitNotebook.ValuedMark.rest) 4")
    #expect(mark("Warm-up x") == "kind(UnitNotebook.SetKind.warmup) 7")
    #expect(mark("done@8") == nil)
    #expect(mark("5") == nil)
  }

  /// A set block's cells are measured in bytes (`CellWidths`): the
  /// printed spellings of units and kinds must be ASCII for bytes to be
  /// columns.
  @Test func theCellsPrintedSpellingsAreASCII() {
    for unit in Lexicon.UnitWord.all { #expect(unit.spellings.printed.isASCII, "\(unit)") }
    for kind in SetKind.allCases { #expect(kind.spellings.printed.isASCII, "\(kind)") }
  }

  @Test func thePrintedSpellingsAndTheirWidths() {
    func printed(_ s: Spellings) -> String { s.printed.description }
    #expect(WeightUnit.printedSpellings == ["kg", "lb"])
    #expect(DistanceUnit.allCases.map { printed($0.spellings) } == ["m", "km", "mi"])
    #expect(SetKind.allCases.map { printed($0.spellings) } == ["", "warmup", "drop", "failure"])
    #expect(SetKind.allCases.map(\.spellings.width) == [0, 6, 4, 7])
    #expect(SetStatus.allCases.map { printed($0.spellings) } == ["✓", "✗", ""])
    #expect(SetStatus.allCases.map(\.spellings.width) == [1, 1, 0])
    #expect(printed(Lexicon.UnitWord.duration(.second).spellings) == "s")
    #expect(
      [Lexicon.SetMark.valued(.rpe), .note, .valued(.rest), .step].map { printed($0.spellings) } == [
        "@", ">", "rest", "+",
      ])
  }
}
