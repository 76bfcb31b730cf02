/// One Fitdown line that is a set (`3x5@165`, `5 @ 255 TOUGH`, `- [x]
/// 3@135`, `8@135 Barbell Row`), a bodyweight set (`10 pull-ups`), a time
/// (`10:30 am start time`), or a weight without reps (`Up to 145lb`).
struct FitdownSet {
  var count = 1
  var reps = 0
  var weight: DecimalValue? = nil
  /// The unit written after the weight; nil when none was.
  var unit: WeightUnit? = nil
  /// The text after the set: its note, or the exercise's name.
  var text: String? = nil
  /// `- [ ] 3@135`: a task not ticked, so a set not done.
  var planned = false
  /// `warmup 5@95`: a warm-up set.
  var warmup = false
  /// Why the set cannot be a notebook's (a number past its limits): the
  /// import stops there.
  var problem: String? = nil

  /// Words that say what a number measures, so that `10 min walk` or `4
  /// sets of 3` is not read as reps of an exercise.
  static let measureWords: Set<String> = [
    "x", "lb", "lbs", "kg", "kgs", "s", "sec", "secs", "second", "seconds", "m", "min", "mins", "minute", "minutes",
    "h", "hr", "hrs", "hour", "hours", "km", "mi", "mile", "miles", "set", "sets", "rep", "reps", "times", "am", "pm",
  ]

  /// `N@W`, `NxR@W` (blanks allowed around `x` and `@`), then an optional
  /// unit and text; list and task markers before it are left out.
  static func parse(_ line: String) -> FitdownSet? {
    var set = FitdownSet()
    var s = Substring(line)
    if let (rest, planned) = withoutMarker(s) {
      s = rest
      set.planned = planned
    }
    let word = s.prefix { $0.isLetter || $0 == "-" }.lowercased()
    if ["warmup", "warm-up", "wu"].contains(word) {
      s = s.dropFirst(word.count).drop { $0 == " " || $0 == ":" }
      set.warmup = true
    }
    guard let first = leadingInt(&s) else { return nil }
    s = s.drop { $0 == " " }
    if let x = s.first, x == "x" || x == "X" {
      s = s.dropFirst().drop { $0 == " " }
      guard let r = leadingInt(&s), (1...Validation.maximumSets).contains(first) else { return nil }
      set.count = first
      set.reps = r
      s = s.drop { $0 == " " }
    } else {
      set.reps = first
    }
    guard Validation.problem(reps: set.reps) == nil, s.first == "@" else { return nil }
    s = s.dropFirst().drop { $0 == " " }
    let load = s.prefix { $0.isLetter }.lowercased()
    if load == "bw" || load == "bodyweight" {
      s = s.dropFirst(load.count)
    } else {
      let digits = s.prefix { $0.isNumber || $0 == "." || $0 == "," }
      switch ImportNumber.decimal(String(digits)) {
      case .value(let w, _): set.weight = w
      case .tooLarge: set.problem = "\(digits) has more digits than a notebook number holds (15)"
      case .empty, .invalid: return nil
      }
      s = s.dropFirst(digits.count)
      set.unit = unit(&s)
    }
    let text = ImportText.trim(String(s))
    set.text = text.isEmpty ? nil : text
    return set
  }

  /// `lb`, `lbs`, `kg`, `kgs` after a weight, glued or after one space.
  private static func unit(_ s: inout Substring) -> WeightUnit? {
    let t = s.drop { $0 == " " }
    let word = t.prefix { $0.isLetter }
    guard let u = ImportUnits.weight(String(word)), ["lb", "lbs", "kg", "kgs"].contains(word.lowercased()) else {
      return nil
    }
    s = t.dropFirst(word.count)
    return u
  }

  /// `- `, `* `, `+ `, `- [x] `, `- [ ] ` at the start; true for a task not ticked.
  private static func withoutMarker(_ s: Substring) -> (Substring, Bool)? {
    guard let m = s.first, m == "-" || m == "*" || m == "+", s.dropFirst().first == " " else { return nil }
    let rest = s.dropFirst(2).drop { $0 == " " }
    if rest.hasPrefix("[x] ") || rest.hasPrefix("[X] ") { return (rest.dropFirst(4).drop { $0 == " " }, false) }
    if rest.hasPrefix("[ ] ") { return (rest.dropFirst(4).drop { $0 == " " }, true) }
    return (rest, false)
  }

  private static func leadingInt(_ s: inout Substring) -> Int? {
    let digits = s.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count <= 15, let n = Int(digits) else { return nil }
    s = s.dropFirst(digits.count)
    return n
  }

  /// `10 pull-ups`: reps, then a name that starts with a letter and is
  /// not a measure (`10 min walk`); no `@` on the line.
  static func bodyweight(_ line: String) -> FitdownSet? {
    guard !line.contains("@") else { return nil }
    var s = Substring(line)
    guard let reps = leadingInt(&s), Validation.problem(reps: reps) == nil, s.first == " " else { return nil }
    let name = ImportText.trim(String(s))
    let firstWord = name.prefix { $0.isLetter }.lowercased()
    guard let c = name.first, c.isLetter, !measureWords.contains(firstWord) else { return nil }
    return FitdownSet(reps: reps, text: name)
  }

  /// `10:30 am start time`, `12:05pm`: the time, and the words after it.
  static func clock(_ line: String) -> (TimeOfDay, String)? {
    let bytes = Array(line.utf8)
    return bytes.withUnsafeBufferPointer { b -> (TimeOfDay, String)? in
      var scan = ImportDate.Scan(b)
      guard let t = ImportDate.clock(&scan) else { return nil }
      let rest = String(decoding: b[scan.i...], as: UTF8.self)
      guard rest.isEmpty || rest.first == " " else { return nil }
      return (t, ImportText.trim(rest))
    }
  }

  /// True when the line holds a number with a weight unit (`145lb`, `35 lb`).
  static func hasWeight(_ line: String) -> Bool {
    var s = Substring(line)
    while let d = s.firstIndex(where: { $0.isNumber }) {
      s = s[d...].drop { $0.isNumber || $0 == "." }
      var t = s
      if unit(&t) != nil { return true }
    }
    return false
  }
}
