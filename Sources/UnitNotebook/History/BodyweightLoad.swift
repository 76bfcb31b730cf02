/// The load a set's volume counts: nothing, a weight as written (summed
/// in thousandths), or a mass worked out exactly (10⁻²³ kg).
enum VolumeLoad {
  case none
  case written(DecimalValue, WeightUnit)
  case exact(ExactAmount)
}

/// The one home of the rule "a bodyweight set's load is the lifter": where
/// a body weight is in effect, `BW × 10` at 80 kg moves 80 kg, `BW+20kg`
/// 100 kg and `BW-25kg` 55 kg; where none is, only the added load counts
/// (`BW` and `BW-X` add no volume).
enum BodyweightLoad {
  /// The load a set's volume counts.
  static func volumeLoad(_ load: Load?, bodyweight: Weight?) -> VolumeLoad {
    switch load {
    case .weight(let w)?: return .written(w.value, w.unit)
    case .bodyweight(let added)?:
      guard let bw = bodyweight else {
        guard let a = added, !a.value.isNegative else { return .none }
        return .written(a.value, a.unit)
      }
      guard let a = added else { return .written(bw.value, bw.unit) }
      if a.unit == bw.unit, let sum = bw.value.adding(a.value), !sum.isNegative { return .written(sum, bw.unit) }
      return .exact(lifted(bw, a))
    case nil: return .none
    }
  }

  /// The mass a bodyweight set moves, exactly: body weight plus the added
  /// load or less the assistance (none when the assistance is more).
  static func lifted(_ bw: Weight, _ added: Weight?) -> ExactAmount {
    let body = ExactAmount.mass(bw)
    guard let a = added else { return body }
    let extra = ExactAmount.mass(a.value.magnitude, a.unit)
    return a.value.isNegative ? body.minus(extra) : body.plus(extra)
  }

  /// Whether a load is a bodyweight set's (`BW`, `BW+X`, `BW-X`).
  @inline(__always)
  static func isBodyweight(_ load: Load?) -> Bool {
    if case .bodyweight? = load { return true }
    return false
  }
}
