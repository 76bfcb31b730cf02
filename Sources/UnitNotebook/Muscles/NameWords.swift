/// The word tables of the matching rule (`ExerciseName`): plurals,
/// abbreviations, equipment, and the words of position and grip. One
/// entry a word; docs/muscles.md lists them.
enum NameWords {
  /// A word made singular: `curls` → `curl`, `presses` → `press`,
  /// `flies` → `fly`, `calves` → `calf`; words in `ss`, `us` and `is` kept.
  static func singular(_ w: String) -> String {
    if let irregular = irregularPlurals[w] { return irregular }
    guard w.count > 3, w.hasSuffix("s") else { return w }
    if w.hasSuffix("ss") || w.hasSuffix("us") || w.hasSuffix("is") { return w }
    if w.hasSuffix("ies") { return String(w.dropLast(3)) + "y" }
    for end in ["ches", "shes", "sses", "xes"] where w.hasSuffix(end) { return String(w.dropLast(2)) }
    return String(w.dropLast())
  }

  static let irregularPlurals: [String: String] = [
    "ups": "up", "abs": "ab", "calves": "calf", "flyes": "fly", "flye": "fly", "flies": "fly",
  ]

  /// Single letters written apart (`e-z`, `t-bar`) joined: `ez`, `tbar`.
  static func joinedLetters(_ words: [String]) -> [String] {
    var out: [String] = []
    for w in words {
      if w.count == 1, let last = out.last, last.count == 1, !isDigit(w), !isDigit(last) {
        out[out.count - 1] = last + w
      } else {
        out.append(w)
      }
    }
    return out
  }

  private static func isDigit(_ w: String) -> Bool { w.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } }

  /// Abbreviations and other spellings spelt out (`rdl` → `romanian
  /// deadlift`, `db` → `dumbbell`), and the small words left out.
  static func spelledOut(_ words: [String]) -> [String] {
    var out: [String] = []
    for w in words where !smallWords.contains(w) {
      out += spellings[w] ?? [w]
    }
    return out
  }

  static let smallWords: Set<String> = ["a", "an", "the", "with", "and", "on", "of", "to", "for", "in"]

  static let spellings: [String: [String]] = [
    "rdl": ["romanian", "deadlift"],
    "sldl": ["stiff", "leg", "deadlift"],
    "sl": ["stiff", "leg"],
    "ohp": ["overhead", "press"],
    "bss": ["bulgarian", "split", "squat"],
    "ghr": ["glute", "ham", "raise"],
    "dl": ["deadlift"],
    "bp": ["bench", "press"],
    "cgbp": ["close", "grip", "bench", "press"],
    "db": ["dumbbell"],
    "dbs": ["dumbbell"],
    "dumbell": ["dumbbell"],
    "bb": ["barbell"],
    "kb": ["kettlebell"],
    "bw": ["bodyweight"],
    "ext": ["extension"],
    "legged": ["leg"],
    "deltoid": ["delt"],
    "hyper": ["hyperextension"],
    "physioball": ["ball"],
    "pressdown": ["pushdown"],
  ]

  /// The equipment a name may hold, as one or two words, and what it is
  /// called in a key.
  static let equipment: [([String], String)] = [
    (["smith", "machine"], "smith"), (["smith"], "smith"),
    (["plate", "loaded"], "machine"), (["machine"], "machine"), (["leverage"], "machine"),
    (["lever"], "machine"), (["barbell"], "barbell"), (["dumbbell"], "dumbbell"), (["cable"], "cable"),
    (["kettlebell"], "kettlebell"), (["band"], "band"), (["banded"], "band"), (["resistance", "band"], "band"),
    (["ez", "curl", "bar"], "ezbar"), (["ez", "bar"], "ezbar"), (["ez"], "ezbar"), (["curl", "bar"], "ezbar"),
    (["trap", "bar"], "trapbar"), (["hex", "bar"], "trapbar"), (["bodyweight"], "bodyweight"),
    (["body", "weight"], "bodyweight"), (["body", "only"], "bodyweight"),
  ]

  /// The first equipment the words name, and the places of the words that
  /// are not equipment (every equipment word is taken out).
  static func takeEquipment(_ words: [String]) -> (equipment: String, kept: [Int]) {
    var found = ""
    var kept: [Int] = []
    var k = 0
    while k < words.count {
      if let (phrase, name) = phrase(at: k, in: words, from: equipmentByFirstWord) {
        if found.isEmpty { found = name }
        k += phrase
      } else {
        kept.append(k)
        k += 1
      }
    }
    return (found, kept)
  }

  /// Words of position, grip and manner, which the catalogue often leaves
  /// out (`Seated Leg Curl` is `Leg Curl`): left out of the last keys.
  static let modifiers: [([String], String)] = [
    "seated", "sitting", "standing", "lying", "kneeling", "single arm", "single", "one arm", "1 arm", "two arm",
    "2 arm", "one", "two", "double", "alternating", "alternate", "unilateral", "iso lateral", "close grip",
    "wide grip", "medium grip", "narrow grip", "neutral grip", "reverse grip", "underhand", "overhand", "v grip",
    "grip", "close", "wide", "narrow", "weighted", "assisted", "paused", "pause", "tempo", "deficit", "flat", "rope",
  ].map { (phrase: String) in (phrase.split(separator: " ").map(String.init), "") }

  static func withoutModifiers(_ words: [String]) -> [String] {
    var out: [String] = []
    var k = 0
    while k < words.count {
      if let (length, _) = phrase(at: k, in: words, from: modifiersByFirstWord) {
        k += length
      } else {
        out.append(words[k])
        k += 1
      }
    }
    return out
  }

  /// A table's phrases by their first word, each word's in the table's
  /// order: a word is compared with the phrases it may start, not with
  /// every phrase (the catalogue's 873 names are filed at the first look-up).
  static func byFirstWord(_ table: [([String], String)]) -> [String: [([String], String)]] {
    var out: [String: [([String], String)]] = [:]
    for entry in table {
      guard let first = entry.0.first else { continue }
      out[first, default: []].append(entry)
    }
    return out
  }

  static let equipmentByFirstWord = byFirstWord(equipment)
  static let modifiersByFirstWord = byFirstWord(modifiers)

  /// The longest phrase of `table` at `words[k...]` (the first of the
  /// longest in the table's order): its length and name.
  static func phrase(at k: Int, in words: [String], from table: [String: [([String], String)]]) -> (Int, String)? {
    guard k < words.count, let candidates = table[words[k]] else { return nil }
    var best: (Int, String)? = nil
    for (phrase, name) in candidates where phrase.count > (best?.0 ?? 0) && k + phrase.count <= words.count {
      if words[k..<k + phrase.count].elementsEqual(phrase) { best = (phrase.count, name) }
    }
    return best
  }
}
