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
    let (pairs, diagnostics) = ExerciseNameMap.parse(bytes)
    return (ExerciseAliases(pairs), diagnostics)
  }

  /// The name `name` is counted as: the mapped name, or itself.
  public func resolve(_ name: String) -> String {
    names[ExerciseAliases.key(name)] ?? name
  }

  /// The identity of an exercise name: Unicode lower-cased, trimmed, and
  /// every run of white space made one space (`bench  Press` → `bench press`).
  public static func key(_ name: String) -> String {
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
