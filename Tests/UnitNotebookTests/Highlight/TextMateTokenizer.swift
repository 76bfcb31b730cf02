import Foundation

/// A piece of a line and the scopes a TextMate grammar gives it, outermost
/// first (the grammar's own scope name included). Offsets are UTF-16 units
/// into the line, as NSRegularExpression counts them.
struct ScopedToken: Equatable {
  var start: Int
  var end: Int
  var scopes: [String]
}

/// A small TextMate tokenizer: enough of what VS Code's vscode-textmate
/// does for this project's grammar. It supports match rules, begin/end rules
/// (name, contentName, beginCaptures, endCaptures, captures), nested
/// patterns, includes (`#key`, `$self`), and captures with their own
/// patterns. At each position the earliest match wins; on a tie the open
/// rule's end wins, then the first pattern in order. Like VS Code, it feeds
/// each line with its "\n", so regexes are checked the way editors run them.
///
/// Not supported (the grammar does not use them): `\G`, back-references
/// from begin into end, `while` rules, `applyEndPatternLast`, injections.
struct TextMateTokenizer {
  let grammar: TextMateGrammar
  /// Grammar bugs seen while tokenizing (a match that makes no progress).
  private(set) var problems: [String] = []
  private var stack: [Frame]

  /// An open begin/end rule (or the grammar itself, at the bottom).
  struct Frame {
    var patterns: [TextMateRule]
    var end: NSRegularExpression?
    var endCaptures: [Int: TextMateRule] = [:]
    /// Scopes for the begin and end matches (with `name`).
    var outerScopes: [String]
    /// Scopes for what is between them (with `contentName` too).
    var innerScopes: [String]
  }

  init(grammar: TextMateGrammar) {
    self.grammar = grammar
    let scopes = [grammar.scopeName]
    stack = [Frame(patterns: grammar.root.patterns, end: nil, outerScopes: scopes, innerScopes: scopes)]
  }

  /// Tokenizes the next line of the document (without its line ending).
  /// The state of open begin/end rules carries over to the next line.
  mutating func tokenize(line: String) -> [ScopedToken] {
    var run = LineRun(text: (line + "\n") as NSString)
    run.tokenize(from: 0, stack: &stack, grammar: grammar)
    problems += run.problems
    // The "\n" belongs to no token anyone reads.
    let length = (line as NSString).length
    return run.tokens.compactMap { t in
      let e = min(t.end, length)
      return e > t.start ? ScopedToken(start: t.start, end: e, scopes: t.scopes) : nil
    }
  }
}

/// Tokenizing one line: the text, a cache of regex searches, the tokens made.
private struct LineRun {
  let text: NSString
  var tokens: [ScopedToken] = []
  var problems: [String] = []
  /// Last search of each regex on this text: where it started, what it found.
  /// A search from a later position before the match found gives the same
  /// match (no rule uses \G), so editors cache this way too.
  private var cache: [ObjectIdentifier: (from: Int, found: NSTextCheckingResult?)] = [:]

  init(text: NSString) { self.text = text }

  mutating func search(_ re: NSRegularExpression, from pos: Int) -> NSTextCheckingResult? {
    let id = ObjectIdentifier(re)
    if let c = cache[id], c.from <= pos {
      guard let found = c.found else { return nil }
      if found.range.location >= pos { return found }
    }
    let found = re.firstMatch(
      in: text as String, options: [.withTransparentBounds, .withoutAnchoringBounds],
      range: NSRange(location: pos, length: text.length - pos))
    cache[id] = (pos, found)
    return found
  }

  mutating func emit(_ start: Int, _ end: Int, _ scopes: [String]) {
    guard end > start else { return }
    tokens.append(ScopedToken(start: start, end: end, scopes: scopes))
  }

  /// The match and begin/end rules a list of patterns stands for, includes
  /// followed (each rule once).
  func flatten(_ patterns: [TextMateRule], _ grammar: TextMateGrammar) -> [TextMateRule] {
    var out: [TextMateRule] = []
    var seen = Set<ObjectIdentifier>()
    func walk(_ rules: [TextMateRule]) {
      for r in rules {
        guard seen.insert(ObjectIdentifier(r)).inserted else { continue }
        if let inc = r.include {
          if let target = grammar.resolve(inc) {
            walk(target.match == nil && target.begin == nil ? target.patterns : [target])
          }
        } else if r.match != nil || r.begin != nil {
          out.append(r)
        } else {
          walk(r.patterns)
        }
      }
    }
    walk(patterns)
    return out
  }

