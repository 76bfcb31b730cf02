extension Array {
  /// Empties an array kept from one line (or session) to the next, keeping
  /// its memory. An array that is already empty is left alone: it may be
  /// the shared empty storage, which `removeAll(keepingCapacity:)` would
  /// check for sharing and replace (a call and a release every time).
  /// Inlinable, so that the command line's tables get it made for their
  /// element type rather than call it unspecialized.
  @inlinable @inline(__always)
  package mutating func reuse() {
    if !isEmpty { removeAll(keepingCapacity: true) }
  }
}
