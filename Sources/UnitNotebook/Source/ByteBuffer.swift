/// A growable buffer of UTF-8 bytes that the printers and writers fill.
///
/// Writing bytes instead of building `String`s keeps the output stages at
/// memory speed; a `String` or an array is made once, at the end, when a
/// caller wants one. The buffer manages its own memory, so an append is a
/// capacity check and a store or a `memcpy`; it is copy-on-write, so it keeps
/// value semantics.
package struct ByteBuffer: ByteSink {
  private final class Storage {
    var base: UnsafeMutablePointer<UInt8>
    var count = 0
    var capacity: Int

    init(capacity: Int) {
      self.capacity = Swift.max(capacity, 64)
      base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    init(adopting base: UnsafeMutablePointer<UInt8>, count: Int, capacity: Int) {
      self.base = base
      self.count = count
      self.capacity = capacity
    }

    func copy() -> Storage {
      let s = Storage(capacity: capacity)
      s.base.update(from: base, count: count)
      s.count = count
      return s
    }

    func grow(toAtLeast n: Int) {
      (base, capacity) = ByteMemory.grow(base, count: count, capacity: capacity, toAtLeast: n)
    }

    deinit { base.deallocate() }
  }

  private var storage: Storage

  package init(capacity: Int = 0) {
    storage = Storage(capacity: capacity)
  }

  /// Takes over memory filled by a `ByteWriter` (no copy).
  init(adopting base: UnsafeMutablePointer<UInt8>, count: Int, capacity: Int) {
    storage = Storage(adopting: base, count: count, capacity: capacity)
  }

  package var count: Int { storage.count }
  var isEmpty: Bool { storage.count == 0 }

  /// The bytes as an array (a copy).
  package var bytes: [UInt8] { withUnsafeBufferPointer { Array($0) } }

  /// The bytes as a `String`.
  package var string: String { withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) } }

  /// The byte at `i`.
  subscript(_ i: Int) -> UInt8 { storage.base[i] }

  /// Reads the bytes in place.
  package func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try body(UnsafeBufferPointer(start: storage.base, count: storage.count))
  }

  /// Makes room for `n` more bytes and returns where they go (copying the
  /// bytes first when another buffer shares them).
  @inline(__always)
  package mutating func reserve(_ n: Int) -> UnsafeMutablePointer<UInt8> {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    let s = storage
    if s.count + n > s.capacity { s.grow(toAtLeast: s.count + n) }
    return s.base + s.count
  }

  @inline(__always)
  package mutating func commit(_ n: Int) {
    storage.count += n
  }

  /// Appends another buffer's bytes from `start` on.
  package mutating func append(_ other: ByteBuffer, from start: Int = 0) {
    other.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0[start...])) }
  }

  /// Empties the buffer, keeping its memory.
  package mutating func removeAll() {
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
}
