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
    let kind = RoutineColumns.kindWidth(p.kind)
    let load = p.load.map(CellWidths.load) ?? 0
    left = Swift.max(left, kind + (kind > 0 && load > 0 ? 2 : 0) + load)
    sets = Swift.max(sets, CellWidths.digits(UInt64(p.sets.magnitude)))
    amount = Swift.max(amount, RoutineColumns.amountWidth(p))
    if let s = p.step { step = Swift.max(step, RoutineColumns.stepWidth(s)) }
  }

  static func kindWidth(_ k: SetKind) -> Int {
    switch k {
    case .normal: return 0
    case .warmup: return 6
    case .drop: return 4
    case .failure: return 7
    }
  }

  /// `8–12`, `5`, `60s`, `5km 25:30`: what follows the `×`.
  static func amountWidth(_ p: PrescriptionRecord) -> Int {
    var w = CellWidths.amount(reps: p.reps, distance: p.distance, seconds: p.seconds)
    if let top = p.maxReps { w += 1 + CellWidths.digits(UInt64(top.magnitude)) }
    return w
  }

  /// `+2.5kg`.
  static func stepWidth(_ s: Weight) -> Int {
    1 + CellWidths.load(.weight(s))
  }

  /// How many characters UTF-8 bytes make.
  static func characters(_ b: UnsafeBufferPointer<UInt8>) -> Int {
    var n = 0
    for c in b where c & 0xC0 != 0x80 { n += 1 }
    return n
  }
}

extension ByteSink where Self: ~Copyable {
  /// `8–12`, or a prescription's amount as a set's (`5`, `60s`, `5km 25:30`).
  mutating func appendPrescribedAmount(_ p: PrescriptionRecord) {
    guard let top = p.maxReps, let bottom = p.reps else {
      appendAmount(reps: p.reps, distance: p.distance, seconds: p.seconds)
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
}
