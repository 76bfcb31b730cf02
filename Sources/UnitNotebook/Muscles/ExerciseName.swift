/// An exercise name as the catalogue matches it (docs/muscles.md, "How
/// names match"): lower case, words without punctuation, each made
/// singular and common abbreviations spelt out, the equipment taken out
/// wherever it is written (`Bench Press (Barbell)`, `Barbell Bench Press`),
/// and what the apps write after ` - ` or in parentheses (`Lat Pulldown -
/// Wide Grip (Cable)`) kept apart as qualifiers.
///
/// A name is looked up by its `keys`, most specific first: with its
/// equipment and qualifiers, then without the qualifiers, then without
/// the words of position and grip (`seated`, `single arm`, `close grip`),
/// then the same three without the equipment.
struct ExerciseName: Sendable, Hashable {
  /// The equipment written in the name (`barbell`, `smith`, …), or "".
  var equipment = ""
  /// The name's words, with the equipment and the qualifiers taken out.
  var words: [String] = []
  /// The words after ` - ` and in parentheses, but the equipment.
  var qualifiers: [String] = []

  init(_ name: String) {
    let (main, qualified) = ExerciseName.split(name.lowercased())
    var all = ExerciseName.normalized(main)
    let split = all.count
    all += ExerciseName.normalized(qualified)
    let (equipment, kept) = NameWords.takeEquipment(all)
    self.equipment = equipment
    words = kept.filter { $0 < split }.map { all[$0] }
    qualifiers = kept.filter { $0 >= split }.map { all[$0] }
  }

  /// The keys to look the name up by, most specific first, each once.
  var keys: [String] { levelledKeys.map(\.key) }

  /// The keys, each with its level: how much of the name a key leaves
  /// out, the same for every name (0 the whole name, 1 its qualifiers put
  /// before the words, 2 without the qualifiers, 3 without the modifiers;
  /// 4 to 7 the same with the equipment left out), so that a key a name
  /// is filed under for a part of it never outranks one filed for all of
  /// another's.
  var levelledKeys: [(key: String, level: Int)] {
    var forms: [(words: [String], level: Int)] = [(words + qualifiers, 0)]
    if !qualifiers.isEmpty { forms += [(qualifiers + words, 1), (words, 2)] }
    forms.append((NameWords.withoutModifiers(words), 3))
    var keys: [(key: String, level: Int)] = []
    let prefixes: [String] = equipment.isEmpty ? [""] : [equipment, ""]
    for (e, prefix) in prefixes.enumerated() {
      for form in forms where !form.words.isEmpty {
        let key = prefix + "|" + form.words.joined()
        if !keys.contains(where: { $0.key == key }) { keys.append((key, e * 4 + form.level)) }
      }
    }
    return keys
  }

  /// The keys of the last resort, after every name's `keys`: the name
  /// without its first word, then its first two, …, down to its last two
  /// words, each with the equipment and without. Lifters and apps put a
  /// person's or a variation's name in front of the movement (`Meadows
  /// Incline DB Lateral Raise`, `Katana Triceps Extension`), which
  /// names itself last.
  var tailKeys: [String] {
    guard words.count > 2 else { return [] }
    var keys: [String] = []
    for first in 1...(words.count - 2) {
      for form in [Array(words[first...]), NameWords.withoutModifiers(Array(words[first...]))] where !form.isEmpty {
        for prefix in equipment.isEmpty ? [""] : [equipment, ""] {
          let key = prefix + "|" + form.joined()
          if !keys.contains(key) { keys.append(key) }
        }
      }
    }
    return keys
  }

  /// The name's identity: two names with the same one are the same
  /// exercise to the catalogue (`Pull-Up`, `pull ups`, `Pullup`).
  var identity: String { keys.first ?? "|" }

  /// The main part of the name, and what the apps add after ` - ` (a
  /// dash after a blank) or in parentheses, as two strings of words.
  static func split(_ name: String) -> (main: String, qualified: String) {
    var main = ""
    var qualified = ""
    var depth = 0
    var afterDash = false
    var previous: Unicode.Scalar = " "
    for c in name.unicodeScalars {
      defer { previous = c }
      if c == "(" || c == "[" || c == ")" || c == "]" {
        depth = c == "(" || c == "[" ? depth + 1 : max(0, depth - 1)
        qualified.unicodeScalars.append(" ")
      } else if depth == 0, previous == " ", c == "-" || c == "\u{2013}" || c == "\u{2014}" {
        afterDash = true
      } else if depth > 0 || afterDash {
        qualified.unicodeScalars.append(c)
      } else {
        main.unicodeScalars.append(c)
      }
    }
    return (main, qualified)
  }

  /// The words of a text: letters and digits, an apostrophe dropped
  /// (`farmer's` → `farmers`), anything else a space; then each word made
  /// singular and spelt out, and the small words left out.
  static func normalized(_ text: String) -> [String] {
    var words: [String] = []
    var word = ""
    func end() {
      if !word.isEmpty { words.append(word) }
      word = ""
    }
    for c in text.unicodeScalars {
      if c == "'" || c == "\u{2019}" || c == "\u{2018}" { continue }
      // ASCII first: Unicode's properties are looked up for the rest only.
      let isWordScalar =
        c.isASCII
        ? ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c)
        : c.properties.isAlphabetic || ("0"..."9").contains(c)
      if isWordScalar {
        word.unicodeScalars.append(c)
      } else {
        end()
      }
    }
    end()
    return NameWords.spelledOut(NameWords.joinedLetters(words).map(NameWords.singular))
  }
}
