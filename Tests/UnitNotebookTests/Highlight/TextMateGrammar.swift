import Foundation

/// A TextMate grammar loaded for testing, with every regex compiled by
/// NSRegularExpression (ICU). Loading never stops at the first problem: it
/// collects them all in `problems`, so one test run names every broken rule.
/// It is immutable once loaded.
final class TextMateGrammar: Sendable {
  let scopeName: String
  let root: TextMateRule
  let repository: [String: TextMateRule]
  let problems: [String]

  /// Oniguruma and ICU spell these differently or only one has them
  /// (`\h` is a hex digit in Oniguruma but horizontal space in ICU).
  static let unportable = ["\\h", "\\H", "\\K", "\\G", "\\A", "\\z", "\\Z", "(?~", "\\g<", "\\k<"]

  init(json: Data) {
    var loader = TextMateGrammarLoader()
    let object = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any]
    scopeName = object?["scopeName"] as? String ?? ""
    if let object {
      for key in ["name", "scopeName", "fileTypes", "patterns", "repository"] where object[key] == nil {
        loader.problems.append("missing top-level key \(key)")
      }
    } else {
      loader.problems.append("the grammar is not a JSON object")
    }
    root = TextMateRule(path: "$self", patterns: loader.rules(object?["patterns"], path: "patterns"))
    var repository: [String: TextMateRule] = [:]
    for (key, value) in (object?["repository"] as? [String: Any]) ?? [:] {
      repository[key] = loader.rule(value, path: "repository.\(key)")
    }
    self.repository = repository
    for inc in loader.includes where Self.resolve(inc.name, root: root, repository: repository) == nil {
      loader.problems.append("\(inc.path) includes \(inc.name), which is not in the repository")
    }
    problems = loader.problems
  }

  /// The rule an `include` names: `#key`, `$self` or `$base`.
  func resolve(_ include: String) -> TextMateRule? {
    Self.resolve(include, root: root, repository: repository)
  }

  static func resolve(_ include: String, root: TextMateRule, repository: [String: TextMateRule]) -> TextMateRule? {
    if include == "$self" || include == "$base" { return root }
    if include.hasPrefix("#") { return repository[String(include.dropFirst())] }
    return nil
  }
}

/// Reads rules out of the grammar's JSON, noting every problem and include.
struct TextMateGrammarLoader {
  var problems: [String] = []
  var includes: [(name: String, path: String)] = []

  mutating func rules(_ value: Any?, path: String) -> [TextMateRule] {
    guard let value else { return [] }
    guard let list = value as? [Any] else {
      problems.append("\(path) is not a list")
      return []
    }
    return list.enumerated().map { rule($1, path: "\(path)[\($0)]") }
  }

  mutating func rule(_ value: Any, path: String, isCapture: Bool = false) -> TextMateRule {
    guard let d = value as? [String: Any] else {
      problems.append("\(path) is not an object")
      return TextMateRule(path: path)
    }
    let r = TextMateRule(
      path: path,
      name: string(d["name"], path: path + ".name"),
      contentName: string(d["contentName"], path: path + ".contentName"),
      include: string(d["include"], path: path + ".include"),
      match: regex(d["match"], path: path + ".match"),
      begin: regex(d["begin"], path: path + ".begin"),
      end: regex(d["end"], path: path + ".end"),
      captures: captures(d["captures"], path: path + ".captures"),
      beginCaptures: captures(d["beginCaptures"], path: path + ".beginCaptures"),
      endCaptures: captures(d["endCaptures"], path: path + ".endCaptures"),
      patterns: rules(d["patterns"], path: path + ".patterns"))
    if let inc = r.include { includes.append((inc, path)) }
    if (d["begin"] == nil) != (d["end"] == nil) {
      problems.append("\(path) has begin without end or end without begin")
    }
    if !isCapture, d["include"] == nil, d["match"] == nil, d["begin"] == nil, d["patterns"] == nil {
      problems.append("\(path) has neither match, begin/end, include nor patterns")
    }
    for scope in [r.name, r.contentName].compactMap({ $0 }) where !scope.hasSuffix(".unit") {
      problems.append("\(path): scope \(scope) does not end in .unit")
    }
    return r
  }

  mutating func string(_ value: Any?, path: String) -> String? {
    guard let value else { return nil }
    guard let s = value as? String else {
      problems.append("\(path) is not a string")
      return nil
    }
    return s
  }

  mutating func regex(_ value: Any?, path: String) -> NSRegularExpression? {
    guard let pattern = string(value, path: path) else { return nil }
    for construct in TextMateGrammar.unportable where pattern.contains(construct) {
      problems.append("\(path) uses \(construct), which Oniguruma and ICU do not share")
    }
    if pattern.contains("{{") { problems.append("\(path) has an unexpanded {{variable}}") }
    do {
      return try NSRegularExpression(pattern: pattern)
    } catch {
      problems.append("\(path) does not compile: \(error)")
      return nil
    }
  }

  mutating func captures(_ value: Any?, path: String) -> [Int: TextMateRule] {
    guard let value else { return [:] }
    guard let d = value as? [String: Any] else {
      problems.append("\(path) is not an object")
      return [:]
    }
    var out: [Int: TextMateRule] = [:]
    for (key, v) in d {
      guard let n = Int(key), n >= 0 else {
        problems.append("\(path): capture key \(key) is not a group number")
        continue
      }
      out[n] = rule(v, path: "\(path).\(key)", isCapture: true)
    }
    return out
  }
}

/// One rule: a `match`, a `begin`/`end` pair, an `include`, or a list of
/// `patterns`. Captures are rules too (a name and optional patterns).
final class TextMateRule: Sendable {
  let path: String
  let name: String?
  let contentName: String?
  let include: String?
  let match: NSRegularExpression?
  let begin: NSRegularExpression?
  let end: NSRegularExpression?
  let captures: [Int: TextMateRule]
  let beginCaptures: [Int: TextMateRule]
  let endCaptures: [Int: TextMateRule]
  let patterns: [TextMateRule]

  init(
    path: String, name: String? = nil, contentName: String? = nil, include: String? = nil,
    match: NSRegularExpression? = nil, begin: NSRegularExpression? = nil, end: NSRegularExpression? = nil,
    captures: [Int: TextMateRule] = [:], beginCaptures: [Int: TextMateRule] = [:],
    endCaptures: [Int: TextMateRule] = [:], patterns: [TextMateRule] = []
  ) {
    self.path = path
    self.name = name
    self.contentName = contentName
    self.include = include
    self.match = match
    self.begin = begin
    self.end = end
    self.captures = captures
    self.beginCaptures = beginCaptures
    self.endCaptures = endCaptures
    self.patterns = patterns
  }
}
