import UnitNotebook

/// `workspace/symbol` (docs/lsp.md): the exercises (each once, where it
/// was last done), the routines and the sessions (by date and title) of
/// every notebook of the workspace whose names hold every word of the
/// query, in any case; at most `limit`, exercises first, then routines,
/// then sessions from the latest. Found in the chunks' readings: only the
/// symbols given are measured in their text.
extension LanguageServer {
  static let workspaceSymbolLimit = 1_000

  mutating func workspaceSymbols(_ params: Params) throws(RPCError) -> JSONValue {
    let words = try params.string("query").lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
    func matches(_ name: String) -> Bool {
      let lower = name.lowercased()
      return words.allSatisfy { lower.contains($0) }
    }
    loadWorkspace()
    let files = historyFiles()
    // A place: file, chunk, and the exercise within it (-1 for the heading).
    typealias Place = (file: Int, chunk: Int, exercise: Int)
    var exercises: [Int32: (key: (Int32, Int32, Int, Int), place: Place)] = [:]
    var routines: [Place] = []
    var sessions: [(key: (Int32, Int32, Int, Int), place: Place)] = []
    for (f, file) in files.enumerated() {
      for k in file.text.chunks.indices {
        guard let r = file.text.chunks[k].reading, r.kind != .none else { continue }
        let key = (r.day, r.start, f, file.text.byteStarts[k])
        if r.kind == .routine {
          if matches("Routine " + (r.title ?? "")) { routines.append((f, k, -1)) }
          continue
        }
        if matches(LanguageServer.sessionName(day: r.date, title: r.title)) { sessions.append((key, (f, k, -1))) }
        for (e, x) in r.exercises.enumerated() {
          let identity = names.identities[Int(x.name)]
          if let known = exercises[identity], known.key >= key { continue }
          exercises[identity] = (key, (f, k, e))
        }
      }
    }
    var out: [JSONValue] = []
    func add(_ p: Place, name: String, kind: Int, container: String?) {
      guard out.count < LanguageServer.workspaceSymbolLimit else { return }
      let text = files[p.file].text
      let r = text.chunks[p.chunk].reading
      let (first, last) =
        p.exercise < 0
        ? (r?.first ?? 1, r?.last ?? 1) : (r?.exercises[p.exercise].first ?? 1, r?.exercises[p.exercise].last ?? 1)
      let map = text.map(ofChunk: p.chunk)
      let start = map.positions.notebookLine(Int(first)).lowerBound + map.byte
      let end = map.positions.notebookLine(Int(last)).upperBound + map.byte
      out.append(
        .members([
          "name": .string(name), "kind": .int(kind),
          "location": ["uri": .string(files[p.file].uri), "range": map.range(start..<Swift.max(start, end)).json],
          "containerName": container.map { .string($0) },
        ]))
    }
    let found = exercises.values.compactMap { e -> (name: String, place: Place, key: (Int32, Int32, Int, Int))? in
      guard let r = files[e.place.file].text.chunks[e.place.chunk].reading else { return nil }
      let name = names.names[Int(r.exercises[e.place.exercise].name)]
      return matches(name) ? (name, e.place, e.key) : nil
    }
    for e in found.sorted(by: { ($0.name.lowercased(), $0.name) < ($1.name.lowercased(), $1.name) }) {
      let r = files[e.place.file].text.chunks[e.place.chunk].reading
      add(e.place, name: e.name, kind: 12, container: LanguageServer.sessionName(day: r?.date, title: r?.title))
    }
    for p in routines {
      add(p, name: "Routine " + (files[p.file].text.chunks[p.chunk].reading?.title ?? ""), kind: 5, container: nil)
    }
    for s in sessions.sorted(by: { $0.key > $1.key }) {
      let r = files[s.place.file].text.chunks[s.place.chunk].reading
      add(s.place, name: LanguageServer.sessionName(day: r?.date, title: r?.title), kind: 3, container: nil)
    }
    return .array(out)
  }

  /// `2026-11-29 Lower A`, as the outline names a session.
  static func sessionName(day: LocalDate?, title: String?) -> String {
    let date = day?.description ?? ""
    return title.map { date + " " + $0 } ?? date
  }
}
