/// Splits `H:MM`-style text into its whole-number fields: `1:02:03` → [1, 2, 3].
enum ClockFields {
  /// The fields, or nil when the text is not digits separated by single
  /// colons, or a field is longer than `maxWidth` digits.
  static func split<C: Collection<UInt8>>(_ text: C, maxWidth: Int) -> [Int]? {
    var fields: [Int] = []
    var value = 0
    var width = 0
    for c in text {
      if c >= 0x30 && c <= 0x39 {
        value = value &* 10 &+ Int(c - 0x30)
        width += 1
        if width > maxWidth { return nil }
      } else if c == UInt8(ascii: ":") {
        guard width > 0 else { return nil }
        fields.append(value)
        value = 0
        width = 0
      } else {
        return nil
      }
    }
    guard width > 0 else { return nil }
    fields.append(value)
    return fields
  }
}
