/// A growable buffer of UTF-8 bytes that the printers and writers fill.
///
/// Writing bytes instead of building `String`s keeps the output stages at
/// memory speed; a `String` or an array is made once, at the end, when a
/// caller wants one. The buffer manages its own memory, so an append is a
/// capacity check and a store or a `memcpy`; it is copy-on-write, so it keeps
/// value semantics.
package struct ByteBuffer {
  private final class Storage {
    var base: UnsafeMutablePointer<UInt8>
    var count = 0
    var capacity: Int

    init(capacity: Int) {
      self.capacity = Swift.max(capacity, 64)
      base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    func copy() -> Storage {
      let s = Storage(capacity: capacity)
      s.base.update(from: base, count: count)
      s.count = count
      return s
    }

    func grow(toAtLeast n: Int) {
      let newCapacity = Swift.max(n, capacity * 2)
      let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
      newBase.update(from: base, count: count)
      base.deallocate()
      base = newBase
      capacity = newCapacity
    }

    deinit { base.deallocate() }
  }

  private var storage: Storage

  package init(capacity: Int = 0) {
    storage = Storage(capacity: capacity)
  }

  package var count: Int { storage.count }
  var isEmpty: Bool { storage.count == 0 }

  /// The bytes as an array (a copy).
  var bytes: [UInt8] { withUnsafeBufferPointer { Array($0) } }

  /// The bytes as a `String`.
  var string: String { withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) } }

  /// The byte at `i`.
  subscript(_ i: Int) -> UInt8 { storage.base[i] }

  /// Reads the bytes in place.
  package func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try body(UnsafeBufferPointer(start: storage.base, count: storage.count))
  }

  /// Makes room for `n` more bytes and returns where they go.
  @inline(__always)
  private mutating func reserve(_ n: Int) -> UnsafeMutablePointer<UInt8> {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    let s = storage
    if s.count + n > s.capacity { s.grow(toAtLeast: s.count + n) }
    return s.base + s.count
  }

  @inline(__always)
  package mutating func append(_ byte: UInt8) {
    reserve(1).pointee = byte
    storage.count += 1
  }

  mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard let src = buffer.baseAddress, buffer.count > 0 else { return }
    let n = buffer.count
    let p = reserve(n)
    if n <= 16 {
      // Names, units and marks are a few bytes: a loop beats a call to memmove.
      var i = 0
      while i < n {
        p[i] = src[i]
        i += 1
      }
    } else {
      p.update(from: src, count: n)
    }
    storage.count += n
  }

  mutating func append(_ slice: ArraySlice<UInt8>) {
    slice.withUnsafeBufferPointer { append($0) }
  }

  mutating func append(_ array: [UInt8]) {
    array.withUnsafeBufferPointer { append($0) }
  }

  /// Appends another buffer's bytes from `start` on.
  package mutating func append(_ other: ByteBuffer, from start: Int = 0) {
    other.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0[start...])) }
  }

  /// Appends a string's UTF-8 bytes.
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Appends an ASCII or UTF-8 literal such as `"kg"` or `" × "`.
  @inline(__always)
  mutating func append(ascii text: StaticString) {
    let n = text.utf8CodeUnitCount
    let p = reserve(n)
    let src = text.utf8Start
    // Literals are a few bytes: a loop beats a call to memcpy.
    var i = 0
    while i < n {
      p[i] = src[i]
      i += 1
    }
    storage.count += n
  }

  /// Empties the buffer, keeping its memory.
  mutating func removeAll() {
    if !isKnownUniquelyReferenced(&storage) {
      storage = Storage(capacity: storage.capacity)
    } else {
      storage.count = 0
    }
  }

  mutating func removeLast() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    if storage.count > 0 { storage.count -= 1 }
  }

  /// Inserts a byte at `i`, moving the rest along.
  mutating func insert(_ byte: UInt8, at i: Int) {
    let p = reserve(1) - (storage.count - i)
    (p + 1).update(from: p, count: storage.count - i)
    p.pointee = byte
    storage.count += 1
  }

  /// The index of the first `byte` from `start` on.
  func firstIndex(of byte: UInt8, from start: Int) -> Int? {
    var i = start
    while i < storage.count {
      if storage.base[i] == byte { return i }
      i += 1
    }
    return nil
  }

  mutating func appendSpaces(_ n: Int) {
    guard n > 0 else { return }
    reserve(n).update(repeating: 0x20, count: n)
    storage.count += n
  }

  /// Appends a non-negative or negative whole number in decimal.
  mutating func appendInt(_ value: Int) {
    var m = value.magnitude
    if value >= 0, m < 1000 {
      // Reps, most weights and RPEs: one to three digits, written directly.
      let d = Int(m)
      if d < 10 {
        append(0x30 &+ UInt8(truncatingIfNeeded: d))
      } else if d < 100 {
        let p = reserve(2)
        p[0] = 0x30 &+ UInt8(truncatingIfNeeded: d / 10)
        p[1] = 0x30 &+ UInt8(truncatingIfNeeded: d % 10)
        storage.count += 2
      } else {
        let p = reserve(3)
        p[0] = 0x30 &+ UInt8(truncatingIfNeeded: d / 100)
        p[1] = 0x30 &+ UInt8(truncatingIfNeeded: d / 10 % 10)
        p[2] = 0x30 &+ UInt8(truncatingIfNeeded: d % 10)
        storage.count += 3
      }
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
      append(UnsafeBufferPointer(rebasing: tmp[i..<24]))
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
      append(0x30)
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
      append(UInt8(ascii: "-"))
    }
    let m = d.significand.magnitude
    var divisor: UInt64 = 1
    for _ in 0..<d.scale { divisor *= 10 }
    appendInt(Int(m / divisor))
    append(UInt8(ascii: "."))
    appendPadded(Int(m % divisor), width: Int(d.scale))
  }

  /// Appends `YYYY-MM-DD`.
  mutating func appendDate(_ d: LocalDate) {
    appendPadded(d.year, width: 4)
    append(UInt8(ascii: "-"))
    appendPadded(d.month, width: 2)
    append(UInt8(ascii: "-"))
    appendPadded(d.day, width: 2)
  }

  /// Appends `HH:MM`, or `HH:MM:SS` when the seconds are not zero.
  mutating func appendTime(_ t: TimeOfDay) {
    appendPadded(t.hour, width: 2)
    append(UInt8(ascii: ":"))
    appendPadded(t.minute, width: 2)
    if t.second != 0 {
      append(UInt8(ascii: ":"))
      appendPadded(t.second, width: 2)
    }
  }
}
