/// Turns byte offsets into 1-based lines and columns (columns count Unicode
/// scalars, as everywhere in Unit's diagnostics).
///
/// It remembers how far it has counted, the line and the column there, so
/// offsets asked for in increasing order, as a reader reports them, cost
/// one pass over the text in all, however long the line (counting the
/// column from the line's start for each made a one-line JSON document of
/// n problems cost n²).
struct LineCounter {
  let bytes: UnsafeBufferPointer<UInt8>
  private var counted = 0
  private var line = 1
  /// Unicode scalars from the line's start to `counted`.
  private var scalars = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func location(of offset: Int) -> (line: Int, column: Int) {
    let target = Swift.max(0, Swift.min(offset, bytes.count))
    if target < counted {
      counted = 0
      line = 1
      scalars = 0
    }
    while counted < target {
      let b = bytes[counted]
      if b == 0x0A {
        line += 1
        scalars = 0
      } else if b & 0xC0 != 0x80 {
        scalars += 1
      }
      counted += 1
    }
    return (line, scalars + 1)
  }
}
