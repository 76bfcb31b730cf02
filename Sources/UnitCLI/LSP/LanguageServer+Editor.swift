import UnitNotebook

/// What an editor shows of a log beside the text (docs/lsp.md): folding
/// ranges for each session, routine and exercise block, and the code lens
/// of last time on each exercise of a planned session. Both come from the
/// chunks' readings, so a large document answers without being read again.
extension LanguageServer {
  /// One range per session and routine (its heading to its last line with
  /// content) and per exercise block within them, when it spans lines.
  func foldingRanges(_ params: Params) throws(RPCError) -> JSONValue {
    let document = try document(params)
    var out: [JSONValue] = []
    for k in document.text.chunks.indices {
      guard let r = document.reading(ofChunk: k), r.kind != .none else { continue }
      let blocks = [(r.first, r.last)] + r.exercises.map { ($0.first, $0.last) }
      for (first, last) in blocks where last > first {
        out.append([
          "startLine": .int(document.row(ofLine: Int(first), inChunk: k)),
          "endLine": .int(document.row(ofLine: Int(last), inChunk: k)),
        ])
      }
    }
    return .array(out)
  }

  /// A lens on each exercise of a planned session (one with no set done
  /// or failed yet), resolved to last time's sets (`resolveCodeLens`).
  func codeLenses(_ params: Params) throws(RPCError) -> JSONValue {
    let document = try document(params)
    var out: [JSONValue] = []
    for k in document.text.chunks.indices {
      guard let r = document.reading(ofChunk: k), r.kind == .session, r.isPlanned, let date = r.date else { continue }
      for x in r.exercises {
        let row = document.row(ofLine: Int(x.first), inChunk: k)
        let at = Position(line: row, character: 0)
        out.append([
          "range": TextRange(start: at, end: at).json,
          "data": ["name": .string(names.names[Int(x.name)]), "before": .string(date.description)],
        ])
      }
    }
    return .array(out)
  }

  /// A lens with its title: last time of its exercise before its session,
  /// every set with its marks, as hover says it (`Last time, 2026-03-02:
  /// warmup 60kg × 5 ✓, 100kg × 5 ✓ @8`), or that there is none.
  mutating func resolveCodeLens(_ params: Params) throws(RPCError) -> JSONValue {
    guard let lens = params.value, lens["range"] != nil else { throw .invalidParams("the params must be a code lens") }
    let name = try params.string("data", "name")
    let before = LocalDate(try params.string("data", "before"))
    loadWorkspace()
    let title: String
    if let last = lastTimes(of: [name], before: before).first ?? nil {
      title = LanguageServer.lastTimeText(last)
    } else {
      title = "No last time of \(name)" + (before.map { " before \($0)" } ?? "")
    }
    var members: [JSONMember] = []
    if case .object(let given) = lens { members = given.filter { $0.key != "command" } }
    members.append(JSONMember(key: "command", value: ["title": .string(title), "command": ""]))
    return .object(members)
  }

  /// `Last time, 2026-03-02: warmup 60kg × 5 ✓, 100kg × 5 ✓ @8`.
  static func lastTimeText(_ last: LastTime) -> String {
    "Last time, \(last.session.date): " + last.session.exercises.flatMap(\.sets).map(setText).joined(separator: ", ")
  }
}
