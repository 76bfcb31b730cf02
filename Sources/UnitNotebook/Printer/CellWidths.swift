/// The printed width of set cells, computed without printing them: the
/// aligner needs each cell's width before it writes the first line of a block.
/// Every cell is ASCII, so a width is a byte count.
enum CellWidths {
  @inline(__always)
  static func digits(_ m: UInt64) -> Int {
    var n = 1
    var v = m
    while v >= 10 {
      v /= 10
      n += 1
    }
    return n
  }

  /// Width of `ByteBuffer.appendDecimal(d)`.
  static func decimal(_ d: DecimalValue) -> Int {
    let sign = d.significand < 0 ? 1 : 0
    let n = digits(d.significand.magnitude)
    let scale = Int(d.scale)
    if scale == 0 { return sign + n }
    return sign + Swift.max(1, n - scale) + 1 + scale
  }

  /// Width of `ByteBuffer.appendLoad(l)`.
  static func load(_ l: Load) -> Int {
    switch l {
    case .weight(let w):
      return decimal(w.value) + 2
    case .bodyweight(let added):
      guard let a = added else { return 2 }
      return 2 + (a.value.isNegative ? 0 : 1) + decimal(a.value) + 2
    }
  }

  /// Width of `ByteBuffer.appendDuration(s)`.
  static func duration(_ s: DecimalValue) -> Int {
    // Whole seconds, as `appendDuration` takes them first.
    if s.scale == 0 {
      let whole = s.significand
      if whole <= 60 { return decimal(s) + 1 }
      let h = whole / 3600
      if h > 0 { return digits(UInt64(h)) + 6 }
      return digits(UInt64(whole / 60 % 60)) + 3
    }
    if s.isNegative || s.doubleValue <= 60 { return decimal(s) + 1 }
    var divisor: Int64 = 1
    for _ in 0..<s.scale { divisor *= 10 }
    let whole = Int(s.significand / divisor)
    let h = whole / 3600
    let m = whole / 60 % 60
    let fraction = s.scale > 0 ? 1 + Int(s.scale) : 0
    if h > 0 { return digits(UInt64(h)) + 6 + fraction }
    return digits(UInt64(m)) + 3 + fraction
  }

  /// Width of `ByteBuffer.appendAmount(reps:distance:seconds:)`.
  static func amount(reps: Int?, distance: Distance?, seconds: DecimalValue?) -> Int {
    var w = 0
    if let r = reps { w += digits(UInt64(r.magnitude)) + (r < 0 ? 1 : 0) }
    if let d = distance {
      if w > 0 { w += 1 }
      w += decimal(d.value) + d.unit.rawValue.utf8.count
    }
    if let t = seconds {
      if w > 0 { w += 1 }
      w += duration(t)
    }
    return w
  }
}
