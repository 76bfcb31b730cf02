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
  /// The same grammar as a property list for Sublime Text, which reads only
  /// XML `.tmLanguage` files and refuses a capture that has `patterns`.
  static let sublimeURL = packageRoot.appendingPathComponent("Grammar/Unit.tmLanguage")

  static let generatedComment =
    "Generated from unit.tmLanguage.source.json: edit that file, then run UPDATE_GOLDEN=1 swift test --filter Highlight. Scopes are listed in docs/editors.md."

  /// Keys whose string values are regexes (only those are expanded).
  static let regexKeys: Set<String> = ["match", "begin", "end", "while"]

  /// The generated grammar's text for the source's bytes.
  static func generate(from source: Data) throws -> String {
    JSONPrinter.print(try expandedGrammar(from: source)) + "\n"
  }

  /// The Sublime Text variant, as an XML property list: captures keep their
  /// scope names but not their nested patterns (escapes inside a name, a
  /// title or a note are not set apart there).
  static func generateSublime(from source: Data) throws -> String {
    PlistPrinter.document(withoutCapturePatterns(try expandedGrammar(from: source)))
  }

  /// The source with its variables expanded and its `variables` key gone.
  static func expandedGrammar(from source: Data) throws -> Any {
    guard let object = try JSONSerialization.jsonObject(with: source) as? [String: Any] else {
      throw Problem(description: "the grammar source is not a JSON object")
    }
    var grammar = object
    let raw = (grammar.removeValue(forKey: "variables") as? [String: String]) ?? [:]
    let variables = try resolve(raw)
    grammar["comment"] = generatedComment
    return try expand(grammar, variables: variables, key: nil)
  }

  static func withoutCapturePatterns(_ value: Any, key: String? = nil) -> Any {
    switch value {
    case let a as [Any]:
      return a.map { withoutCapturePatterns($0) }
    case var d as [String: Any]:
      if let key, key.hasSuffix("aptures") {
        for (k, v) in d {
          if var capture = v as? [String: Any] {
            capture["patterns"] = nil
            d[k] = capture
          }
        }
        return d
      }
      for (k, v) in d { d[k] = withoutCapturePatterns(v, key: k) }
      return d
    default:
      return value
    }
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
      let inline =
        "{ " + keys.map { quote($0) + ": " + print(d[$0] ?? "", indent: indent) }.joined(separator: ", ") + " }"
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

/// A small XML property-list printer (dictionaries, arrays, strings), keys
/// in the same order as `JSONPrinter`.
enum PlistPrinter {
  static func document(_ value: Any) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """ + print(value, indent: "") + "</plist>\n"
  }

  static func print(_ value: Any, indent: String) -> String {
    switch value {
    case let s as String:
      return indent + "<string>" + escape(s) + "</string>\n"
    case let a as [Any]:
      return indent + "<array>\n" + a.map { print($0, indent: indent + "\t") }.joined() + indent + "</array>\n"
    case let d as [String: Any]:
      let keys = d.keys.sorted(by: JSONPrinter.keyPrecedes)
      let body = keys.map { indent + "\t<key>" + escape($0) + "</key>\n" + print(d[$0] ?? "", indent: indent + "\t") }
      return indent + "<dict>\n" + body.joined() + indent + "</dict>\n"
    default:
      return indent + "<string></string>\n"
    }
  }

  static func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
