import Foundation

/// `unit-bench --lsp MB` (or `--lsp-file FILE`): `unit lsp` driven as an
/// editor drives it while a lifter types. Opens a notebook (generated, of
/// MB megabytes, canonical; or FILE), then types 50 characters at its end
/// and 50 in its middle (at the end of a session there), one
/// `textDocument/didChange` per key: a range edit when the server syncs
/// incrementally (`"change": 2`), the whole text when it syncs in full.
/// After each key it times, one after the other, the diagnostics of that
/// version, a hover on the name of the first exercise of the session being
/// typed in (last time and records), and completion at the cursor; it
/// prints the median and p90 of each, and the server's memory: before the
/// document, at its peak, and at the end (VmRSS and VmHWM).
enum TypingBench {
  /// What is typed: a new exercise after a session's last set.
  static let typed = Array("\nFront Squat\n  100kg × 5 ✓ @8\n  100kg × 5 ✓\n  100kg × 4 ✗ @9.5\n".prefix(50))

  static func run(unit: String, text: [UInt8]) {
    guard let server = LSPProcess(unit: unit) else {
      print("unit-bench: cannot start \(unit) lsp")
      return
    }
    var lines = String(decoding: text, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    let uri = "file:///bench/notebook.unit"
    server.request(
      1, "initialize",
      ["capabilities": ["textDocument": ["hover": ["contentFormat": ["markdown", "plaintext"]]]]])
    let capabilities = (server.answer(1)?["result"] as? [String: Any])?["capabilities"] as? [String: Any]
    let sync = capabilities?["textDocumentSync"]
    let incremental = ((sync as? [String: Any])?["change"] as? Int ?? (sync as? Int) ?? 1) == 2
    server.notify("initialized", [:])
    warmUp(server, text)
    // What the server holds with no document, once it has served one: the
    // memory the text is measured against is what it holds beyond this.
    let idle = server.residentMemory
    let idleParts = (anonymous: server.anonymousMemory, file: server.fileMemory)
    let t0 = now()
    server.notify(
      "textDocument/didOpen",
      ["textDocument": ["uri": uri, "languageId": "unit", "version": 1, "text": String(decoding: text, as: UTF8.self)]])
    _ = server.read { $0["method"] as? String == "textDocument/publishDiagnostics" }
    let opened = now() - t0

    var version = 1
    var id = 10
    var results: [(place: String, diagnostics: [Double], hover: [Double], completion: [Double])] = []
    // The end, then the middle: after the last line with content before a
    // session heading at or past the middle of the text.
    let end = lines.lastIndex { !$0.isEmpty } ?? 0
    let middleHeading = lines.indices.first { $0 >= lines.count / 2 && lines[$0].hasPrefix("# ") && $0 > 1 } ?? end
    let middle = lines[..<middleHeading].lastIndex { !$0.isEmpty } ?? end
    for (place, line) in [("end", end), ("middle", middle)] {
      // The first exercise name of the session above: a line that opens
      // with a letter and holds no set.
      let heading = lines[...line].lastIndex { $0.hasPrefix("# ") } ?? 0
      let hoverLine =
        lines[heading...line].indices.first { k in
          let l = lines[k]
          return k > heading && !l.isEmpty && l.first?.isLetter == true && !l.contains("×") && !l.contains("✓")
        } ?? heading
      var row = (place: place, diagnostics: [Double](), hover: [Double](), completion: [Double]())
      var cursor = (line: line, character: lines[line].utf16.count)
      for c in typed {
        version += 1
        var t = now()
        if incremental {
          let at = ["line": cursor.line, "character": cursor.character]
          server.notify(
            "textDocument/didChange",
            [
              "textDocument": ["uri": uri, "version": version],
              "contentChanges": [["range": ["start": at, "end": at], "text": String(c)]],
            ])
        }
        // The server's text, kept in step (and sent whole to a server that
        // syncs in full).
        if c == "\n" {
          let rest = String(lines[cursor.line].utf16.dropFirst(cursor.character)) ?? ""
          lines[cursor.line] = String(lines[cursor.line].utf16.prefix(cursor.character)) ?? ""
          lines.insert(rest, at: cursor.line + 1)
          cursor = (cursor.line + 1, 0)
        } else {
          var u = Array(lines[cursor.line].utf16)
          u.insert(contentsOf: String(c).utf16, at: cursor.character)
          lines[cursor.line] = String(decoding: u, as: UTF16.self)
          cursor.character += String(c).utf16.count
        }
        if !incremental {
          t = now()
          server.notify(
            "textDocument/didChange",
            [
              "textDocument": ["uri": uri, "version": version],
              "contentChanges": [["text": lines.joined(separator: "\n")]],
            ])
        }
        _ = server.read { m in
          m["method"] as? String == "textDocument/publishDiagnostics"
            && (m["params"] as? [String: Any])?["version"] as? Int == version
        }
        row.diagnostics.append(now() - t)
        id += 1
        t = now()
        server.request(
          id, "textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": hoverLine, "character": 1]])
        _ = server.answer(id)
        row.hover.append(now() - t)
        id += 1
        t = now()
        server.request(
          id, "textDocument/completion",
          ["textDocument": ["uri": uri], "position": ["line": cursor.line, "character": cursor.character]])
        _ = server.answer(id)
        row.completion.append(now() - t)
      }
      results.append(row)
    }
    let peak = server.peakMemory
    let resident = server.residentMemory
    let endParts = (anonymous: server.anonymousMemory, file: server.fileMemory)
    server.stop()
    print(
      String(
        format: "unit lsp, %.1f MB notebook (%d lines), %@ sync: open + diagnostics %.0f ms",
        Double(text.count) / 1e6, lines.count, incremental ? "incremental" : "full", opened * 1000))
    print("| typing at | didChange → diagnostics | hover | completion |\n|---|---:|---:|---:|")
    for r in results {
      print(
        "| \(r.place) (\(typed.count) keys) | \(spread(r.diagnostics)) | \(spread(r.hover)) | \(spread(r.completion)) |"
      )
    }
    let size = Double(Swift.max(text.count, 1))
    print(
      String(
        format:
          "memory: %.1f MB before the document; peak %.1f MB, %.1f MB beyond that (%.1f× the text); at the end %.1f MB, %.1f MB beyond (%.1f×)",
        Double(idle) / 1e6, Double(peak) / 1e6, Double(peak - idle) / 1e6, Double(peak - idle) / size,
        Double(resident) / 1e6, Double(resident - idle) / 1e6, Double(resident - idle) / size))
    // What grew of each kind: the server's own memory, and the code paged in
    // as it first ran (not the text's).
    print(
      String(
        format:
          "of which the server's own (RssAnon) %.1f MB → %.1f MB, %.1f MB beyond (%.1f×); code and files (RssFile) %.1f MB → %.1f MB",
        Double(idleParts.anonymous) / 1e6, Double(endParts.anonymous) / 1e6,
        Double(endParts.anonymous - idleParts.anonymous) / 1e6,
        Double(endParts.anonymous - idleParts.anonymous) / size, Double(idleParts.file) / 1e6,
        Double(endParts.file) / 1e6))
  }

  /// Serves a small notebook (the first 16 KB of sessions of the text)
  /// before the memory is measured, then closes it: a key, a hover, a
  /// completion. The code of those answers is paged in as it first runs
  /// (the same at any size), which the idle figure then holds, as a server
  /// in use does, and the text's does not.
  static func warmUp(_ server: LSPProcess, _ text: [UInt8]) {
    var end = Swift.min(text.count, 16 << 10)
    while end < text.count, !(text[end - 1] == 0x0A && text[end] == UInt8(ascii: "#")) { end += 1 }
    let uri = "file:///bench/warm-up.unit"
    let small = String(decoding: text[..<end], as: UTF8.self)
    server.notify(
      "textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "unit", "version": 1, "text": small]])
    let last = small.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    let at = ["line": last, "character": 0]
    server.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": uri, "version": 2],
        "contentChanges": [["range": ["start": at, "end": at], "text": "\n"]],
      ])
    _ = server.read { m in
      m["method"] as? String == "textDocument/publishDiagnostics"
        && (m["params"] as? [String: Any])?["version"] as? Int == 2
    }
    for (id, method) in [(2, "textDocument/hover"), (3, "textDocument/completion")] {
      server.request(id, method, ["textDocument": ["uri": uri], "position": ["line": 2, "character": 1]])
      _ = server.answer(id)
    }
    server.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
    _ = server.read { m in
      m["method"] as? String == "textDocument/publishDiagnostics"
        && ((m["params"] as? [String: Any])?["uri"] as? String) == uri
        && ((m["params"] as? [String: Any])?["diagnostics"] as? [Any])?.isEmpty == true
        && (m["params"] as? [String: Any])?["version"] == nil
    }
  }

  /// `median / p90` in milliseconds.
  static func spread(_ xs: [Double]) -> String {
    let s = xs.sorted()
    guard !s.isEmpty else { return "–" }
    let p90 = s[Swift.max(0, Int((Double(s.count) * 0.9).rounded(.up)) - 1)]
    return String(format: "%.1f / %.1f ms", s[s.count / 2] * 1000, p90 * 1000)
  }
}
