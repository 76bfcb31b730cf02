/// A growable buffer of UTF-8 bytes that the printers and writers fill.
///
/// Writing bytes instead of building `String`s keeps the output stages at
/// memory speed; a `String` is made once, at the end, when a caller wants one.
struct ByteBuffer {
  var bytes: [UInt8] = []

  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  var count: Int { bytes.count }

  var string: String { String(decoding: bytes, as: UTF8.self) }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    bytes.append(byte)
  }

  @inline(__always)
  mutating func append(_ slice: ArraySlice<UInt8>) {
    bytes.append(contentsOf: slice)
  }

  mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: buffer)
  }

  /// Appends a string's UTF-8 bytes.
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends an ASCII literal such as `"kg"`.
  @inline(__always)
  mutating func append(ascii text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  mutating func appendSpaces(_ n: Int) {
    if n > 0 { bytes.append(contentsOf: repeatElement(0x20, count: n)) }
  }

  /// Appends a non-negative or negative whole number in decimal.
  mutating func appendInt(_ value: Int) {
    var m = value.magnitude
    if value >= 0, m < 10 {
      bytes.append(0x30 &+ UInt8(truncatingIfNeeded: m))
      return
    }
    // Digits are written right to left into a small stack buffer, then
    // appended in one go.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { tmp in
      var i = 24
      repeat {
        i -= 1
        tmp[i] = 0x30 &+ UInt8(truncatingIfNeeded: m % 10)
        m /= 10
      } while m > 0
      if value < 0 {
        i -= 1
        tmp[i] = UInt8(ascii: "-")
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: tmp[i..<24]))
    }
  }

  /// Appends a whole number padded with leading zeros to `width` digits.
  mutating func appendPadded(_ value: Int, width: Int) {
    var digits = 1
    var v = value
    while v >= 10 {
      v /= 10
      digits += 1
    }
    var pad = width - digits
    while pad > 0 {
      bytes.append(0x30)
      pad -= 1
    }
    appendInt(value)
  }

  /// Appends the shortest exact spelling of a decimal: `102.5`, `100`, `0.05`.
  mutating func appendDecimal(_ d: DecimalValue) {
    if d.scale == 0 {
      appendInt(Int(d.significand))
      return
    }
    if d.significand < 0 {
      bytes.append(UInt8(ascii: "-"))
    }
    let m = d.significand.magnitude
    var divisor: UInt64 = 1
    for _ in 0..<d.scale { divisor *= 10 }
    appendInt(Int(m / divisor))
    bytes.append(UInt8(ascii: "."))
    appendPadded(Int(m % divisor), width: Int(d.scale))
  }

  /// Appends `YYYY-MM-DD`.
  mutating func appendDate(_ d: LocalDate) {
    appendPadded(d.year, width: 4)
    bytes.append(UInt8(ascii: "-"))
    appendPadded(d.month, width: 2)
    bytes.append(UInt8(ascii: "-"))
    appendPadded(d.day, width: 2)
  }

  /// Appends `HH:MM`, or `HH:MM:SS` when the seconds are not zero.
  mutating func appendTime(_ t: TimeOfDay) {
    appendPadded(t.hour, width: 2)
    bytes.append(UInt8(ascii: ":"))
    appendPadded(t.minute, width: 2)
    if t.second != 0 {
      bytes.append(UInt8(ascii: ":"))
      appendPadded(t.second, width: 2)
    }
  }
}
