import UnitNotebook

/// What the server knows of a notebook: its outline (document symbols),
/// what a line means (hover), and the exercise names it uses (completion).
extension LanguageServer {
  /// What the set or exercise on a line means, in words: on the name of an
  /// exercise, its summary; on a set, the set (each set, for a shorthand
  /// line that holds several). Null on any other line.
  mutating func hover(_ params: Params) throws(RPCError) -> JSONValue {
    let document = try document(params)
    let position = try params.position("position")
    guard let offset = document.text.offset(of: position) else { return .null }
    let text = NotebookText(document)
    let line = document.text.notebookLineNumber(of: offset)
    if let plan = planningHover(document, line: line) { return plan }
    if let program = routineHover(document, line: line) { return program }
    guard let (entry, _) = document.exercise(atLine: line) else { return .null }
    let x = entry.exercise
    var paragraphs: [String] = []
    if entry.lines.lowerBound == line {
      let session = document.session(atLine: line)?.session
      paragraphs.append(TrainingSummary.describe(x))
      if let session, let tm = sessionTrainingMaxParagraph(x, in: session) { paragraphs.append(tm) }
      paragraphs += historyParagraphs(x.name, before: session?.date)
      paragraphs.append(musclesParagraph(x.name))
    }
    for (k, setLine) in entry.setLines.enumerated() where setLine == line && k < x.sets.count {
      paragraphs.append(TrainingSummary.describe(set: x.sets[k], index: k, of: x.sets.count))
    }
    guard !paragraphs.isEmpty else { return .null }
    let name = markdownHover ? "**" + Self.escapeMarkdown(x.name) + "**" : x.name
    let body = markdownHover ? paragraphs.map(Self.escapeMarkdown) : paragraphs
    return [
      "contents": [
        "kind": markdownHover ? "markdown" : "plaintext",
        "value": .string(([name] + body).joined(separator: "\n\n")),
      ],
      "range": text.range(text.content(ofLine: line)).json,
    ]
  }

  /// The exercise names used in this notebook (in order of first use), then
  /// those of the other open documents, each exercise once, in the spelling
  /// used most (`oneSpellingEach`). The edit replaces what
  /// was typed of the name, from its start on the line to the cursor, so a
  /// name of several words completes whole. Nothing on headings, notes and
  /// comments.
  func completion(_ params: Params) throws(RPCError) -> JSONValue {
    let document = try document(params)
    let position = try params.position("position")
    let none: JSONValue = ["isIncomplete": false, "items": []]
    guard let cursor = document.text.offset(of: position),
      let lineStart = document.text.offset(of: Position(line: position.line, character: 0))
    else { return none }
    let typed = document.text[lineStart..<cursor]
    if let first = typed.firstIndex(where: { !Lexicon.isBlank($0) }) {
      let opensOther = typed.withUnsafeBufferPointer {
        Lexicon.lineOpener($0[first]) != .body || Lexicon.isCommentStart($0, first, lineStart: first, end: $0.count)
      }
      if opensOther { return none }  // a heading, a note or a comment
    }
    let start = lineStart + NotebookOutline.nameStart(inLine: typed)
    let edit = document.text.range(start..<cursor).json
    let line = document.text.notebookLineNumber(of: cursor)
    // Last time's block goes in only where nothing follows on the line.
    let lineEnd = document.text.notebookLine(line).upperBound
    let restIsBlank = document.text[cursor..<Swift.max(cursor, lineEnd)].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    let date = document.session(atLine: line)?.session.date
    var items: [JSONValue] = []
    // The word being typed, after the last blank: a mark after a set, or in
    // a routine a kind word after the name.
    var wordStart = typed.count
    while wordStart > 0, !Lexicon.isBlank(typed[wordStart - 1]) { wordStart -= 1 }
    let word = String(decoding: typed[wordStart...], as: UTF8.self).lowercased()
    let wordEdit = document.text.range((lineStart + wordStart)..<cursor).json
    let inRoutine = document.routine(atLine: line) != nil
    switch NotebookOutline.typingPlace(inLine: typed, inRoutine: inRoutine) {
    case .afterSet(let written):
      if inRoutine {
        items += Self.programWords(typed, word: word, edit: wordEdit, sort: items.count)
        items += Self.ruleWords(typed, word: word, edit: wordEdit, sort: items.count)
      }
      for m in NotebookOutline.markWords(besides: written) where m.word.hasPrefix(word) {
        items.append(Self.keyword(m.word, detail: m.meaning, edit: wordEdit, insert: m.word + " ", sort: items.count))
      }
      return ["isIncomplete": false, "items": .array(items)]
    case .name:
      // `−3 steps after `: the rule reads once its count is typed.
      let afterWords = Self.ruleWords(typed, word: word, edit: wordEdit, sort: items.count, afterOnly: true)
      if inRoutine, !afterWords.isEmpty { return ["isIncomplete": false, "items": .array(afterWords)] }
      if inRoutine, lineStart + wordStart > start {
        for kind in NotebookOutline.kindWords where kind.hasPrefix(word) {
          items.append(
            Self.keyword(
              kind, detail: "the kind of the prescription's sets", edit: wordEdit, insert: kind + " ", sort: items.count
            ))
        }
        items += Self.programWords(typed, word: word, edit: wordEdit, sort: items.count)
      }
    }
    // How often each spelling is used, and the spellings in order of first use.
    var uses = [Int](repeating: 0, count: names.names.count)
    var inThis = [Bool](repeating: false, count: names.names.count)
    var firstUse: [Int] = []
    // This document, the other open ones, then the workspace's other files.
    let others = openOrder.filter { $0 != document.uri }.compactMap { documents[$0] }.filter { !$0.isOutOfStep }
    let open = Set(documents.keys.compactMap(Workspace.key(ofURI:)))
    let files = workspace.files.sorted { $0.key < $1.key }.filter { !open.contains($0.key) }.map(\.value)
    for (k, d) in ([document] + others + files).enumerated() {
      // The names of the sessions, then of the routines; the name being
      // typed on this line is not a name to offer.
      for kind in [ChunkReading.Kind.session, .routine] {
        d.forEachExercise(of: kind) { name, at in
          let i = Int(name)
          guard !(k == 0 && at == line), i < uses.count else { return }
          if uses[i] == 0 { firstUse.append(i) }
          uses[i] += 1
          if k == 0 { inThis[i] = true }
        }
      }
    }
    let offered = Self.oneSpellingEach(firstUse, uses: uses, inThis: inThis, names: names.names)
    let blocks =
      restIsBlank && !inRoutine ? plannedBlocks(offered.map(\.name), before: date) : offered.map { _ in nil }
    for (o, block) in zip(offered, blocks) {
      items.append([
        "label": .string(o.name),
        "kind": 3,
        "detail": .string(
          block.map { _ in "last time's sets, planned" }
            ?? (o.inThis ? "exercise in this notebook" : "exercise in another notebook")),
        "sortText": .string(Self.sortKey(items.count)),
        "textEdit": ["range": edit, "newText": .string(block ?? o.name)],
      ])
    }
    return ["isIncomplete": false, "items": .array(items)]
  }

