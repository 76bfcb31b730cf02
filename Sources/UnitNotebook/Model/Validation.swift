/// The invariants of the model: what a notebook can hold and print back
/// exactly as it was. The one home of the notebook's limits (the digits of
/// a number are `DecimalValue.maximumDigits`).
///
/// The text parser keeps them by construction, reading its limits from
/// here. The JSON and CSV readers, `Codable` decoding and the importers
/// check every value against them, so that whatever they accept converts to
/// notebook text and back to the very same value. Each check returns what
/// is wrong, in a lifter's words, or nil when the value is fine; the caller
/// adds where (a JSON path, a CSV row and column).
enum Validation {
  /// Which text a check is about, for the wording of its messages.
  enum TextRole {
    case name
    case title
    case note
    case setNote
    case routineName
    case sectionName
  }

  /// The bound of a time a set (or a rest) can hold, in seconds: a time is
  /// below a million hours, because the printer writes long times as
  /// `H:MM:SS` and the parser reads at most six digits of hours.
  static let maximumSeconds: Int64 = 3_600_000_000
  /// The largest whole number a notebook writes (reps): fifteen digits.
  static let maximumWhole = 999_999_999_999_999
  /// The most sets a shorthand (`100kg 1000×1`) or a prescription stands
  /// for, so that a typo cannot make the formatter write millions of lines.
  static let maximumSets = 1000
  /// The most sets of a `N×M` without a load: above it, `N` reads as a
  /// weight that lost its unit (`60x8`).
  static let maximumUnloadedSets = 20

  // MARK: - Text

  /// Free text (a name, title or note): not empty, one line, no control
  /// character but tab, no space or tab at either end.
  static func problem(text: String, role: TextRole) -> String? {
    var text = text
    return text.withUTF8 { problem(text: $0, role: role) }
  }

  /// The same check on the text's UTF-8 bytes.
  static func problem(text t: UnsafeBufferPointer<UInt8>, role: TextRole) -> String? {
    guard let first = t.first, let last = t.last else {
      switch role {
      case .name: return "an exercise name cannot be empty"
      case .title: return "a session title cannot be empty (leave the title out instead)"
      case .note: return "a note cannot be empty"
      case .setNote: return "a set note cannot be empty (leave the note out instead)"
      case .routineName: return "a routine's name cannot be empty"
      case .sectionName: return "a section's name cannot be empty"
      }
    }
    for b in t where b < 0x20 || b == 0x7F {
      if b == 0x09 { continue }
      if b == 0x0A || b == 0x0D {
        return role == .note
          ? "expected one line of text, found a line break (make each line a note entry of its own)"
          : "expected one line of text, found a line break"
      }
      return "control character \(Message.hex(b)) cannot be kept in a notebook"
    }
    if first == 0x20 || first == 0x09 || last == 0x20 || last == 0x09 {
      return "expected no space or tab at the start or end of the text"
    }
    if role == .sectionName { return problem(sectionName: t) }
    return nil
  }

  /// A section's name must not read back as a heading: `## 2026-12-01` is
  /// a date, `## Routine X` a routine.
  private static func problem(sectionName t: UnsafeBufferPointer<UInt8>) -> String? {
    guard let first = t.first else { return nil }
    if first >= 0x30 && first <= 0x39 { return "a section's name cannot open with a digit (it would read as a date)" }
    if first == UInt8(ascii: "#") { return "a section's name cannot open with #" }
    var word = ""
    for b in t {
      if b == 0x20 || b == 0x09 { break }
      word.unicodeScalars.append(Unicode.Scalar(b))
    }
    if ["routine", "template"].contains(word.lowercased()) {
      return "a section's name cannot open with the word routine or template"
    }
    if word.lowercased() == "muscles" {
      return "a section's name cannot open with the word muscles (it would read as the muscles section's heading)"
    }
    return nil
  }

  /// A declaration of the muscles section: its name as an exercise's, one
  /// primary group or more, each group listed once.
  static func problems(in d: MuscleDeclaration) -> [(key: String, message: String)] {
    var found: [(String, String)] = []
    if let p = problem(text: d.exercise, role: .name) { found.append(("exercise", p)) }
    if d.primary.isEmpty { found.append(("primary", "expected one muscle group or more")) }
    for (key, list) in [("primary", d.primary), ("secondary", d.secondary)] {
      for (k, g) in list.enumerated() {
        if list[..<k].contains(g) || (key == "secondary" && d.primary.contains(g)) {
          found.append(("\(key)[\(k)]", "\(g.name) is already listed: list a group once, primary or secondary"))
        }
      }
    }
    return found
  }

