import Seeds
import Testing

@testable import UnitNotebook

/// Laws over generated notebooks, with fixed seeds so a failure is
/// reproducible: the seed is in the test's arguments.
@Suite struct PropertyTests {
  static let seeds: [UInt64] = SeedShare.take(1...1200)

  /// print → parse gives the model back, and the printed text is canonical.
  @Test(arguments: seeds)
  func printParseRoundTrip(seed: UInt64) {
    var g = NotebookGenerator(seed: seed)
    Laws.roundTrip(g.notebook())
  }

  /// Typed the way people type (aliases, bullets, tabs, CRLF, shorthands),
  /// the notebook still parses to the same model, and fmt makes it canonical.
  @Test(arguments: seeds)
  func messyTypingParsesToTheSameModel(seed: UInt64) {
    var g = NotebookGenerator(seed: seed)
    let notebook = g.notebook()
    var w = MessyWriter(seed: seed &* 7919)
    let messy = w.write(notebook)
    let parsed = Notebook.parse(utf8: messy)
    let shown = String(decoding: messy, as: UTF8.self)
    #expect(!parsed.hasErrors, "\(parsed.diagnostics)\n--- typed\n\(shown)")
    if !parsed.hasErrors && parsed.notebook != notebook {
      Issue.record(
        "typed text read back differently\n--- typed\n\(shown)\n--- expected\n\(notebook.canonicalText)\n--- read\n\(parsed.notebook.canonicalText)"
      )
    }
    #expect(NotebookFormatter.format(utf8: messy).output == notebook.canonicalUTF8)
  }

  /// Comments anywhere survive fmt, and fmt stays idempotent around them.
  @Test(arguments: seeds)
  func commentsKeepTheirPlace(seed: UInt64) {
    var g = NotebookGenerator(seed: seed)
    let notebook = g.notebook()
    var rng = SeededRandom(seed: seed &+ 17)
    var w = MessyWriter(seed: seed &* 31)
    var messyBytes = w.write(notebook)
    if messyBytes.starts(with: [0xEF, 0xBB, 0xBF]) { messyBytes.removeFirst(3) }
    let messy = String(decoding: messyBytes, as: UTF8.self)
    var lines: [String] = []
    var comments: [String] = []
    for (k, line) in messy.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if rng.chance(0.15) {
        let c = "// own \(k)"
        comments.append(c)
        lines.append(rng.pick(["", "  ", "\t"]) + c)
      }
      if rng.chance(0.15), !line.trimmingBlanks.isEmpty {
        let c = "// trailing \(k)"
        comments.append(c)
        lines.append(line.trimmingCR + " " + c)
      } else {
        lines.append(String(line))
      }
      if rng.chance(0.05) { lines.append("") }
    }
    let input = Array(lines.joined(separator: "\n").utf8)
    guard let out = Laws.format(input) else { return }
    for c in comments {
      #expect(out.contains(c), "lost comment '\(c)'\n--- input\n\(lines.joined(separator: "\n"))\n--- output\n\(out)")
    }
  }
}

extension StringProtocol {
  var trimmingBlanks: String {
    String(drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }))
  }
  var trimmingCR: String {
    hasSuffix("\r") ? String(dropLast()) : String(self)
  }
}
