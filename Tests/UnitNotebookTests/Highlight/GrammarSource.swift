import Foundation

/// `Grammar/unit.tmLanguage.json` is generated from
/// `Grammar/unit.tmLanguage.source.json`: the source may write `{{variable}}`
/// inside its regexes (as Sublime's `.sublime-syntax` does), because the set
/// vocabulary that ends an exercise name is needed in several rules. This
/// expands the variables, drops the `variables` key and prints the JSON in a
/// fixed layout, so the generated file is byte-for-byte reproducible.
enum GrammarSource {
  struct Problem: Error, CustomStringConvertible {
    var description: String
  }

  /// The package root (the folder holding `Package.swift`).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let sourceURL = packageRoot.appendingPathComponent("Grammar/unit.tmLanguage.source.json")
  static let grammarURL = packageRoot.appendingPathComponent("Grammar/unit.tmLanguage.json")

  static let generatedComment =
    "Generated from unit.tmLanguage.source.json: edit that file, then run UPDATE_GOLDEN=1 swift test --filter Highlight. Scopes are listed in docs/editors.md."

  /// Keys whose string values are regexes (only those are expanded).
  static let regexKeys: Set<String> = ["match", "begin", "end", "while"]

  /// The generated grammar's text for the source's bytes.
  static func generate(from source: Data) throws -> String {
    guard let object = try JSONSerialization.jsonObject(with: source) as? [String: Any] else {
      throw Problem(description: "the grammar source is not a JSON object")
    }
    var grammar = object
    let raw = (grammar.removeValue(forKey: "variables") as? [String: String]) ?? [:]
    let variables = try resolve(raw)
    grammar["comment"] = generatedComment
    let expanded = try expand(grammar, variables: variables, key: nil)
    return JSONPrinter.print(expanded) + "\n"
  }

  /// Each variable with the variables it uses expanded, refusing cycles.
  static func resolve(_ raw: [String: String]) throws -> [String: String] {
    var done: [String: String] = [:]
    func value(_ name: String, _ path: [String]) throws -> String {
      if let v = done[name] { return v }
      guard let text = raw[name] else { throw Problem(description: "unknown variable {{\(name)}}") }
      guard !path.contains(name) else {
        throw Problem(description: "variables refer to each other: \((path + [name]).joined(separator: " → "))")
      }
      let v = try substitute(text) { try value($0, path + [name]) }
      done[name] = v
      return v
    }
    for name in raw.keys { _ = try value(name, []) }
    return done
  }

  /// Replaces every `{{name}}` in `text` with `lookup(name)`.
  static func substitute(_ text: String, _ lookup: (String) throws -> String) throws -> String {
    var out = ""
    var rest = Substring(text)
    while let open = rest.range(of: "{{") {
      out += rest[..<open.lowerBound]
      let after = rest[open.upperBound...]
      guard let close = after.range(of: "}}") else { throw Problem(description: "unclosed {{ in \(text)") }
      out += try lookup(String(after[..<close.lowerBound]))
      rest = after[close.upperBound...]
    }
    return out + rest
  }

  static func expand(_ value: Any, variables: [String: String], key: String?) throws -> Any {
    switch value {
    case let s as String:
      guard let key, regexKeys.contains(key) else { return s }
      return try substitute(s) { name in
        guard let v = variables[name] else { throw Problem(description: "unknown variable {{\(name)}}") }
        return v
      }
    case let a as [Any]:
      return try a.map { try expand($0, variables: variables, key: nil) }
    case let d as [String: Any]:
      var out: [String: Any] = [:]
      for (k, v) in d { out[k] = try expand(v, variables: variables, key: k) }
      return out
    default:
      return value
    }
  }
}

/// A small JSON printer with a stable layout: keys in a conventional
/// TextMate order, short objects and string arrays on one line.
enum JSONPrinter {
  static let keyOrder = [
    "comment", "name", "scopeName", "fileTypes", "include", "match", "begin", "end", "while", "contentName",
    "captures", "beginCaptures", "endCaptures", "patterns", "repository",
  ]

  static func print(_ value: Any, indent: String = "") -> String {
    switch value {
    case let s as String:
      return quote(s)
    case let n as NSNumber:
      return n.stringValue
    case let a as [Any]:
      if a.allSatisfy({ $0 is String }) {
        return "[" + a.map { print($0) }.joined(separator: ", ") + "]"
      }
      let inner = indent + "  "
      return "[\n" + a.map { inner + print($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
    case let d as [String: Any]:
      let keys = d.keys.sorted(by: keyPrecedes)
      let inline = "{ " + keys.map { quote($0) + ": " + print(d[$0] ?? "", indent: indent) }.joined(separator: ", ") + " }"
      if !inline.contains("\n"), inline.count + indent.count <= 100, !d.keys.contains("repository") {
        return inline
      }
      let inner = indent + "  "
      let body = keys.map { inner + quote($0) + ": " + print(d[$0] ?? "", indent: inner) }
      return "{\n" + body.joined(separator: ",\n") + "\n" + indent + "}"
    default:
      return "null"
    }
  }

  /// Known keys first in `keyOrder`, capture numbers numerically, the rest
  /// alphabetically (repository entries).
  static func keyPrecedes(_ a: String, _ b: String) -> Bool {
    let ia = keyOrder.firstIndex(of: a) ?? Int.max
    let ib = keyOrder.firstIndex(of: b) ?? Int.max
    if ia != ib { return ia < ib }
    if let na = Int(a), let nb = Int(b) { return na < nb }
    return a < b
  }

  static func quote(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
      switch u {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case _ where u.value < 0x20:
        let hex = String(u.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(u)
      }
    }
    return out + "\""
  }
}
