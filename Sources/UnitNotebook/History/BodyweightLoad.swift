/// The one home of the rule "a bodyweight set's load is the lifter": where
/// a body weight is in effect, `BW × 10` at 80 kg moves 80 kg, `BW+20kg`
/// 100 kg and `BW-25kg` 55 kg; where none is, only the added load counts
/// (`BW` and `BW-X` add no volume).
enum BodyweightLoad {
  /// The mass a set's volume counts (10⁻²³ kg), or nil when none.
  static func volumeMass(_ load: Load?, bodyweight: Weight?) -> ExactAmount? {
    switch load {
    case .weight(let w)?: return ExactAmount.mass(w)
    case .bodyweight(let added)?:
      if let bw = bodyweight { return lifted(bw, added) }
      guard let a = added, !a.value.isNegative else { return nil }
      return ExactAmount.mass(a)
    case nil: return nil
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
