@testable import UnitNotebook

/// Routines typed the way people type them: `template` or `routine`
/// headings, `x` for `×`, no `1×` for one set, `-` and `—` for the range
/// dash, `+ 2.5 kgs`, `REST 90s`, marks in any order, and sometimes the
/// block form of sessions.
extension MessyWriter {
  mutating func writeRoutine(_ r: Routine, _ lines: inout [String]) {
    maybeBlank(&lines)
    var title = ByteBuffer()
    TextEscaper.append(r.name, context: .title, to: &title)
    lines.append(
      pick("# ", "#", "## ") + pick("Routine", "routine", "template", "TEMPLATE") + pick(" ", "  ") + title.string)
    for n in r.notes { lines.append("> " + escapedNote(n)) }
    maybeBlank(&lines)
    var previousBareLines = false
    var previousName: (String, String?) = ("", nil)
    var section = 0
    for (i, x) in r.exercises.enumerated() {
      while section < r.sections.count, r.sections[section].exercisesBefore <= i {
        writeSection(r.sections[section].name, &lines)
        section += 1
        previousBareLines = false
      }
      maybeBlank(&lines)
      // A block when a line would join the exercise above (the printer's rule), or by chance.
      let joins = previousBareLines && previousName == (x.name, x.superset)
      let block = !x.prescriptions.isEmpty && (joins || rng.chance(0.2))
      let tm = x.trainingMax.map { trainingMax($0) } ?? ""
      let written = MessyWriter.lines(x.prescriptions)
      if block {
        lines.append(name(x.name, superset: x.superset, inRoutine: true) + tm)
        for line in written { lines.append(indent() + lineText(line)) }
      } else if x.prescriptions.isEmpty {
        lines.append(name(x.name, superset: x.superset, inRoutine: true) + tm)
      } else {
        if !tm.isEmpty { lines.append(name(x.name, superset: x.superset, inRoutine: true) + tm) }
        for line in written {
          lines.append(name(x.name, superset: x.superset, inRoutine: true) + pick(" ", "   ", "\t") + lineText(line))
        }
      }
      for n in x.notes { lines.append(pick("  ", "", "\t") + "> " + escapedNote(n)) }
      previousBareLines = !block && (!x.prescriptions.isEmpty || x.trainingMax != nil) && x.notes.isEmpty
      previousName = (x.name, x.superset)
    }
    for s in r.sections[section...] { writeSection(s.name, &lines) }
  }

  /// `## Week 1`, `##Week 1` or `### Week 1`.
  mutating func writeSection(_ name: String, _ lines: inout [String]) {
    maybeBlank(&lines)
    lines.append(pick("## ", "##", "### ") + name)
  }

  /// The prescriptions as lines: each with the groups joined to it.
  static func lines(_ ps: [Prescription]) -> [[Prescription]] {
    var lines: [[Prescription]] = []
    for p in ps {
      if p.joined, !lines.isEmpty { lines[lines.count - 1].append(p) } else { lines.append([p]) }
    }
    return lines
  }

  /// A line: its first prescription, each joined group after a comma
  /// (`, 1×3+`), its stages, then its marks and rules in any order.
  mutating func lineText(_ line: [Prescription]) -> String {
    guard let first = line.first else { return "" }
    guard line.count > 1 || first.progression != nil else { return prescriptionText(first) }
    var text = prescriptionText(first, groupsFollow: true)
    for g in line.dropFirst() {
      // A blank follows the comma: `@8,3×5` would read 8.3, `5,0,5kg` 5.05.
      text += "," + pick(" ", "  ") + groupText(g)
    }
    for stage in first.progression?.stages ?? [] {
      text +=
        pick(" → ", " -> ", " ->", " →")
        + stage.map { "\($0.sets)" + pick("×", "x") + "\($0.reps)" + ($0.amrap ? "+" : "") }
        .joined(separator: pick(", ", ","))
    }
    var marks = ruleTexts(first.progression)
    if let s = first.step { marks.append(pick("+", "+ ") + weight(s)) }
    if let r = first.rest { marks.append(pick("rest", "Rest") + " " + duration(r)) }
    if rng.chance(0.5) { marks.reverse() }
    if !marks.isEmpty { text += " " + marks.joined(separator: pick(" ", "  ")) }
    if let n = first.note { text += " >" + pick(" ", "  ") + escapedNote(n) }
    return text
  }

  /// A joined group: `[kind] [load] N×AMOUNT [@RPE]`.
  mutating func groupText(_ p: Prescription) -> String {
    var parts: [String] = []
    switch p.kind {
    case .normal: break
    case .warmup: parts.append(pick("warmup", "warm-up"))
    case .drop: parts.append(pick("drop", "dropset"))
    case .failure: parts.append("failure")
    }
    if let l = p.load { parts.append(load(l)) }
    if let pct = p.percent { parts.append(pct.description + "%" + (p.percentPlus.map { "+" + weight($0) } ?? "")) }
    parts.append("\(p.sets)" + pick("×", "x") + amountText(p))
    if let r = p.rpe { parts.append("@" + r.description) }
    return parts.joined(separator: " ")
  }

