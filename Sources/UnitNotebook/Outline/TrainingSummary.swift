/// What an exercise or a set means, in words: the sets, the volume, the best
/// estimated one-rep max. Editors show it on hover; apps may too.
package enum TrainingSummary {
  /// Estimated one-rep max by Epley's formula, w × (1 + reps/30); the weight
  /// itself for a single.
  package static func estimatedOneRepMax(weight: Double, reps: Int) -> Double {
    Epley.estimate(weight: weight, reps: reps)
  }

  /// `3 sets · 1,500 kg volume · best e1RM 116.7 kg` (done sets; a plan with
  /// nothing done yet counts its planned sets, and says so).
  package static func describe(_ x: Exercise) -> String {
    let done = x.sets.filter { $0.status == .done }
    let counted = done.isEmpty ? x.sets.filter { $0.status == .planned } : done
    var parts = [count(x.sets.count, "set")]
    if done.isEmpty, !counted.isEmpty { parts[0] += " planned" }
    // Kilograms and pounds are never added together: each unit gets its own.
    var volume: [WeightUnit: Double] = [:]
    var best: [WeightUnit: Double] = [:]
    for s in counted {
      guard let w = externalWeight(s), let reps = s.reps, reps > 0 else { continue }
      volume[w.unit, default: 0] += w.value * Double(reps)
      best[w.unit] = Swift.max(best[w.unit] ?? 0, estimatedOneRepMax(weight: w.value, reps: reps))
    }
    for unit in WeightUnit.allCases {
      if let v = volume[unit] { parts.append("\(grouped(v)) \(unit.rawValue) volume") }
    }
    for unit in WeightUnit.allCases {
      if let b = best[unit] { parts.append("best e1RM \(oneDecimal(b)) \(unit.rawValue)") }
    }
    let seconds = counted.compactMap { $0.seconds?.doubleValue }.reduce(0, +)
    if seconds > 0 { parts.append("\(duration(seconds)) total") }
    var distances: [DistanceUnit: Double] = [:]
    for s in counted { if let d = s.distance { distances[d.unit, default: 0] += d.value.doubleValue } }
    for unit in DistanceUnit.allCases {
      if let d = distances[unit] { parts.append("\(oneDecimal(d)) \(unit.rawValue)") }
    }
    return parts.joined(separator: " · ")
  }

  /// `Set 2 of 4: 100 kg × 5, done, RPE 8, then 2:00 of rest · e1RM 116.7 kg`.
  package static func describe(set s: WorkoutSet, index: Int, of total: Int) -> String {
    var what: [String] = []
    if s.kind != .normal { what.append(s.kind.rawValue) }
    switch s.load {
    case .weight(let w)?: what.append("\(w.value) \(w.unit.rawValue)")
    case .bodyweight(nil)?: what.append("bodyweight")
    case .bodyweight(let a?)?:
      what.append(
        a.value.isNegative
          ? "bodyweight with \(a.value.magnitude) \(a.unit.rawValue) assistance"
          : "bodyweight + \(a.value) \(a.unit.rawValue)")
    case nil: break
    }
    var amount: [String] = []
    if let r = s.reps { amount.append(count(r, "rep")) }
    if let d = s.distance { amount.append("\(d.value) \(d.unit.rawValue)") }
    if let t = s.seconds { amount.append(duration(t.doubleValue)) }
    var text = "Set \(index + 1) of \(total): " + (what + [amount.joined(separator: " in ")]).joined(separator: " × ")
    text += ", " + (s.status == .done ? "done" : s.status == .failed ? "failed" : "planned")
    if let rpe = s.rpe { text += ", RPE \(rpe)" }
    if let rest = s.rest { text += ", then \(duration(rest.doubleValue)) of rest" }
    if let w = externalWeight(s), let reps = s.reps, reps > 0 {
      text += " · e1RM \(oneDecimal(estimatedOneRepMax(weight: w.value, reps: reps))) \(w.unit.rawValue)"
    }
    if let note = s.note { text += " · “\(note)”" }
    return text
  }

  /// The external weight a set moves (a plain weight; not bodyweight).
  private static func externalWeight(_ s: WorkoutSet) -> (value: Double, unit: WeightUnit)? {
    if case .weight(let w)? = s.load { return (w.value.doubleValue, w.unit) }
    return nil
  }

  static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }

  /// `1,500` or `1,502.5`; a value past what a 64-bit count of tenths
  /// holds (fifteen-digit weights times fifteen-digit reps) as the double
  /// it is (`1e+30`), never a trap.
  static func grouped(_ v: Double) -> String {
    guard let tenths = (v * 10).roundedInt else { return "\(v)" }
    var whole = String(tenths / 10)
    var i = whole.count - 3
    while i > 0 {
      whole.insert(",", at: whole.index(whole.startIndex, offsetBy: i))
      i -= 3
    }
    return tenths % 10 == 0 ? whole : whole + ".\(tenths % 10)"
  }

  /// `116.7`, or `120` when whole (as `grouped`, past 64 bits the double).
  static func oneDecimal(_ v: Double) -> String {
    guard let tenths = (v * 10).roundedInt else { return "\(v)" }
    return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
  }

  /// `45 s`, `1:30`, `1:02:03`.
  static func duration(_ seconds: Double) -> String {
    guard let s = seconds.roundedInt else { return "\(seconds) s" }
    if s < 60 { return "\(s) s" }
    let pad = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
    return s >= 3600 ? "\(s / 3600):\(pad(s / 60 % 60)):\(pad(s % 60))" : "\(s / 60):\(pad(s % 60))"
  }
}
