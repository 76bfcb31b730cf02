/// A sink that keeps nothing but a count of the bytes written into it
/// (every write lands on the same scratch bytes): a cell's width is what
/// writing it here counts, as `text/tabwriter` measures what was written.
/// So a width cannot disagree with what `Cells` writes, and nothing is
/// counted by hand. The printer keeps one, to measure a block's cells
/// before it writes the first line.
///
/// A set's cells are ASCII (numbers, `BW`, signs and the printed spellings
/// of units, which `SpellingTableTests` holds to ASCII), so their bytes
/// are their columns. A routine's amount may hold the range dash `–`: its
/// table counts characters (`characters(of:)`).
struct CellWidths: ByteSink, ~Copyable {
  private var scratch: UnsafeMutablePointer<UInt8>
  private var capacity = 64
  private(set) var count = 0

  init() {
    scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
  }

  deinit { scratch.deallocate() }

  /// The bytes `write` writes.
  @inline(__always)
  mutating func of(_ write: (inout CellWidths) -> Void) -> Int {
    count = 0
    write(&self)
    return count
  }

  @inline(__always)
  mutating func reserve(_ n: Int) -> UnsafeMutablePointer<UInt8> {
    if n > capacity { grow(to: n) }
    return scratch
  }

  @inline(__always)
  mutating func commit(_ n: Int) {
    count += n
  }

  private mutating func grow(to n: Int) {
    scratch.deallocate()
    capacity = n
    scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
  }

  /// The characters (Unicode scalars) `write` writes.
  static func characters(of write: (inout ByteBuffer) -> Void) -> Int {
    var written = ByteBuffer(capacity: 32)
    write(&written)
    return written.withUnsafeBufferPointer(characters)
  }

  /// How many characters UTF-8 bytes make.
  @inline(__always)
  static func characters(_ b: UnsafeBufferPointer<UInt8>) -> Int {
    var n = 0
    for c in b where c & 0xC0 != 0x80 { n += 1 }
    return n
  }
}
