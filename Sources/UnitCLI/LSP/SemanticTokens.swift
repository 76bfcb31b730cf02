import UnitNotebook

/// The semantic tokens of a document (`textDocument/semanticTokens/full`
/// and `/range`), for editors without the TextMate grammar: dates and
/// times, titles, routines, exercise names, superset labels, loads,
/// amounts, marks, RPEs, notes and comments, from the parser's syntax
/// records (`NotebookOutline.tokens`, which cover what the grammar scopes
/// alike). Written in pieces (`WrittenAnswer`), each chunk read as it is
/// written: a large document's tokens are several times its text.
struct SemanticTokens: WrittenAnswer {
  let document: TextDocument
  /// The protocol lines asked for (all when nil).
  let rows: ClosedRange<Int>?

  /// The token types and modifiers the server uses, by index (the
  /// `legend` of its capabilities): types the editors' themes colour
  /// (a session a namespace and a routine a class, as in the outline; an
  /// exercise a function; a muscle group an enum's member), and a failed set's mark `deprecated`, which
  /// editors strike through.
  static let types = [
    "namespace", "class", "function", "keyword", "number", "string", "comment", "decorator", "enumMember",
  ]
  static let modifiers = ["deprecated"]

  static var legend: JSONValue {
    ["tokenTypes": .array(types.map { .string($0) }), "tokenModifiers": .array(modifiers.map { .string($0) })]
  }

  /// A kind of token's type (its index in `types`) and modifiers (bits).
  static func encoding(_ kind: NotebookOutline.Token.Kind) -> (type: Int, modifiers: Int) {
    switch kind {
    case .title: return (0, 0)
    case .routineName: return (1, 0)
    case .exercise: return (2, 0)
    case .routineWord, .lineWord, .done: return (3, 0)
    case .failed: return (3, 1)
    case .date, .time, .load, .amount, .rpe: return (4, 0)
    case .note: return (5, 0)
    case .comment: return (6, 0)
    case .label: return (7, 0)
    case .muscle: return (8, 0)
    }
  }

  func write(into writer: WrittenAnswerWriter) {
    var out = writer
    out.buffer.append(ascii: "{\"data\":[")
    var last = Position(line: 0, character: 0)
    let text = document.text
    let first =
      rows.map { text.chunk(atOffset: text.offset(of: Position(line: $0.lowerBound, character: 0)) ?? text.count) } ?? 0
    var k = first
    while k < text.chunks.count {
      if let rows, text.rowStarts[k] > rows.upperBound { break }
      let map = text.map(ofChunk: k)
      let tokens = text.chunks[k].bytes.withUnsafeBufferPointer { NotebookOutline.tokens($0) }
      for t in tokens {
        let start = map.position(of: t.range.lowerBound + map.byte)
        if let rows, !rows.contains(start.line) { continue }
        let end = map.position(of: t.range.upperBound + map.byte)
        let (type, modifiers) = SemanticTokens.encoding(t.kind)
        out.item()
        // Each token relative to the one before (the protocol's encoding).
        let deltaLine = start.line - last.line
        out.buffer.appendInt(deltaLine)
        out.buffer.append(UInt8(ascii: ","))
        out.buffer.appendInt(deltaLine == 0 ? start.character - last.character : start.character)
        out.buffer.append(UInt8(ascii: ","))
        out.buffer.appendInt(end.character - start.character)
        out.buffer.append(UInt8(ascii: ","))
        out.buffer.appendInt(type)
        out.buffer.append(UInt8(ascii: ","))
        out.buffer.appendInt(modifiers)
        last = start
        out.flushIfFull()
      }
      k += 1
    }
    out.buffer.append(ascii: "]}")
    out.flush()
  }
}

extension LanguageServer {
  /// The tokens of a document, or of the lines of a range.
  func semanticTokens(_ params: Params, range: Bool) throws(RPCError) -> SemanticTokens {
    let document = try document(params)
    guard range else { return SemanticTokens(document: document, rows: nil) }
    let start = try params.position("range", "start")
    let end = try params.position("range", "end")
    return SemanticTokens(document: document, rows: start.line...Swift.max(start.line, end.line))
  }
}
