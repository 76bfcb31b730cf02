/// Where printed bytes go. The printers and writers are written once against
/// this, for the two kinds of output there are:
///
/// - `ByteBuffer`, a copy-on-write value that can be handed around;
/// - `ByteWriter`, which cannot be copied, so it owns its memory alone and
///   an append is a capacity check and a store, with no check that the
///   memory is shared. The formatter prints through one.
package protocol ByteSink: ~Copyable {
  /// Makes room for `n` more bytes and returns where they go.
  mutating func reserve(_ n: Int) -> UnsafeMutablePointer<UInt8>
  /// Counts `n` bytes written where `reserve` said.
  mutating func commit(_ n: Int)
  /// How many bytes were written.
  var count: Int { get }
}

extension ByteSink where Self: ~Copyable {
  @inline(__always)
  package mutating func append(_ byte: UInt8) {
    reserve(1).pointee = byte
    commit(1)
  }

  package mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
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
    commit(n)
  }

  mutating func append(_ slice: ArraySlice<UInt8>) {
    slice.withUnsafeBufferPointer { append($0) }
  }

  mutating func append(_ array: [UInt8]) {
    array.withUnsafeBufferPointer { append($0) }
  }

  /// Appends a string's UTF-8 bytes.
  package mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Appends an ASCII or UTF-8 literal such as `"kg"` or `" × "`.
  @inline(__always)
  package mutating func append(ascii text: StaticString) {
    let n = text.utf8CodeUnitCount
    let p = reserve(n)
    let src = text.utf8Start
    // Literals are a few bytes: a loop beats a call to memcpy.
    var i = 0
    while i < n {
      p[i] = src[i]
      i += 1
    }
    commit(n)
  }

  package mutating func appendSpaces(_ n: Int) {
    guard n > 0 else { return }
    reserve(n).update(repeating: 0x20, count: n)
    commit(n)
  }

  /// Appends a non-negative or negative whole number in decimal.
  @inline(__always)
  package mutating func appendInt(_ value: Int) {
    // Reps, most weights and RPEs: one to three digits, written directly.
    guard value >= 0, value < 1000 else { return appendLongInt(value) }
    let d = UInt(bitPattern: value)
    if d < 10 {
      reserve(1).pointee = 0x30 &+ UInt8(truncatingIfNeeded: d)
      commit(1)
    } else if d < 100 {
      let p = reserve(2)
      p[0] = 0x30 &+ UInt8(truncatingIfNeeded: d / 10)
      p[1] = 0x30 &+ UInt8(truncatingIfNeeded: d % 10)
      commit(2)
    } else {
      let p = reserve(3)
      p[0] = 0x30 &+ UInt8(truncatingIfNeeded: d / 100)
      p[1] = 0x30 &+ UInt8(truncatingIfNeeded: d / 10 % 10)
      p[2] = 0x30 &+ UInt8(truncatingIfNeeded: d % 10)
      commit(3)
    }
  }

  /// `appendInt` for negative numbers and numbers of four digits or more.
  @inline(never)
  private mutating func appendLongInt(_ value: Int) {
    var m = value.magnitude
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
  package mutating func appendPadded(_ value: Int, width: Int) {
    // Clock fields and most fractions: two digits or one, written directly.
    if value >= 0, value < 100, width <= 2 {
      if width == 2 || value >= 10 {
        let p = reserve(2)
        p[0] = 0x30 &+ UInt8(truncatingIfNeeded: value / 10)
        p[1] = 0x30 &+ UInt8(truncatingIfNeeded: value % 10)
        commit(2)
      } else {
        reserve(1).pointee = 0x30 &+ UInt8(truncatingIfNeeded: value)
        commit(1)
      }
      return
    }
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
}

/// A growable byte buffer that cannot be copied: it owns its memory alone,
/// so appending never checks for sharing. `takeBuffer` hands the bytes over
/// as a `ByteBuffer` without copying them.
package struct ByteWriter: ByteSink, ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  package private(set) var count = 0
  private var capacity: Int

  package init(capacity: Int = 0) {
    self.capacity = Swift.max(capacity, 64)
    base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  @inline(__always)
  package mutating func reserve(_ n: Int) -> UnsafeMutablePointer<UInt8> {
    if count + n > capacity { grow(toAtLeast: count + n) }
    return base + count
  }

  @inline(__always)
  package mutating func commit(_ n: Int) {
    count += n
  }

  private mutating func grow(toAtLeast n: Int) {
    (base, capacity) = ByteMemory.grow(base, count: count, capacity: capacity, toAtLeast: n)
  }

  /// The byte at `i`.
  subscript(_ i: Int) -> UInt8 {
    precondition(i >= 0 && i < count, "ByteWriter index out of range")
    return base[i]
  }

  /// Reads the bytes in place.
  package func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try body(UnsafeBufferPointer(start: base, count: count))
  }

  /// The bytes as an array (a copy).
  var bytes: [UInt8] { withUnsafeBufferPointer { Array($0) } }

  /// The index of the first `byte` from `start` on.
  func firstIndex(of byte: UInt8, from start: Int) -> Int? {
    var i = start
    while i < count {
      if base[i] == byte { return i }
      i += 1
    }
    return nil
  }

  /// Inserts a byte at `i`, moving the rest along.
  mutating func insert(_ byte: UInt8, at i: Int) {
    precondition(i >= 0 && i <= count, "ByteWriter index out of range")
    let p = reserve(1) - (count - i)
    (p + 1).update(from: p, count: count - i)
    p.pointee = byte
    count += 1
  }

  /// Empties the writer, keeping its memory.
  package mutating func removeAll() {
    count = 0
  }

  /// Hands the bytes over as a buffer, without copying them, and starts
  /// again empty.
  mutating func takeBuffer() -> ByteBuffer {
    let taken = ByteBuffer(adopting: base, count: count, capacity: capacity)
    capacity = 64
    base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    count = 0
    return taken
  }
}

