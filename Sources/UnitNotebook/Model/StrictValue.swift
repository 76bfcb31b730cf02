/// The exact spellings the JSON and CSV contracts use for dates, times and
/// numbers. Stricter than the notebook's own syntax, which welcomes the many
/// ways people type; a data file has one way.
enum StrictValue {
  /// `YYYY-MM-DD`: nil when the shape is wrong, `.notADate` for a day that
  /// does not exist.
  static func date(_ b: UnsafeBufferPointer<UInt8>) -> LocalDate.ParseResult? {
    LocalDate.parse(b)
  }

  /// `HH:MM` or `HH:MM:SS` with two digits a field: nil when the shape is
  /// wrong, `.notATime` when a field is out of range.
  static func time(_ b: UnsafeBufferPointer<UInt8>) -> TimeOfDay.ParseResult? {
    guard b.count == 5 || b.count == 8, b[2] == 0x3A, b.count == 5 || b[5] == 0x3A else { return nil }
    return TimeOfDay.parse24(ArraySlice(b))
  }

  /// `-?digits(.digits)?`, the way Unit's CSV writes numbers: nil when the
  /// shape is wrong, otherwise the value or why it does not fit.
  static func decimal(_ b: UnsafeBufferPointer<UInt8>) -> Result<DecimalValue, JSONNumber.Problem>? {
    var i = 0
    let n = b.count
    if i < n, b[i] == 0x2D { i += 1 }
    let digitsStart = i
    while i < n, JSONNumber.isDigit(b[i]) { i += 1 }
    guard i > digitsStart else { return nil }
    if i < n, b[i] == 0x2E {
      i += 1
      let fractionStart = i
      while i < n, JSONNumber.isDigit(b[i]) { i += 1 }
      guard i > fractionStart else { return nil }
    }
    guard i == n else { return nil }
    return JSONNumber.value(b)
  }
}
