/// The text cells of a set line: each is ASCII except the marks, so a cell's
/// width is its byte count.
extension ByteSink where Self: ~Copyable {
  /// `warmup`, `drop`, `failure`; nothing for a normal set.
  mutating func appendKind(_ k: SetKind) {
    switch k {
    case .normal: break
    case .warmup: append(ascii: "warmup")
    case .drop: append(ascii: "drop")
    case .failure: append(ascii: "failure")
    }
  }

  mutating func appendWeight(_ w: Weight) {
    appendDecimal(w.value)
    switch w.unit {
    case .kg: append(ascii: "kg")
    case .lb: append(ascii: "lb")
    }
  }

  /// `100kg`, `BW`, `BW+20kg`, `BW-25kg`.
  mutating func appendLoad(_ l: Load) {
    switch l {
    case .weight(let w):
      appendWeight(w)
    case .bodyweight(let added):
      append(ascii: "BW")
      if let a = added {
        if !a.value.isNegative { append(UInt8(ascii: "+")) }
        appendWeight(a)
      }
    }
  }

  /// Seconds as a lifter reads them: `45s`, `60s`, then `1:30`, `25:30`, `1:02:03`.
  mutating func appendDuration(_ seconds: DecimalValue) {
    // Whole seconds, nearly every rest: no division by a variable.
    if seconds.scale == 0 {
      let whole = seconds.significand
      if whole <= 60 {
        appendInt(Int(whole))
        append(UInt8(ascii: "s"))
        return
      }
      let (h, m, s) = (whole / 3600, whole / 60 % 60, whole % 60)
      if h > 0 {
        appendInt(Int(h))
        append(UInt8(ascii: ":"))
        appendPadded(Int(m), width: 2)
      } else {
        appendInt(Int(m))
      }
      append(UInt8(ascii: ":"))
      appendPadded(Int(s), width: 2)
      return
    }
    if seconds.isNegative || seconds.doubleValue <= 60 {
      appendDecimal(seconds)
      append(UInt8(ascii: "s"))
      return
    }
    var divisor: Int64 = 1
    for _ in 0..<seconds.scale { divisor *= 10 }
    let whole = Int(seconds.significand / divisor)
    let fraction = seconds.significand % divisor
    let h = whole / 3600
    let m = whole / 60 % 60
    let s = whole % 60
    if h > 0 {
      appendInt(h)
      append(UInt8(ascii: ":"))
      appendPadded(m, width: 2)
    } else {
      appendInt(m)
    }
    append(UInt8(ascii: ":"))
    appendPadded(s, width: 2)
    if seconds.scale > 0 {
      append(UInt8(ascii: "."))
      appendPadded(Int(fraction), width: Int(seconds.scale))
    }
  }

  mutating func appendDistance(_ d: Distance) {
    appendDecimal(d.value)
    append(d.unit.rawValue)
  }

  /// Reps, distance and time, in that order, separated by a space.
  mutating func appendAmount(reps: Int?, distance: Distance?, seconds: DecimalValue?) {
    var first = true
    if let r = reps {
      appendInt(r)
      first = false
    }
    if let d = distance {
      if !first { append(0x20) }
      appendDistance(d)
      first = false
    }
    if let t = seconds {
      if !first { append(0x20) }
      appendDuration(t)
    }
  }
}
