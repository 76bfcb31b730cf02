@testable import UnitNotebook

/// Writes a notebook the way people type it: ASCII `x` for `×`, `kgs` and
/// `lbs`, `done` and `fail`, list bullets, tabs, stray blank lines, CRLF, a
/// byte-order mark, shorthands. The parser must read it back to the very same
/// model.
struct MessyWriter {
  var rng: SeededRandom

  init(seed: UInt64) { rng = SeededRandom(seed: seed) }

  mutating func write(_ nb: Notebook) -> [UInt8] {
    var lines: [String] = []
    for n in nb.notes { lines.append(">" + pick(" ", "  ", "") + escapedNote(n)) }
    if !nb.muscles.isEmpty { writeMuscles(nb.muscles, &lines) }
    var routine = 0
    for (k, s) in nb.sessions.enumerated() {
      while routine < nb.routines.count, nb.routines[routine].sessionsBefore <= k {
        writeRoutine(nb.routines[routine], &lines)
        routine += 1
      }
      maybeBlank(&lines)
      lines.append(heading(s))
      for n in s.notes { lines.append("> " + escapedNote(n)) }
      maybeBlank(&lines)
      // The body weight, before the exercises or after them.
      let weighFirst = rng.chance(0.5)
      if weighFirst, let w = s.bodyweight { lines.append(bodyweight(w)) }
      for x in s.exercises {
        maybeBlank(&lines)
        writeExercise(x, &lines)
      }
      if !weighFirst, let w = s.bodyweight {
        maybeBlank(&lines)
        lines.append(bodyweight(w))
      }
    }
    for r in nb.routines[routine...] { writeRoutine(r, &lines) }
    let ending = rng.chance(0.2) ? "\r\n" : "\n"
    var text = lines.joined(separator: ending)
    if rng.chance(0.7) { text += ending }
    var bytes = Array(text.utf8)
    if rng.chance(0.1) { bytes.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0) }
    return bytes
  }

  mutating func pick(_ choices: String...) -> String { rng.pick(choices) }

  /// The muscles section as people type it: the heading in any case, a
  /// bullet, the words lifters use for a group (`quads`), `primary:`,
  /// `secondary` with or without its colon, after a `;` or a `,`.
  mutating func writeMuscles(_ muscles: [MuscleDeclaration], _ lines: inout [String]) {
    maybeBlank(&lines)
    lines.append(pick("# ", "#", "## ", "#  ") + pick("Muscles", "muscles", "MUSCLES"))
    for d in muscles {
      maybeBlank(&lines)
      var escaped = ByteBuffer()
      TextEscaper.append(d.exercise, context: .name, to: &escaped)
      var line = pick("", "", "- ", "  ") + escaped.string + pick(":", " :") + pick(" ", "  ", "\t")
      if rng.chance(0.1) { line += pick("primary: ", "Primary ") }
      line += groups(d.primary)
      if !d.secondary.isEmpty {
        line += pick("; ", ";", ", ", " ; ") + pick("secondary: ", "secondary ", "Secondary:", "SECONDARY:  ")
        line += groups(d.secondary)
      }
      lines.append(line)
    }
  }

  mutating func groups(_ groups: [MuscleGroup]) -> String {
    groups.map { g in
      let spelling = rng.chance(0.3) ? rng.pick([g.name] + g.otherSpellings) : g.name
      return rng.chance(0.2) ? spelling.uppercased() : spelling
    }.joined(separator: rng.pick([", ", ",", " , "]))
  }

  /// `Bodyweight 82.4kg` as people type it: `body weight`, any case, a
  /// decimal comma, a space before the unit, `kgs`.
  mutating func bodyweight(_ w: Weight) -> String {
    var number = w.value.description
    if rng.chance(0.2) { number = number.replacing(".", with: ",") }
    let unit = w.unit == .kg ? pick("kg", "kgs", "KG", " kg") : pick("lb", "lbs", " lbs")
    return pick("", "- ") + pick("Bodyweight", "bodyweight", "body weight", "BODY  WEIGHT", "Body Weight") + " "
      + number + unit
  }

  mutating func maybeBlank(_ lines: inout [String]) {
    if rng.chance(0.3) { lines.append(pick("", "  ", "\t")) }
  }

  mutating func heading(_ s: Session) -> String {
    var h = pick("# ", "#", "## ") + s.date.description
    var canonicalPrefix = "# " + s.date.description
    if let t = s.start {
      h += " " + time(t)
      canonicalPrefix += " " + t.description
      if let e = s.end {
        h += pick("–", "-", " - ", " – ", "—") + time(e)
        canonicalPrefix += "–" + e.description
      }
    }
    guard s.title != nil else { return h }
    // The title as the printer escapes it: print the heading, keep what
    // follows the date and times.
    var bare = s
    bare.notes = []
    bare.exercises = []
    let line =
      String(decoding: Notebook(sessions: [bare]).canonicalUTF8, as: UTF8.self)
      .split(separator: "\n").first.map(String.init) ?? ""
    return h + String(line.dropFirst(canonicalPrefix.count))
  }

  mutating func time(_ t: TimeOfDay) -> String {
    if t.second != 0 { return t.description }
    if rng.chance(0.2), t.hour >= 1 {
      let h12 = t.hour % 12 == 0 ? 12 : t.hour % 12
      return "\(h12):" + (t.minute < 10 ? "0" : "") + "\(t.minute)"
        + (t.hour < 12 ? pick("am", "AM") : pick("pm", "PM"))
    }
    if rng.chance(0.3), t.hour < 10 { return "\(t.hour):" + (t.minute < 10 ? "0" : "") + "\(t.minute)" }
    return t.description
  }

  mutating func escapedNote(_ n: String) -> String {
    var b = ByteBuffer()
    TextEscaper.append(n, context: .note, to: &b)
    return b.string
  }

  mutating func name(_ x: Exercise) -> String {
    name(x.name, superset: x.superset)
  }

  mutating func name(_ name: String, superset: String?, inRoutine: Bool = false) -> String {
    var b = ByteBuffer()
    if let label = superset { b.append(label + pick(".", ")", ":") + " ") }
    var escaped = ByteBuffer()
    TextEscaper.append(name, context: .name, to: &escaped)
    let colon = escaped.bytes.withUnsafeBufferPointer {
      inRoutine ? TextEscaper.routineNameNeedsColon($0) : TextEscaper.nameNeedsColon($0)
    }
    b.append(escaped.bytes)
    // An optional colon, unless it would turn a name like `A1` into a label.
    let looksLikeLabel = (Array(name.utf8) + [0x3A]).withUnsafeBufferPointer {
      Words.supersetLabel($0, 0, $0.count) != nil
    }
    if colon || (rng.chance(0.1) && !looksLikeLabel) { b.append(":") }
    return b.string
  }

  mutating func writeExercise(_ x: Exercise, _ lines: inout [String]) {
    lines.append(name(x) + (x.trainingMax.map { trainingMax($0) } ?? ""))
    var i = 0
    while i < x.sets.count {
      // Runs of identical sets may be written as `N×M`.
      var run = 1
      while i + run < x.sets.count, x.sets[i + run] == x.sets[i], x.sets[i].note == nil { run += 1 }
      let s = x.sets[i]
      if run > 1, rng.chance(0.5), s.load != nil, s.reps != nil, s.seconds == nil, s.distance == nil {
        lines.append(indent() + setText(s, count: run))
        i += run
      } else {
        lines.append(indent() + setText(s, count: nil))
        i += 1
      }
    }
    for n in x.notes { lines.append(pick("  ", "", "\t") + "> " + escapedNote(n)) }
  }

  mutating func indent() -> String { pick("  ", "    ", "\t", "- ", "* ", "  - ", "+ ") }

  mutating func setText(_ s: WorkoutSet, count: Int?) -> String {
    var parts: [String] = []
    let kind: String? =
      switch s.kind {
      case .normal: nil
      case .warmup: pick("warmup", "warm-up", "Warmup")
      case .drop: pick("drop", "dropset")
      case .failure: pick("failure", "FAILURE")
      }
    let kindLeading = rng.chance(0.8)
    if let k = kind, kindLeading { parts.append(k) }
    if let l = s.load {
      parts.append(load(l))
      if let n = count {
        parts.append("\(n)" + pick("×", "x", "X") + "\(s.reps ?? 0)" + (s.amrap ? "+" : ""))
      } else {
        parts.append(pick("×", "x", "X", "*"))
        parts.append(amount(s))
      }
    } else {
      parts.append(amount(s))
    }
    var marks: [String] = []
    switch s.status {
    case .done: marks.append(pick("✓", "done", "✔", "✅", "Done"))
    case .failed: marks.append(pick("✗", "fail", "✘", "❌", "failed"))
    case .planned: break
    }
    if let r = s.rpe { marks.append(pick("@", "@ ") + r.description) }
    if let r = s.rest { marks.append(pick("rest", "Rest", "REST") + pick(" ", "  ") + duration(r)) }
    if let k = kind, !kindLeading { marks.append(k) }
    if rng.chance(0.5) { marks.reverse() }
    parts.append(contentsOf: marks)
    if let n = s.note { parts.append(">" + pick(" ", "  ") + escapedNote(n)) }
    return parts.joined(separator: pick(" ", "  ", "\t"))
  }

  mutating func weight(_ w: Weight) -> String {
    var number = w.value.magnitude.description
    if rng.chance(0.2), w.value.isWhole { number += ".0" }
    if rng.chance(0.2), !w.value.isWhole { number = number.replacingOccurrences(".", with: ",") }
    let unit = w.unit == .kg ? pick("kg", "kgs", "KG", "Kg") : pick("lb", "lbs", "LB", "Lbs")
    return number + pick("", " ") + unit
  }

  /// ` TM 140kg +5kg round 1kg` as people type it, after a name.
  mutating func trainingMax(_ tm: TrainingMax) -> String {
    var text = pick(" ", "  ") + pick("TM", "tm", "Tm") + pick(" ", "  ") + load(tm.load)
    var tail: [String] = []
    if let s = tm.step { tail.append(pick("+", "+ ") + weight(s)) }
    if let r = tm.round { tail.append(pick("round ", "ROUND  ") + weight(r)) }
    if rng.chance(0.5) { tail.reverse() }
    for t in tail { text += pick(" ", "   ", "\t") + t }
    return text
  }

  mutating func load(_ l: Load) -> String {
    switch l {
    case .weight(let w): return weight(w)
    case .bodyweight(nil): return pick("BW", "bw", "Bw")
    case .bodyweight(let added?):
      let sign = added.value.isNegative ? "-" : "+"
      return pick("BW", "bw") + pick(sign, " \(sign) ") + weight(added)
    }
  }

  mutating func amount(_ s: WorkoutSet) -> String {
    var parts: [String] = []
    if let r = s.reps { parts.append(s.amrap ? "\(r)+" : rng.chance(0.2) ? "\(r) reps" : "\(r)") }
    if let d = s.distance { parts.append(d.value.description + pick("", " ") + d.unit.rawValue) }
    if let t = s.seconds { parts.append(duration(t)) }
    return parts.joined(separator: " ")
  }

  mutating func duration(_ t: DecimalValue) -> String {
    var b = ByteBuffer()
    b.appendDuration(t)
    let canonical = b.string
    if t.isWhole, let secs = t.integerValue {
      switch rng.int(0...3) {
      case 0: return "\(secs)" + pick("s", " s", "sec", " secs")
      case 1 where secs % 60 == 0 && secs > 0: return "\(secs / 60)" + pick("min", " min", "mins")
      case 2 where secs < 3600:
        return "\(secs / 60):" + (secs % 60 < 10 ? "0" : "") + "\(secs % 60)"
      default: return canonical
      }
    }
    return canonical
  }
}

extension String {
  /// Replaces every occurrence of `a` with `b` (no Foundation needed).
  func replacingOccurrences(_ a: Character, with b: Character) -> String {
    String(map { $0 == a ? b : $0 })
  }
}
