import Foundation
import UnitNotebook

/// `unit-bench --lsp-layouts MB`: a keystroke in `unit lsp` in the three
/// ways a lifter keeps a notebook in a workspace (issue 48 item 14). The
/// generated canonical notebook of MB megabytes is written to a folder,
/// the editor names the folder as its workspace, opens one notebook, and a
/// new exercise is typed at its end, one `didChange` a key, each sent as
/// soon as the previous key's `publishDiagnostics` came: the time from a
/// key sent to its diagnostics received, which holds whatever the server
/// still does after the previous key (reading the history again). The
/// layouts:
///
/// - **one notebook**: the notebook alone in the folder;
/// - **and a small one**: the notebook and a small notebook beside it (20
///   KB of sessions generated with another seed, dated across the
///   notebook's first months: a second log whose sessions interleave);
/// - **yearly files**: the notebook cut into one file a year, the last
///   year's open.
///
/// `--runs N` rounds of each (a server started afresh each round); the
/// environment variable `LAYOUT`, a layout's first words (`LAYOUT=one`),
/// runs that layout alone (to profile it).
enum LayoutBench {
  struct Layout {
    var name: String
    var files: [(name: String, text: [UInt8])]
    var open: String
  }

  static func run(unit: String, text: [UInt8], rounds: Int) {
    var generator = NotebookTextGenerator(seed: 2027)
    let small = NotebookFormatter.format(utf8: generator.notebook(bytes: 20_000)).output ?? []
    let layouts = [
      Layout(name: "one notebook", files: [("notebook.unit", text)], open: "notebook.unit"),
      Layout(name: "and a small one", files: [("notebook.unit", text), ("side.unit", small)], open: "notebook.unit"),
      yearly(text),
    ]
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "unit-bench-layouts-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: root) }
    print(
      "unit lsp: a key sent → its publishDiagnostics received, typing \(TypingBench.typed.count) keys at the end of the open notebook, median / p90 of \(rounds) round(s)"
    )
    print("| layout | files | open notebook | a key: median / p90 |\n|---|---:|---:|---:|")
    for layout in layouts where ProcessInfo.processInfo.environment["LAYOUT"].map({ layout.name.hasPrefix($0) }) ?? true
    {
      let folder = root.appendingPathComponent(layout.name.replacingOccurrences(of: " ", with: "-"))
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for f in layout.files {
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(f.name).path, contents: Data(f.text))
      }
      var times: [Double] = []
      for _ in 0..<Swift.max(rounds, 1) { times += type(unit: unit, folder: folder, layout) }
      let open = layout.files.first { $0.name == layout.open }?.text.count ?? 0
      print(
        String(
          format: "| %@ | %d (%.2f MB) | %.2f MB | %@ |", layout.name, layout.files.count,
          Double(layout.files.reduce(0) { $0 + $1.text.count }) / 1e6, Double(open) / 1e6,
          TypingBench.spread(times)))
    }
  }

  /// The notebook cut into one file a year (a year's file starts at its
  /// first session; what comes before the first, the notebook's opening
  /// notes, stays with it), the last year's open.
  static func yearly(_ text: [UInt8]) -> Layout {
    var files: [(name: String, text: [UInt8])] = []
    var year = ""
    var start = 0
    var i = 0
    while i < text.count {
      // A session heading: `# YYYY-` at a line's start.
      if text[i] == UInt8(ascii: "#"), i == 0 || text[i - 1] == 0x0A, i + 7 <= text.count, text[i + 6] == 0x2D,
        text[(i + 2)..<(i + 6)].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
      {
        let y = String(decoding: text[(i + 2)..<(i + 6)], as: UTF8.self)
        if y != year {
          if !year.isEmpty {
            files.append(("\(year).unit", Array(text[start..<i])))
            start = i
          }
          year = y
        }
      }
      i += 1
    }
    files.append(("\(year.isEmpty ? "notebook" : year).unit", Array(text[start...])))
    return Layout(name: "yearly files", files: files, open: files.last?.name ?? "")
  }

  /// One round: the server started on the folder, the notebook opened and
  /// its history read, then the keys typed; each key's time.
  static func type(unit: String, folder: URL, _ layout: Layout) -> [Double] {
    guard let server = LSPProcess(unit: unit),
      let text = layout.files.first(where: { $0.name == layout.open })?.text
    else {
      print("unit-bench: cannot start \(unit) lsp")
      return []
    }
    let uri = folder.appendingPathComponent(layout.open).absoluteString
    server.request(
      1, "initialize",
      [
        "rootUri": folder.absoluteString,
        "workspaceFolders": [["uri": folder.absoluteString, "name": layout.name]],
        "capabilities": [:],
      ])
    _ = server.answer(1)
    server.notify("initialized", [:])
    server.notify(
      "textDocument/didOpen",
      ["textDocument": ["uri": uri, "languageId": "unit", "version": 1, "text": String(decoding: text, as: UTF8.self)]])
    _ = server.read { $0["method"] as? String == "textDocument/publishDiagnostics" }
    // The workspace read and the history with it, before the first key.
    server.request(2, "textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 0, "character": 0]])
    _ = server.answer(2)
    var lines = String(decoding: text, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let end = lines.lastIndex { !$0.isEmpty } ?? 0
    var cursor = (line: end, character: lines[end].utf16.count)
    lines = []
    var times: [Double] = []
    for (k, c) in TypingBench.typed.enumerated() {
      let version = k + 2
      let at = ["line": cursor.line, "character": cursor.character]
      let t = now()
      server.notify(
        "textDocument/didChange",
        [
          "textDocument": ["uri": uri, "version": version],
          "contentChanges": [["range": ["start": at, "end": at], "text": String(c)]],
        ])
      _ = server.read { m in
        m["method"] as? String == "textDocument/publishDiagnostics"
          && (m["params"] as? [String: Any])?["version"] as? Int == version
      }
      times.append(now() - t)
      cursor = c == "\n" ? (cursor.line + 1, 0) : (cursor.line, cursor.character + String(c).utf16.count)
    }
    server.stop()
    return times
  }
}