/// Room for a line's bytes, reserved from a `ByteWriter` once: each append
/// then moves a pointer held in a register instead of checking the
/// writer's capacity in memory. The room is an upper bound the caller
/// works out; going past it stops the program (a precondition) rather than
/// writing out of bounds.
package struct ReservedRoom: ByteSink, ~Copyable {
  private let start: UnsafeMutablePointer<UInt8>
  private var next: UnsafeMutablePointer<UInt8>
  private let end: UnsafeMutablePointer<UInt8>

  init(_ start: UnsafeMutablePointer<UInt8>, room: Int) {
    self.start = start
    next = start
    end = start + room
  }

  @inline(__always)
  package mutating func reserve(_ n: Int) -> UnsafeMutablePointer<UInt8> {
    precondition(n <= end - next, "ReservedRoom: more bytes than reserved")
    return next
  }

  @inline(__always)
  package mutating func commit(_ n: Int) {
    next += n
  }

  package var count: Int { next - start }
}

extension ByteWriter {
  /// Reserves `room` bytes and lets `body` append up to that many through a
  /// `ReservedRoom`; counts what it wrote.
  @inline(__always)
  package mutating func withRoom<R>(_ room: Int, _ body: (inout ReservedRoom) -> R) -> R {
    var line = ReservedRoom(reserve(room), room: room)
    let result = body(&line)
    commit(line.count)
    return result
  }
}

/// The memory under both byte buffers.
enum ByteMemory {
  /// Moves `count` bytes into a new block of at least `n` bytes (and at
  /// least twice `capacity`), frees the old block, and returns the new one.
  static func grow(
    _ base: UnsafeMutablePointer<UInt8>, count: Int, capacity: Int, toAtLeast n: Int
  ) -> (base: UnsafeMutablePointer<UInt8>, capacity: Int) {
    let newCapacity = Swift.max(n, capacity * 2)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    base.deallocate()
    return (newBase, newCapacity)
  }
}