  /// Scans from `pos` to the end of the text, pushing and popping frames.
  mutating func tokenize(from start: Int, stack: inout [TextMateTokenizer.Frame], grammar: TextMateGrammar) {
    var pos = start
    var steps = 0
    while pos < text.length {
      steps += 1
      guard let frame = stack.last, steps < 10 * text.length + 100 else {
        problems.append("no progress at \(pos) in \(text)")
        break
      }
      var best: (match: NSTextCheckingResult, rule: TextMateRule?)? = nil
      if let end = frame.end, let m = search(end, from: pos) { best = (m, nil) }
      for rule in flatten(frame.patterns, grammar) {
        guard let re = rule.match ?? rule.begin, let m = search(re, from: pos) else { continue }
        if best == nil || m.range.location < (best?.match.range.location ?? Int.max) { best = (m, rule) }
      }
      guard let (m, rule) = best else {
        emit(pos, text.length, frame.innerScopes)
        return
      }
      emit(pos, m.range.location, frame.innerScopes)
      let matchEnd = m.range.location + m.range.length
      guard let rule else {
        // The open rule ends.
        captures(m, base: frame.outerScopes, frame.endCaptures, grammar)
        if stack.count > 1 { stack.removeLast() }
        pos = matchEnd
        continue
      }
      let outer = frame.innerScopes + (rule.name.map { [$0] } ?? [])
      if rule.match != nil {
        captures(m, base: outer, rule.captures, grammar)
        if m.range.length == 0 {
          problems.append("\(rule.path) matched nothing at \(pos) in \(text)")
          emit(pos, text.length, frame.innerScopes)
          return
        }
      } else {
        captures(m, base: outer, rule.beginCaptures.isEmpty ? rule.captures : rule.beginCaptures, grammar)
        stack.append(
          TextMateTokenizer.Frame(
            patterns: rule.patterns, end: rule.end,
            endCaptures: rule.endCaptures.isEmpty ? rule.captures : rule.endCaptures,
            outerScopes: outer, innerScopes: outer + (rule.contentName.map { [$0] } ?? [])))
      }
      pos = matchEnd
    }
  }

  /// Emits a match's text with its captures' scopes. Captures nest by
  /// group order; a capture with patterns is tokenized with them, over the
  /// line cut at the capture's end (as vscode-textmate does).
  mutating func captures(
    _ m: NSTextCheckingResult, base: [String], _ rules: [Int: TextMateRule], _ grammar: TextMateGrammar
  ) {
    var cursor = m.range.location
    var open: [(scopes: [String], end: Int)] = []
    for i in 0..<m.numberOfRanges {
      guard let rule = rules[i] else { continue }
      let r = m.range(at: i)
      guard r.location != NSNotFound, r.length > 0 else { continue }
      while let last = open.last, last.end <= r.location {
        emit(cursor, last.end, last.scopes)
        cursor = last.end
        open.removeLast()
      }
      emit(cursor, r.location, open.last?.scopes ?? base)
      cursor = r.location
      let scopes = (open.last?.scopes ?? base) + (rule.name.map { [$0] } ?? [])
      if rule.patterns.isEmpty {
        open.append((scopes, r.location + r.length))
      } else {
        var sub = LineRun(text: text.substring(to: r.location + r.length) as NSString)
        var substack = [
          TextMateTokenizer.Frame(patterns: rule.patterns, end: nil, outerScopes: scopes, innerScopes: scopes)
        ]
        sub.tokenize(from: r.location, stack: &substack, grammar: grammar)
        tokens += sub.tokens
        problems += sub.problems
        cursor = r.location + r.length
      }
    }
    while let last = open.popLast() {
      emit(cursor, last.end, last.scopes)
      cursor = last.end
    }
    emit(cursor, m.range.location + m.range.length, base)
  }
}
