/// Other names for exercises, so that a history counts `Kniebeuge` as
/// `Squat`: the mapping file of `unit import --map` (lines
/// `Other Name = Name`, `#` and `//` comments, blank lines), read for the
/// history. Both sides are matched as exercise names are: after Unicode
/// lower-casing, trimming and collapsing runs of white space.
public struct ExerciseAliases: Sendable, Hashable {
  /// Identity key of an other name → the name it stands for, as written.
  var names: [String: String] = [:]
  /// Identity key of a name others stand for → that name as written.
  var targets: [String: String] = [:]

  /// No aliases.
  public init() {}

  /// Aliases from pairs of an other name and the name it stands for.
  public init(_ pairs: [String: String]) {
    for (from, to) in pairs {
      names[ExerciseAliases.key(from)] = to
      targets[ExerciseAliases.key(to)] = to
    }
  }

  /// Reads a mapping file; the errors name the line and column.
  public static func parse(_ bytes: [UInt8]) -> (aliases: ExerciseAliases, diagnostics: [Diagnostic]) {
    let (pairs, diagnostics) = NameMapParser.parse(bytes)
    return (ExerciseAliases(pairs), diagnostics)
  }

  /// The name `name` is counted as: the mapped name, or itself.
  public func resolve(_ name: String) -> String {
    names.isEmpty ? name : names[ExerciseAliases.key(name)] ?? name
  }

  /// The identity of an exercise name: Unicode lower-cased, trimmed, and
  /// every run of white space made one space (`bench  Press` → `bench press`).
  public static func key(_ name: String) -> String {
    var name = name
    return name.withUTF8 { asciiKey($0) } ?? unicodeKey(name)
  }

  /// The key of a name of ASCII characters alone, made on its bytes
  /// without Unicode's tables; nil for any other name. In ASCII, Unicode's
  /// lower case is A-Z to a-z and its white space is tab to carriage
  /// return and the space, so the key is `unicodeKey`'s.
  static func asciiKey(_ b: UnsafeBufferPointer<UInt8>) -> String? {
    for c in b where c >= 0x80 { return nil }
    return String(unsafeUninitializedCapacity: b.count) { out in
      var n = 0
      var pendingSpace = false
      for c in b {
        if c == 0x20 || (c >= 0x09 && c <= 0x0D) {
          pendingSpace = n > 0
          continue
        }
        if pendingSpace {
          out[n] = 0x20
          n += 1
        }
        pendingSpace = false
        out[n] = c >= 0x41 && c <= 0x5A ? c + 0x20 : c
        n += 1
      }
      return n
    }
  }

  /// The key by the rule in Unicode's terms (any name).
  static func unicodeKey(_ name: String) -> String {
    var out = ""
    var pendingSpace = false
    for c in name.lowercased() {
      if c.isWhitespace {
        pendingSpace = !out.isEmpty
        continue
      }
      if pendingSpace { out.append(" ") }
      pendingSpace = false
      out.append(c)
    }
    return out
  }
}
