/// How an exported weight becomes a notebook load: bodyweight is `BW`, never
/// `0kg`; assisted exercises are `BW-…`; weighted bodyweight is `BW+…`.
///
/// The exports have no bodyweight flag, so the exercise name decides, as
/// docs/import.md lists:
/// - a name with the word `Assisted` (`Pull Up (Assisted)`, `Assisted Dip`):
///   the weight is assistance, `BW-25kg`;
/// - a name with the word `Weighted` (`Chin Up (Weighted)`), or a plain
///   bodyweight movement in any usual spelling (`Pull Up`, `Chin-Ups`,
///   `Pushups`, `Chest Dips`, `Wide Pull Up`; `movementWords`): the weight
///   is added load, `BW+10kg`;
/// - any other name: the weight is the load, `100kg`.
/// A weight of 0 or none, on a set with reps, is `BW`; on a timed or distance
/// set it is no load at all (`Plank 60s`).
enum LoadRules {
  struct Traits: Hashable {
    var assisted = false
    var weighted = false
    var bodyweightMovement = false
  }

  /// Plain bodyweight movements, by their words (docs/import.md lists them).
  static let bodyweightMovements: [String] = [
    "pull up", "chin up", "dip", "chest dip", "triceps dip", "tricep dip", "bench dip", "push up", "muscle up",
    "inverted row",
  ]

  /// Words that say how a bodyweight movement is done, not which one it is:
  /// `Wide Pull Up`, `Close Grip Push Up`, `Ring Dip`, `Pull Up (Bodyweight)`.
  static let movementModifiers: Set<String> = [
    "wide", "close", "narrow", "neutral", "grip", "strict", "kipping", "ring", "parallel", "bar", "bodyweight",
    "diamond", "incline", "decline", "standard", "regular",
  ]

  /// The keys a name's words match by: the words in order and in sorted
  /// order, each joined without spaces (`Chin Ups` → `chinup`, `Dips Chest`
  /// → `chestdip`).
  static func movementKeys(_ words: [String]) -> (ordered: String, sorted: String) {
    (words.joined(), words.sorted().joined())
  }

  /// Every key of a listed movement.
  static let movementTable: Set<String> = {
    var keys: Set<String> = []
    for m in bodyweightMovements {
      let k = movementKeys(m.split(separator: " ").map(String.init))
      keys.insert(k.ordered)
      keys.insert(k.sorted)
    }
    return keys
  }()

  /// A name's words as the bodyweight rule reads them: letters only,
  /// lowercased, a plural `s` dropped (`Ups`, `Dips`; not `Triceps`), the
  /// modifiers left out. Nil when the name has a digit (`Pull Up 2`).
  static func movementWords(of name: String) -> [String]? {
    var words: [String] = []
    var word = ""
    func flush() {
      defer { word = "" }
      guard !word.isEmpty else { return }
      var w = word
      if w.count >= 3, w.hasSuffix("s"), !w.hasSuffix("ss"), w != "triceps" { w.removeLast() }
      if !movementModifiers.contains(w) { words.append(w) }
    }
    for s in name.unicodeScalars {
      if s.properties.isAlphabetic {
        word += s.properties.lowercaseMapping
      } else {
        if s.properties.numericType != nil { return nil }
        flush()
      }
    }
    flush()
    return words
  }

  static func traits(of name: String) -> Traits {
    var t = Traits()
    var words: [String] = []
    var word = ""
    for s in name.unicodeScalars {
      if s.properties.isAlphabetic {
        word += s.properties.lowercaseMapping
      } else {
        if !word.isEmpty { words.append(word) }
        word = ""
      }
    }
    if !word.isEmpty { words.append(word) }
    t.assisted = words.contains("assisted")
    t.weighted = words.contains("weighted")
    if let m = movementWords(of: name), !m.isEmpty {
      let k = movementKeys(m)
      t.bodyweightMovement = movementTable.contains(k.ordered) || movementTable.contains(k.sorted)
    }
    return t
  }

  /// The load of a set. `negative` is true when a negative weight on an
  /// exercise not named as assisted was read as assistance (worth a warning).
  static func load(weight: DecimalValue?, unit: WeightUnit, traits: Traits, hasReps: Bool) -> (
    load: Load?, negative: Bool
  ) {
    guard let w = weight, w.significand != 0 else {
      return (hasReps ? .bodyweight(added: nil) : nil, false)
    }
    if w.isNegative {
      return (.bodyweight(added: Weight(w, unit)), !traits.assisted)
    }
    if traits.assisted { return (.bodyweight(added: Weight(w.negated, unit)), false) }
    if traits.weighted || traits.bodyweightMovement { return (.bodyweight(added: Weight(w, unit)), false) }
    return (.weight(Weight(w, unit)), false)
  }
}
