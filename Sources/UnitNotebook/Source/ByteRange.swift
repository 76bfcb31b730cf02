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

/// Byte runs compared in place, for the caches keyed by names.
enum ByteRuns {
  /// Are the two runs the same bytes? Eight bytes at a time.
  @inline(__always)
  static func equal(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
    guard x.count == y.count else { return false }
    guard let px = x.baseAddress, let py = y.baseAddress else { return x.count == 0 }
    let rx = UnsafeRawPointer(px)
    let ry = UnsafeRawPointer(py)
    var i = 0
    while i + 8 <= x.count {
      if rx.loadUnaligned(fromByteOffset: i, as: UInt64.self) != ry.loadUnaligned(fromByteOffset: i, as: UInt64.self) {
        return false
      }
      i += 8
    }
    while i < x.count {
      if px[i] != py[i] { return false }
      i += 1
    }
    return true
  }
}
