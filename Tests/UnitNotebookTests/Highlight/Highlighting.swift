import Foundation

/// The project's grammar, loaded once, and helpers to highlight text with it
/// and print the result for golden files.
enum Highlighting {
  /// `Grammar/unit.tmLanguage.json`, loaded and compiled.
  /// While golden files are being rewritten, the grammar is the one just
  /// generated from the source, so one run updates everything consistently.
  static let grammar: TextMateGrammar = {
    if Fixtures.updating, let source = try? Data(contentsOf: GrammarSource.sourceURL),
      let generated = try? GrammarSource.generate(from: source)
    {
      return TextMateGrammar(json: Data(generated.utf8))
    }
    let data = (try? Data(contentsOf: GrammarSource.grammarURL)) ?? Data()
    return TextMateGrammar(json: data)
  }()

  /// A document's lines as an editor splits them: at "\n", without a "\r"
  /// before it, and without a byte-order mark.
  /// (Split as bytes: to Swift, "\r\n" is one Character, not a "\n".)
  static func lines(of text: String) -> [String] {
    var bytes = Array(text.utf8)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
      String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
    }
    if lines.count > 1, lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Tokenizes every line of `text`; also returns the tokenizer's problems.
  static func tokenize(_ text: String) -> (lines: [String], tokens: [[ScopedToken]], problems: [String]) {
    var tokenizer = TextMateTokenizer(grammar: grammar)
    let ls = lines(of: text)
    let tokens = ls.map { tokenizer.tokenize(line: $0) }
    return (ls, tokens, tokenizer.problems)
  }

  /// One line of output per source line: `text → scope scope` for each
  /// token, separated by ` │ `. The grammar's own scope is left out,
  /// neighbouring tokens with the same scopes are joined, blanks between
  /// tokens are dropped, and text with no scope shows as `→ (none)`.
  static func render(_ line: String, _ tokens: [ScopedToken]) -> String {
    let ns = line as NSString
    var merged: [ScopedToken] = []
    for t in tokens {
      if var last = merged.last, last.scopes == t.scopes, last.end == t.start {
        last.end = t.end
        merged[merged.count - 1] = last
      } else {
        merged.append(t)
      }
    }
    let parts: [String] = merged.compactMap { t in
      let text = ns.substring(with: NSRange(location: t.start, length: t.end - t.start))
        .trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
      guard !text.isEmpty else { return nil }
      let scopes = t.scopes.dropFirst()
      return text + " → " + (scopes.isEmpty ? "(none)" : scopes.joined(separator: " "))
    }
    return parts.joined(separator: " │ ")
  }

  /// The golden text for a whole document.
  static func render(_ text: String) -> String {
    let (lines, tokens, _) = tokenize(text)
    return zip(lines, tokens).map { render($0, $1) }.joined(separator: "\n") + "\n"
  }

  /// The scopes (without the grammar's own) of the text at the first
  /// occurrence of `piece` in `line`, tokenized alone; nil when the piece
  /// is missing or its parts have different scopes.
  static func scopes(of piece: String, in line: String) -> [String]? {
    var tokenizer = TextMateTokenizer(grammar: grammar)
    let tokens = tokenizer.tokenize(line: line)
    let r = (line as NSString).range(of: piece)
    guard r.location != NSNotFound else { return nil }
    let covering = tokens.filter { $0.start < r.location + r.length && $0.end > r.location }
    guard let first = covering.first, covering.allSatisfy({ $0.scopes == first.scopes }),
      first.start <= r.location, covering.last.map({ $0.end >= r.location + r.length }) == true
    else { return nil }
    return Array(first.scopes.dropFirst())
  }
}