  /// One name for each exercise, as the history tells exercises apart
  /// (`ExerciseAliases.key`: `pullup` and `Pullup` are one): the spelling
  /// used most (the first used, on a tie), in the order the exercises were
  /// first used; in this notebook when any of its spellings is.
  static func oneSpellingEach(_ firstUse: [Int], uses: [Int], inThis: [Bool], names: [String]) -> [(
    name: String, inThis: Bool
  )] {
    var group: [String: Int] = [:]
    var chosen: [(id: Int, inThis: Bool)] = []
    for i in firstUse {
      let key = ExerciseAliases.key(names[i])
      if let g = group[key] {
        if uses[i] > uses[chosen[g].id] { chosen[g].id = i }
        chosen[g].inThis = chosen[g].inThis || inThis[i]
      } else {
        group[key] = chosen.count
        chosen.append((i, inThis[i]))
      }
    }
    return chosen.map { (names[$0.id], $0.inThis) }
  }

  /// The words of programs in a routine's line, where they fit
  /// (docs/syntax.md): `TM` after the name, a number typed as a
  /// percentage of it (`85` → `85%`), `round` after a TM's load.
  static func programWords(_ typed: [UInt8], word: String, edit: JSONValue, sort: Int) -> [JSONValue] {
    let words = String(decoding: typed, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" })
      .map { $0.lowercased() }.dropLast(word.isEmpty ? 0 : 1)
    var out: [JSONValue] = []
    let hasTM = words.contains("tm")
    let hasLoad = words.contains { $0.first?.isNumber ?? false || $0.hasPrefix("bw") }
    if !hasTM, !hasLoad, !word.isEmpty, "tm".hasPrefix(word) {
      out.append(
        keyword(
          "TM", detail: "the training max, as in TM 140kg +5kg round 1kg", edit: edit, insert: "TM ", sort: sort))
    }
    if !hasTM, !word.isEmpty, word.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      word.first?.isNumber ?? false
    {
      out.append(
        keyword(
          word + "%", detail: "\(word)% of the training max", edit: edit, insert: word + "% ", sort: sort + out.count))
    }
    if hasTM, hasLoad, !words.contains("round"), "round".hasPrefix(word) {
      out.append(
        keyword(
          "round", detail: "the increment planned loads are rounded to, as in round 1kg", edit: edit,
          insert: "round ", sort: sort + out.count))
    }
    return out
  }

  /// The words of a routine line's rules after its prescription, where they
  /// fit (`NotebookOutline.ruleWords`); none on a TM line; with `afterOnly`
  /// only after `after` (where the line does not read yet).
  static func ruleWords(_ typed: [UInt8], word: String, edit: JSONValue, sort: Int, afterOnly: Bool = false)
    -> [JSONValue]
  {
    let words = String(decoding: typed, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" })
      .map { $0.lowercased() }.dropLast(word.isEmpty ? 0 : 1)
    guard !isTrainingMaxLine(Array(words)), !afterOnly || words.last == "after" else { return [] }
    return NotebookOutline.ruleWords(previous: words.last ?? "", written: Array(words)).enumerated().compactMap {
      k, w in
      guard w.word.lowercased().hasPrefix(word) else { return nil }
      return keyword(w.word, detail: w.meaning, edit: edit, insert: w.word + " ", sort: sort + k)
    }
  }

  /// `Squat TM 140kg …`: a training max's line, whose words are its own.
  private static func isTrainingMaxLine(_ words: [String]) -> Bool {
    guard let tm = words.firstIndex(of: "tm"), tm + 1 < words.count else { return false }
    return !words[..<tm].contains { $0.first?.isNumber ?? false }
  }

  /// A completion item for a word of the notebook's syntax (kind 14,
  /// Keyword), replacing what was typed of it.
  static func keyword(_ word: String, detail: String, edit: JSONValue, insert: String, sort: Int) -> JSONValue {
    [
      "label": .string(word),
      "kind": 14,
      "detail": .string(detail),
      "sortText": .string(sortKey(sort)),
      "textEdit": ["range": edit, "newText": .string(insert)],
    ]
  }

  // MARK: - Parts

  /// `2026-11-29 Lower A`.
  static func sessionName(_ s: Session) -> String {
    sessionName(day: s.date, title: s.title)
  }

  /// `07:15–08:20`, `07:15`, or nil.
  static func times(_ s: Session) -> String? {
    guard let start = s.start else { return nil }
    return s.end.map { "\(start)–\($0)" } ?? start.description
  }

  /// Keeps the client's order the server's: `00000`, `00001`, …
  static func sortKey(_ n: Int) -> String {
    let digits = String(n)
    return String(repeating: "0", count: Swift.max(0, 5 - digits.count)) + digits
  }

  /// Text that Markdown shows as it is: a backslash before each character
  /// that could start emphasis, code, a link, HTML, a heading or a table.
  static func escapeMarkdown(_ text: String) -> String {
    var out = ""
    for c in text.unicodeScalars {
      if "\\`*_[]<>#|~".unicodeScalars.contains(c) { out.unicodeScalars.append("\\") }
      out.unicodeScalars.append(c)
    }
    return out
  }
}

/// A document's lines as the notebook numbers them, with their content
/// trimmed of the blanks around it, for one request that places many of
/// them: the chunk it places in last is measured once (a short chunk keeps
/// no lines, `DocumentText.Chunk`), not again for each place.
struct NotebookText {
  let text: DocumentText
  /// The chunk measured last, and its lines.
  private let measured = MeasuredChunk()

  private final class MeasuredChunk {
    var chunk = -1
    var map: ChunkMap? = nil
  }

  init(_ document: TextDocument) {
    text = document.text
  }

  /// The positions within chunk `k`, measured once while it is the one
  /// asked about.
  private func map(ofChunk k: Int) -> ChunkMap {
    if measured.chunk == k, let m = measured.map { return m }
    let m = text.map(ofChunk: k)
    measured.chunk = k
    measured.map = m
    return m
  }

  /// The bytes of a 1-based notebook line, without its line break (as
  /// `DocumentText.notebookLine`).
  func notebookLine(_ number: Int) -> Range<Int> {
    guard number >= 1 else { return text.count..<text.count }
    let m = map(ofChunk: text.chunk(atLine: number))
    let local = m.positions.notebookLine(number - m.line)
    return (local.lowerBound + m.byte)..<(local.upperBound + m.byte)
  }

  /// The position of a byte offset (clamped to the text), as
  /// `DocumentText.position(of:)`.
  func position(of offset: Int) -> Position {
    let o = Swift.min(Swift.max(offset, 0), text.count)
    return map(ofChunk: text.chunk(atOffset: o)).position(of: o)
  }

  /// The range of bytes, as positions.
  func range(_ bytes: Range<Int>) -> TextRange {
    TextRange(start: position(of: bytes.lowerBound), end: position(of: bytes.upperBound))
  }

  /// The bytes of a 1-based notebook line from its first to its last
  /// character that is not blank.
  func content(ofLine number: Int) -> Range<Int> {
    let line = notebookLine(number)
    var s = line.lowerBound
    var e = line.upperBound
    while s < e, Lexicon.isBlank(text[s]) { s += 1 }
    while e > s, Lexicon.isBlank(text[e - 1]) { e -= 1 }
    return s..<e
  }

  /// Where a heading without a title ends: before a `//` comment (which
  /// opens the line or follows a blank) and the blanks before it.
  func headingEnd(_ heading: Range<Int>) -> Int {
    let line = text[heading]
    var e =
      line.withUnsafeBufferPointer { Lexicon.commentStart($0, 0, $0.count) }.map { $0 + heading.lowerBound }
      ?? heading.upperBound
    while e > heading.lowerBound, Lexicon.isBlank(text[e - 1]) { e -= 1 }
    return e
  }
}
