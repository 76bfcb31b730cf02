/// A half-open range of byte offsets into the source.
package struct ByteRange: Hashable, Sendable {
  package var start: Int
  package var end: Int

  package init(start: Int, end: Int) {
    self.start = start
    self.end = end
  }

  var isEmpty: Bool { start >= end }
  package var count: Int { end - start }
}
