/// Names looked up by the matching rule: each name is filed under every
/// key of its (`ExerciseName.levelledKeys`), and a key keeps the name for
/// which it is most specific (the lowest level); between two
/// names alike in that, the first filed, or with `laterWins` the last.
struct NameIndex: Sendable {
  private var entries: [String: (level: Int, item: Int)] = [:]

  init() {}

  /// Names in order, each standing for the item at its place.
  init(_ names: [String], laterWins: Bool = false) {
    for (item, name) in names.enumerated() { file(name, item: item, laterWins: laterWins) }
  }

  mutating func file(_ name: String, item: Int, laterWins: Bool = false) {
    for (key, level) in ExerciseName(name).levelledKeys {
      if let old = entries[key], old.level < level || (old.level == level && !laterWins) { continue }
      entries[key] = (level, item)
    }
  }

  /// The item of the first of `keys` that is filed.
  func item(forKeys keys: [String]) -> Int? {
    for key in keys {
      if let found = entries[key] { return found.item }
    }
    return nil
  }

  /// The item filed under one key.
  func item(forKey key: String) -> Int? { entries[key]?.item }
}
