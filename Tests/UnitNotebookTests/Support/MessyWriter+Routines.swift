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
      if block {
        lines.append(name(x.name, superset: x.superset) + tm)
        for p in x.prescriptions { lines.append(indent() + prescriptionText(p)) }
      } else if x.prescriptions.isEmpty {
        lines.append(name(x.name, superset: x.superset) + tm)
      } else {
        if !tm.isEmpty { lines.append(name(x.name, superset: x.superset) + tm) }
        for p in x.prescriptions {
          lines.append(name(x.name, superset: x.superset) + pick(" ", "   ", "\t") + prescriptionText(p))
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
      parts.append(number + "%")
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