  /// Sections open in order, each at an exercise of the routine or at its end.
  static func problem(exercisesBefore n: Int, previous: Int, exercises: Int) -> String? {
    if n < previous {
      return "expected \(previous) or more exercises before this section (the one above opens there), found \(n)"
    }
    if n > exercises {
      return "expected at most \(exercises) exercises before a section (the routine has \(exercises)), found \(n)"
    }
    return nil
  }

  /// A superset label: one or two capital letters, then one or two digits (`A1`, `AB12`).
  static func problem(label: String) -> String? {
    let b = Array(label.utf8)
    var i = 0
    while i < b.count, i < 2, b[i] >= 0x41, b[i] <= 0x5A { i += 1 }
    let letters = i
    while i < b.count, i - letters < 2, b[i] >= 0x30, b[i] <= 0x39 { i += 1 }
    if letters >= 1, i > letters, i == b.count { return nil }
    return "expected a superset label: one or two capital letters and one or two digits (A1, B2, AB12)"
  }

  // MARK: - Numbers

  static func problem(reps: Int) -> String? {
    if reps < 0 { return "expected reps of 0 or more, found \(reps)" }
    if reps > maximumWhole {
      return "expected reps of at most \(maximumWhole) (a number has at most 15 digits), found \(reps)"
    }
    return nil
  }

  /// A weight; only the added weight of bodyweight work may be negative
  /// (assistance, `BW-25kg`).
  static func problem(weight: DecimalValue, bodyweight: Bool) -> String? {
    guard weight.isNegative, !bodyweight else { return nil }
    return
      "expected a weight of 0 or more (only assisted bodyweight work, such as BW-25kg, is negative), found \(weight)"
  }

  /// Is a time (not negative) below `maximumSeconds`? Its whole seconds
  /// are compared as an integer: no division for a whole number (nearly
  /// every time and rest the parser and the importers read), and none by
  /// a variable otherwise.
  @inline(__always)
  static func isBelowTimeLimit(_ v: DecimalValue) -> Bool {
    var whole = v.significand
    if v.scale > 0 {
      var p: Int64 = 1
      for _ in 0..<v.scale { p &*= 10 }
      whole /= p
    }
    return whole < maximumSeconds
  }

  static func problem(seconds: DecimalValue) -> String? {
    if seconds.isNegative { return "expected a time of 0 seconds or more, found \(seconds)" }
    if !isBelowTimeLimit(seconds) {
      return "a time is at most 999999:59:59 (3599999999 seconds), found \(seconds)"
    }
    return nil
  }

  /// A rest, after a set or a routine's sets.
  static func problem(rest: DecimalValue) -> String? {
    if rest.isNegative { return "expected a rest of 0 seconds or more, found \(rest)" }
    if !isBelowTimeLimit(rest) {
      return "a rest is at most 999999:59:59 (3599999999 seconds), found \(rest)"
    }
    return nil
  }

  /// A prescription's number of sets: 1 to 1,000, and at most 20 without a
  /// load (the notebook reads a bigger `N×M` without a load as a weight that
  /// lost its unit).
  static func problem(sets: Int, hasLoad: Bool) -> String? {
    let limit = hasLoad ? maximumSets : maximumUnloadedSets
    if sets < 1 { return "expected at least 1 set, found \(sets)" }
    if sets > limit {
      return hasLoad
        ? "expected at most \(limit) sets, found \(sets)"
        : "expected at most \(limit) sets without a load (more would read as a weight without its unit), found \(sets)"
    }
    return nil
  }

  /// The top of a rep range: above the bottom (`reps`).
  static func problem(maxReps: Int, reps: Int?) -> String? {
    guard let reps else { return "the top of a rep range (maxReps) needs its bottom (reps)" }
    return maxReps > reps ? nil : "the top of a rep range is above its bottom (\(reps)), found \(maxReps)"
  }

  /// A step: a weight, 0 or more.
  static func problem(step: DecimalValue) -> String? {
    step.isNegative ? "expected a step of 0 or more (a step adds weight), found \(step)" : nil
  }

  /// The most a percentage load may be: 150% of the training max.
  static let maximumPercent = 150

  /// A routine's percentage load (`85%`): 0 to 150.
  static func problem(percent: DecimalValue) -> String? {
    if percent.isNegative { return "expected a percentage of 0 or more, found \(percent)%" }
    if percent > DecimalValue(maximumPercent) { return Message.percentTooHigh("\(percent)%").text }
    return nil
  }

  /// A training max: its load a weight of 0 or more (or `BW` with an
  /// added load), its step 0 or more, its rounding above 0; a session's
  /// has neither step nor rounding.
  static func problem(trainingMax tm: TrainingMax, inRoutine: Bool) -> String? {
    if case .weight(let w) = tm.load, w.value.isNegative {
      return "expected a training max of 0 or more, found \(w.value)\(w.unit.rawValue)"
    }
    if let s = tm.step, s.value.isNegative {
      return "expected a training max's step of 0 or more (a step adds weight), found \(s.value)\(s.unit.rawValue)"
    }
    if let r = tm.round, r.value.isNegative || r.value.significand == 0 {
      return "expected a rounding increment above 0, found \(r.value)\(r.unit.rawValue)"
    }
    if !inRoutine, tm.step != nil || tm.round != nil {
      return "a training max's step and rounding belong in a routine: a session writes the TM in effect"
    }
    return nil
  }

