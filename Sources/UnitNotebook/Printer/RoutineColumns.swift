/// The columns of a routine's table (docs/canonical-form.md), so a lifter
/// reads down each: the names on the left; the kind and load cell, loads
/// right-aligned; the set counts right-aligned up to the `×`; the amounts,
/// the steps and the rests left-aligned; a note after the last cell. Widths
/// count characters (Unicode scalars): the range dash `–` is one character
/// of three bytes, and names may hold any.
struct RoutineColumns {
  var name = 0
  /// The kind and load cell: the kind on the left, at least two spaces, the
  /// load on the right.
  var left = 0
  var sets = 0
  var amount = 0
  var step = 0

  /// Widens the columns to hold a prescription.
  mutating func measure(_ p: PrescriptionRecord) {
    let w = CellWidth(p)
    left = Swift.max(left, w.kind + (w.kind > 0 && w.load > 0 ? 2 : 0) + w.load)
    sets = Swift.max(sets, w.sets)
    amount = Swift.max(amount, w.amount)
    step = Swift.max(step, w.step)
  }

  /// The widths of a prescription's cells, in characters, measured by
  /// writing them.
  struct CellWidth {
    var kind: Int
    var load = 0
    var sets: Int
    /// `8–12`, `5`, `60s`, `5km 25:30`: what follows the `×`.
    var amount: Int
    /// `+2.5kg`; 0 without a step.
    var step = 0

    init(_ p: PrescriptionRecord) {
      kind = p.kind.spellings.width
      if let l = p.load { load = CellWidths.characters { $0.appendLoad(l) } }
      if let pct = p.percent { load = CellWidths.characters { $0.appendPercent(pct) } }
      sets = CellWidths.characters { $0.appendInt(p.sets) }
      amount = CellWidths.characters { $0.appendPrescribedAmount(p) }
      if let s = p.step { step = CellWidths.characters { $0.appendStep(s) } }
    }
  }
}

extension ByteSink where Self: ~Copyable {
  /// `8–12`, or a prescription's amount as a set's (`5`, `60s`, `5km 25:30`),
  /// and its RPE target (` @8`).
  mutating func appendPrescribedAmount(_ p: PrescriptionRecord) {
    appendPrescribedAmountOnly(p)
    if let r = p.marks.rpe {
      append(0x20)
      appendValued(.rpe, r)
    }
  }

  private mutating func appendPrescribedAmountOnly(_ p: PrescriptionRecord) {
    guard let top = p.maxReps, let bottom = p.reps else {
      appendAmount(reps: p.reps, distance: p.distance, seconds: p.seconds, amrap: p.amrap)
      return
    }
    appendInt(bottom)
    append(ascii: "–")
    appendInt(top)
    if p.distance != nil || p.seconds != nil {
      append(0x20)
      appendAmount(reps: nil, distance: p.distance, seconds: p.seconds)
    }
  }

  /// `85%`, `72.5%`: a routine's load as a percentage of the training max.
  mutating func appendPercent(_ pct: DecimalValue) {
    appendDecimal(pct)
    append(Lexicon.percentSign)
  }

  /// `+2.5kg`: a routine's step.
  mutating func appendStep(_ s: Weight) {
    append(spelling: Lexicon.SetMark.step.spellings)
    appendWeight(s)
  }
}