  /// The rules of a line, each a text of its own (tiers one each).
  mutating func ruleTexts(_ r: Progression?) -> [String] {
    guard let r else { return [] }
    var out: [String] = []
    if r.movesTrainingMax { out.append(pick("TM", "tm")) }
    if let n = r.repStep { out.append("+\(n) " + pick("rep", "reps")) }
    let tiers = r.tiers.map { t in "+" + weight(t.step) + " at \(t.reps)" + (t.total ? " total" : "") }
    if !tiers.isEmpty { out.append(tiers.joined(separator: pick(", ", " ", ","))) }
    if let f = r.failure {
      var text = pick("-", "−")
      switch f.amount {
      case .percent(let p): text += p.description + "%"
      case .weight(let w): text += weight(w)
      case .steps(let n): text += "\(n) " + pick("steps", "step")
      }
      switch f.count {
      case .sessions(let n): if n > 1 || rng.chance(0.3) { text += " after \(n)" }
      case .cycle: text += " after cycle"
      }
      out.append(text)
    }
    switch r.reset {
    case .step(let w)?: out.append("then +" + weight(w))
    case .test(let reps, let pct)?: out.append("then \(pct)% of \(reps)" + pick("RM", "rm"))
    case nil: break
    }
    if let t = r.test { out.append("test \(t)RM") }
    if let w = r.round { out.append("round " + weight(w)) }
    if let role = r.role { out.append(pick("role ", "ROLE ", "Role ") + role) }
    return out
  }

  /// `5`, `8-12`, `5+`, `60s`: a prescription's amount.
  mutating func amountText(_ p: Prescription) -> String {
    var amount = ""
    if let r = p.reps {
      amount = "\(r)"
      if let top = p.maxReps { amount += pick("–", "-", "—") + "\(top)" }
      if p.amrap { amount += "+" }
      if p.distance != nil || p.seconds != nil { amount += " " }
    }
    return amount + self.amount(WorkoutSet(seconds: p.seconds, distance: p.distance))
  }

  /// A prescription with groups after it: its kind, load, `N×AMOUNT` and RPE only.
  mutating func prescriptionText(_ p: Prescription, groupsFollow: Bool) -> String {
    var parts: [String] = []
    switch p.kind {
    case .normal: break
    case .warmup: parts.append(pick("warmup", "warm-up"))
    case .drop: parts.append(pick("drop", "dropset"))
    case .failure: parts.append("failure")
    }
    if let l = p.load { parts.append(load(l)) }
    if let pct = p.percent { parts.append(pct.description + "%" + (p.percentPlus.map { "+" + weight($0) } ?? "")) }
    let hasLoad = p.load != nil || p.percent != nil
    parts.append("\(p.sets)" + (hasLoad ? pick("×", "x", " x ") : pick("×", "x")) + amountText(p))
    if let r = p.rpe { parts.append(pick("@", "@ ") + r.description) }
    return parts.joined(separator: pick(" ", "  "))
  }

  mutating func prescriptionText(_ p: Prescription) -> String {
    var parts: [String] = []
    let kind: String? =
      switch p.kind {
      case .normal: nil
      case .warmup: pick("warmup", "warm-up")
      case .drop: pick("drop", "dropset")
      case .failure: "failure"
      }
    let kindLeading = rng.chance(0.8)
    if let k = kind, kindLeading { parts.append(k) }
    var amount = ""
    if let r = p.reps {
      amount = "\(r)"
      if let top = p.maxReps { amount += pick("–", "-", "—") + "\(top)" }
      if p.amrap { amount += "+" }
      if p.distance != nil || p.seconds != nil { amount += " " }
    }
    amount += self.amount(WorkoutSet(seconds: p.seconds, distance: p.distance))
    if let l = p.load {
      parts.append(load(l))
      if p.sets == 1, p.maxReps == nil, rng.chance(0.3) {
        parts.append(pick("×", "x") + " " + amount)
      } else if p.sets == 1, rng.chance(0.3) {
        parts.append(amount)
      } else {
        parts.append("\(p.sets)" + pick("×", "x", "X", " x ", " × ") + amount)
      }
    } else if let pct = p.percent {
      var number = pct.description
      if rng.chance(0.2) { number = number.replacing(".", with: ",") }
      parts.append(number + "%" + (p.percentPlus.map { "+" + weight($0) } ?? ""))
      if p.sets == 1, p.maxReps == nil, rng.chance(0.3) {
        parts.append(pick("×", "x") + " " + amount)
      } else if p.sets == 1, rng.chance(0.3) {
        parts.append(amount)
      } else {
        parts.append("\(p.sets)" + pick("×", "x", "X", " x ", " × ") + amount)
      }
    } else {
      parts.append("\(p.sets)" + pick("×", "x", "X") + amount)
    }
    var marks: [String] = []
    if let s = p.step { marks.append(pick("+", "+ ") + weight(s)) }
    if let r = p.rpe {
      var number = r.description
      if rng.chance(0.2) { number = number.replacing(".", with: ",") }
      marks.append(pick("@", "@ ") + number)
    }
    if let r = p.rest { marks.append(pick("rest", "Rest") + " " + duration(r)) }
    if let k = kind, !kindLeading { marks.append(k) }
    if rng.chance(0.5) { marks.reverse() }
    parts.append(contentsOf: marks)
    if let n = p.note { parts.append(">" + pick(" ", "  ") + escapedNote(n)) }
    return parts.joined(separator: pick(" ", "  ", "\t"))
  }
}