  /// Where a routine stands: among the sessions, not before the routine above.
  static func problem(sessionsBefore n: Int, previous: Int, sessions: Int) -> String? {
    if n < previous { return "expected \(previous) or more: routines are listed in the order written, found \(n)" }
    if n > sessions { return "expected at most \(sessions), the number of sessions, found \(n)" }
    return nil
  }

  /// The heaviest body weight a notebook holds: 400 kg (881.8 lb).
  static let maximumBodyweightKg: Int64 = 400

  /// A body weight (`Bodyweight 82.4kg`): more than 0, at most 400 kg.
  static func problem(bodyweight w: Weight) -> String? {
    if w.value.isNegative || w.value.significand == 0 {
      return "expected a body weight above 0, found \(w.value)\(w.unit.rawValue)"
    }
    // Compared exactly, as value × the unit's mass ≤ 400 kg.
    let size = w.unit.facts
    var limit = Int128(maximumBodyweightKg)
    let value = Int128(w.value.significand) * Int128(size.mass)
    for _ in 0..<(Int(w.value.scale) + size.places) { limit *= 10 }
    if value > limit {
      return "expected a body weight of at most \(maximumBodyweightKg)kg (881.8lb), found \(w.value)\(w.unit.rawValue)"
    }
    return nil
  }

  static func problem(distance: DecimalValue) -> String? {
    distance.isNegative ? "expected a distance of 0 or more, found \(distance)" : nil
  }

  static func problem(rpe: DecimalValue) -> String? {
    isRPE(rpe) ? nil : Message.rpeRange(rpe.description).text
  }

  /// Is the number an RPE: from 1 to 10? (The parser asks on every `@`.)
  @inline(__always)
  static func isRPE(_ d: DecimalValue) -> Bool {
    // Whole and half RPEs (`8`, `7.5`) compared as integers: no division.
    switch d.scale {
    case 0: return d.significand >= 1 && d.significand <= 10
    case 1: return d.significand >= 10 && d.significand <= 100
    default: return d >= 1 && d <= 10
    }
  }

  // MARK: - Whole values

  /// A set holds at least one of reps, a time and a distance.
  static func problem(amountOf s: WorkoutSet) -> String? {
    s.reps == nil && s.seconds == nil && s.distance == nil
      ? "a set needs reps, a time in seconds or a distance" : nil
  }

  /// An end time only comes with a start time.
  static func problem(start: TimeOfDay?, end: TimeOfDay?) -> String? {
    end != nil && start == nil ? "an end time needs a start time" : nil
  }

  /// A prescription holds at least one of reps, a time and a distance.
  static func problem(amountOf p: Prescription) -> String? {
    p.reps == nil && p.seconds == nil && p.distance == nil
      ? "a prescription needs reps, a time in seconds or a distance" : nil
  }

  /// `5+`: as many reps as possible needs the reps it is at least.
  static func problem(amrap: Bool, reps: Int?) -> String? {
    amrap && reps == nil ? "as many reps as possible (amrap) needs the reps it is at least" : nil
  }

  /// Every problem of a set's values (the texts and numbers), in field order.
  static func problems(in s: WorkoutSet) -> [String] {
    var found: [String] = []
    if case .weight(let w)? = s.load, let p = problem(weight: w.value, bodyweight: false) { found.append(p) }
    if let r = s.reps, let p = problem(reps: r) { found.append(p) }
    if let d = s.distance, let p = problem(distance: d.value) { found.append(p) }
    if let t = s.seconds, let p = problem(seconds: t) { found.append(p) }
    found += problems(in: s.marks, order: ValuedMark.allCases)
    if let n = s.note, let p = problem(text: n, role: .setNote) { found.append(p) }
    if let p = problem(amountOf: s) { found.append(p) }
    if let p = problem(amrap: s.amrap, reps: s.reps) { found.append(p) }
    return found
  }

  /// The problems of marks with a value, in `order`.
  static func problems(in marks: SetMarks, order: [ValuedMark]) -> [String] {
    order.compactMap { m in marks[m].flatMap(m.problem) }
  }

