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

/// Exercise names as written → the history's exercise numbers, looked up by
/// the name's bytes so that no `String` is made for a name seen before.
struct ExerciseNameTable {
  private var slots: [Int32]
  private var entries: [(bytes: [UInt8], id: Int32)] = []
  private var mask: Int

  init() {
    slots = Array(repeating: -1, count: 64)
    mask = 63
  }

  /// The entry for these bytes, or nil when they were not seen yet.
  func lookup(_ b: UnsafeBufferPointer<UInt8>) -> (entry: Int32, id: Int32)? {
    var i = ExerciseNameTable.hash(b) & mask
    while true {
      let e = slots[i]
      if e < 0 { return nil }
      let entry = entries[Int(e)]
      if entry.bytes.count == b.count, entry.bytes.withUnsafeBufferPointer({ $0.elementsEqual(b) }) {
        return (e, entry.id)
      }
      i = (i + 1) & mask
    }
  }

  /// The name as written of an entry.
  func spelling(_ entry: Int32) -> String {
    String(decoding: entries[Int(entry)].bytes, as: UTF8.self)
  }

  /// Adds bytes not seen yet; returns their entry.
  @discardableResult
  mutating func insert(_ b: UnsafeBufferPointer<UInt8>, id: Int32) -> Int32 {
    if (entries.count + 1) * 2 > slots.count { grow() }
    var i = ExerciseNameTable.hash(b) & mask
    while slots[i] >= 0 { i = (i + 1) & mask }
    slots[i] = Int32(entries.count)
    entries.append((Array(b), id))
    return Int32(entries.count - 1)
  }

  private mutating func grow() {
    let old = entries
    slots = Array(repeating: -1, count: slots.count * 2)
    mask = slots.count - 1
    entries = []
    for e in old { e.bytes.withUnsafeBufferPointer { _ = insert($0, id: e.id) } }
  }

  /// FNV-1a, folded to an index.
  static func hash(_ b: UnsafeBufferPointer<UInt8>) -> Int {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for c in b { h = (h ^ UInt64(c)) &* 0x100_0000_01b3 }
    return Int(truncatingIfNeeded: h ^ (h >> 29))
  }
}
