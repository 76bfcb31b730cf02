/// How an exported weight becomes a notebook load: bodyweight is `BW`, never
/// `0kg`; assisted exercises are `BW-…`; weighted bodyweight is `BW+…`.
///
/// The exports have no bodyweight flag, so the exercise name decides, as
/// docs/import.md lists:
/// - a name with the word `Assisted` (`Pull Up (Assisted)`, `Assisted Dip`):
///   the weight is assistance, `BW-25kg`;
/// - a name with the word `Weighted` (`Chin Up (Weighted)`), or a plain
///   bodyweight movement (`Pull Up`, `Chin Up`, `Dip`, `Push Up`, …): the weight
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

  /// Plain bodyweight movements, written lowercase without spaces or dashes.
  static let bodyweightMovements: Set<String> = [
    "pullup", "chinup", "dip", "dips", "chestdip", "tricepsdip", "tricepdip", "benchdip",
    "pushup", "muscleup", "invertedrow", "pullup(bodyweight)", "chinup(bodyweight)",
    "dip(bodyweight)", "pushup(bodyweight)",
  ]

  static func traits(of name: String) -> Traits {
    var t = Traits()
    var words: [String] = []
    var word = ""
    var compact = ""
    for s in name.unicodeScalars {
      let lower = s.properties.lowercaseMapping
      if s.properties.isAlphabetic {
        word += lower
        compact += lower
      } else {
        if !word.isEmpty { words.append(word) }
        word = ""
        if s == "(" || s == ")" || s.properties.numericType != nil { compact.unicodeScalars.append(s) }
      }
    }
    if !word.isEmpty { words.append(word) }
    t.assisted = words.contains("assisted")
    t.weighted = words.contains("weighted")
    t.bodyweightMovement = bodyweightMovements.contains(compact)
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