  /// Every problem of a prescription's values, in field order.
  static func problems(in x: Prescription) -> [String] {
    var found: [String] = []
    if case .weight(let w)? = x.load, let p = problem(weight: w.value, bodyweight: false) { found.append(p) }
    if let pct = x.percent {
      if let p = problem(percent: pct) { found.append(p) }
      if x.load != nil { found.append("a prescription has a load or a percentage of the training max, not both") }
    }
    if let p = problem(sets: x.sets, hasLoad: x.load != nil || x.percent != nil || x.joined) { found.append(p) }
    if let r = x.reps, let p = problem(reps: r) { found.append(p) }
    if let m = x.maxReps, let p = problem(maxReps: m, reps: x.reps) { found.append(p) }
    if let d = x.distance, let p = problem(distance: d.value) { found.append(p) }
    if let t = x.seconds, let p = problem(seconds: t) { found.append(p) }
    if let s = x.step, let p = problem(step: s.value) { found.append(p) }
    // A prescription's rest is with its step, its RPE target after it.
    found += problems(in: x.marks, order: [.rest] + ValuedMark.allCases.filter { $0 != .rest })
    if let n = x.note, let p = problem(text: n, role: .setNote) { found.append(p) }
    if let p = problem(amountOf: x) { found.append(p) }
    if let p = problem(amrap: x.amrap, reps: x.reps) { found.append(p) }
    if let p = problem(lineOf: x) { found.append(p) }
    if let r = x.progression, let p = problem(progression: r) { found.append(p) }
    return found
  }

  /// A group joined to the line before it carries none of the line's own
  /// (step, rest, note, rules); `85%+5lb` adds a weight of 0 or more to a
  /// percentage.
  static func problem(lineOf x: Prescription) -> String? {
    if let plus = x.percentPlus {
      if x.percent == nil { return "a weight added to a percentage (percentPlus) needs the percentage" }
      if plus.value.isNegative { return "expected a weight of 0 or more added to the percentage, found \(plus.value)" }
    }
    guard x.joined else { return nil }
    if x.step != nil || x.rest != nil || x.note != nil || x.progression != nil {
      return
        "a group joined to the line before it (joined) has no step, rest, note or rules of its own: they are the line's first prescription's"
    }
    return nil
  }

  /// The rules of a line: counts of 1 or more, weights of 0 or more, a
  /// percentage of at most 100 off (150 of a test).
  static func problem(progression r: Progression) -> String? {
    if r == Progression() { return "a line's rules (progression) hold at least one rule: leave them out instead" }
    if let n = r.repStep, n < 1 { return "expected a rep step (+1 rep) of 1 or more, found \(n)" }
    for t in r.tiers {
      if t.step.value.isNegative { return "expected a step of 0 or more, found \(t.step.value)" }
      if t.reps < 1 { return "expected the reps that earn a step (at 4) to be 1 or more, found \(t.reps)" }
    }
    if let f = r.failure, let p = problem(failure: f) { return p }
    for stage in r.stages {
      if stage.isEmpty { return "a stage needs at least one group of sets (5×2)" }
      for g in stage {
        if let p = problem(sets: g.sets, hasLoad: true) { return p }
        if let p = problem(reps: g.reps) { return p }
      }
    }
    switch r.reset {
    case .step(let w)?: if w.value.isNegative { return "expected a step of 0 or more after then, found \(w.value)" }
    case .test(let reps, let pct)?:
      if reps < 1 { return "expected a test of 1 rep or more (5RM), found \(reps)" }
      if let p = problem(percent: pct) { return p }
    case nil: break
    }
    if r.reset != nil, r.stages.isEmpty { return "then says what follows the last stage: write the stages (→ 3×8)" }
    if let t = r.test, t < 1 { return "expected a test of 1 rep or more (1RM), found \(t)" }
    if let w = r.round, w.value.isNegative || w.value.significand == 0 {
      return "expected a rounding increment above 0, found \(w.value)\(w.unit.rawValue)"
    }
    if let role = r.role, let p = problem(role: role) { return p }
    return nil
  }

  /// A role (`role T2`): ASCII letters and digits, 1 to 20 of them.
  static func problem(role: String) -> String? {
    let ok =
      (1...20).contains(role.utf8.count)
      && role.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x7A).contains($0 | 0x20) }
    return ok ? nil : "expected a role of letters and digits, 1 to 20 of them (role T2), found \(role)"
  }

  /// A failure's amount: a percentage above 0 and at most 100, a weight of
  /// 0 or more, or 1 step or more; after 1 session or more.
  static func problem(failure f: FailureRule) -> String? {
    switch f.amount {
    case .percent(let p):
      if p.isNegative || p.significand == 0 || p > DecimalValue(100) {
        return "expected a failure's percentage above 0 and at most 100, found \(p)%"
      }
    case .weight(let w): if w.value.isNegative { return "expected a failure's weight of 0 or more, found \(w.value)" }
    case .steps(let n): if n < 1 { return "expected 1 step or more, found \(n)" }
    }
    if case .sessions(let n) = f.count, n < 1 { return "expected a failure after 1 session or more, found \(n)" }
    return nil
  }
}
