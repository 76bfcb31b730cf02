/// Turns byte offsets into 1-based lines and columns (columns count Unicode
/// scalars, as everywhere in Unit's diagnostics).
///
/// It remembers how far it has counted, so offsets asked for in increasing
/// order, as a reader reports them, cost one pass over the text in all.
struct LineCounter {
  let bytes: UnsafeBufferPointer<UInt8>
  private var counted = 0
  private var line = 1
  private var lineStart = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func location(of offset: Int) -> (line: Int, column: Int) {
    let target = Swift.max(0, Swift.min(offset, bytes.count))
    if target < counted {
      counted = 0
      line = 1
      lineStart = 0
    }
    while counted < target {
      if bytes[counted] == 0x0A {
        line += 1
        lineStart = counted + 1
      }
      counted += 1
    }
    return (line, Scanner.column(of: target, lineStart: lineStart, in: bytes))
  }
}
