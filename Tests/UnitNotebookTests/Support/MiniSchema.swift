import Foundation

@testable import UnitNotebook

/// A small JSON Schema checker, enough for `docs/unit-notebook.schema.json`:
/// `type`, `required`, `properties`, `additionalProperties: false`, `items`,
/// `minItems`, `uniqueItems`, `enum`, `const`, `minimum`, `maximum`, `exclusiveMaximum`, `minLength`,
/// `pattern`, `anyOf`, `dependentRequired` and local `$ref`s. A keyword it
/// does not know is reported as a problem, so no part of the schema is
/// silently skipped.
struct MiniSchema {
  let root: JSONValue

  static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description"]

  /// Every way `value` breaks the schema, with the path of each.
  func problems(of value: JSONValue) -> [String] {
    var found: [String] = []
    check(value, root, "$", &found)
    return found
  }

  private func check(_ v: JSONValue, _ schema: JSONValue, _ path: String, _ found: inout [String]) {
    guard case .object(let s) = schema else {
      found.append("\(path): schema is not an object")
      return
    }
    for (keyword, rule) in s {
      switch keyword {
      case "$ref":
        guard case .string(let ref) = rule, let target = resolve(ref) else {
          found.append("\(path): cannot resolve \(rule)")
          continue
        }
        check(v, target, path, &found)
      case "type":
        guard case .string(let t) = rule else { continue }
        if !has(v, type: t) { found.append("\(path): expected \(t), found \(v)") }
      case "required":
        guard case .array(let keys) = rule, case .object(let m) = v else { continue }
        for case .string(let k) in keys where m[k] == nil { found.append("\(path): missing \(k)") }
      case "properties":
        guard case .object(let props) = rule, case .object(let m) = v else { continue }
        for (k, sub) in props { if let x = m[k] { check(x, sub, "\(path).\(k)", &found) } }
      case "additionalProperties":
        guard rule == .bool(false), case .object(let m) = v, case .object(let props)? = s["properties"] else {
          continue
        }
        for k in m.keys where props[k] == nil { found.append("\(path): unexpected key \(k)") }
      case "items":
        guard case .array(let a) = v else { continue }
        for (i, x) in a.enumerated() { check(x, rule, "\(path)[\(i)]", &found) }
      case "enum":
        guard case .array(let options) = rule else { continue }
        if !options.contains(v) { found.append("\(path): \(v) is not one of \(rule)") }
      case "const":
        if v != rule { found.append("\(path): expected \(rule), found \(v)") }
      case "minimum", "maximum", "exclusiveMaximum", "exclusiveMinimum":
        guard case .number(let limit) = rule, case .number(let x) = v else { continue }
        let ok: Bool
        switch keyword {
        case "minimum": ok = x >= limit
        case "maximum": ok = x <= limit
        case "exclusiveMinimum": ok = limit < x
        default: ok = x < limit
        }
        if !ok { found.append("\(path): \(x) breaks \(keyword) \(limit)") }
      case "minItems":
        guard case .number(let n) = rule, case .array(let a) = v else { continue }
        if a.count < (n.integerValue ?? 0) { found.append("\(path): fewer than \(n) items") }
      case "uniqueItems":
        guard rule == .bool(true), case .array(let a) = v else { continue }
        for (i, x) in a.enumerated() where a[..<i].contains(x) { found.append("\(path)[\(i)]: listed twice") }
      case "minLength":
        guard case .number(let n) = rule, case .string(let str) = v else { continue }
        if str.unicodeScalars.count < (n.integerValue ?? 0) { found.append("\(path): shorter than \(n)") }
      case "pattern":
        guard case .string(let p) = rule, case .string(let str) = v else { continue }
        if !matches(str, p) { found.append("\(path): \(str.debugDescription) does not match \(p)") }
      case "anyOf":
        guard case .array(let options) = rule else { continue }
        let fits = options.contains { option in
          var none: [String] = []
          check(v, option, path, &none)
          return none.isEmpty
        }
        if !fits { found.append("\(path): fits none of anyOf") }
      case "dependentRequired":
        guard case .object(let deps) = rule, case .object(let m) = v else { continue }
        for (k, need) in deps where m[k] != nil {
          guard case .array(let needed) = need else { continue }
          for case .string(let n) in needed where m[n] == nil { found.append("\(path): \(k) needs \(n)") }
        }
      default:
        if !MiniSchema.annotations.contains(keyword) { found.append("\(path): unknown schema keyword \(keyword)") }
      }
    }
  }

  private func has(_ v: JSONValue, type: String) -> Bool {
    switch (type, v) {
    case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
      ("number", .number):
      return true
    case ("integer", .number(let d)): return d.isWhole
    default: return false
    }
  }

  private func resolve(_ ref: String) -> JSONValue? {
    guard ref.hasPrefix("#/") else { return nil }
    var node: JSONValue? = root
    for part in ref.dropFirst(2).split(separator: "/") { node = node?[String(part)] }
    return node
  }

  private func matches(_ s: String, _ pattern: String) -> Bool {
    guard let re = try? NSRegularExpression(pattern: pattern) else { return false }
    let range = NSRange(s.startIndex..., in: s)
    return re.firstMatch(in: s, range: range) != nil
  }
}
