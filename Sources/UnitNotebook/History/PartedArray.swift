/// An array kept in the parts it was made in, read as one. A history
/// folded in pieces keeps each piece's digests where the piece's fold
/// wrote them: joined into one array, half a gigabyte of them was copied
/// and paged in a second time for a 100 MB notebook (a fifth of
/// `unit report`'s time).
struct PartedArray<Element>: RandomAccessCollection {
  /// The parts in order, none empty but a lone first one, which takes what
  /// is appended until another part joins.
  private(set) var parts: [[Element]] = [[]]
  /// Where each part starts in the whole, then the whole's count.
  private var bounds: [Int] = [0, 0]

  init() {}

  var startIndex: Int { 0 }
  var endIndex: Int { bounds[parts.count] }

  subscript(i: Int) -> Element {
    get {
      let (p, k) = place(i)
      // Read in place: a copy of the part retained and released its
      // storage, a counter two threads reading the history fought over.
      return parts.withUnsafeBufferPointer { all in all[p].withUnsafeBufferPointer { $0[k] } }
    }
    _modify {
      let (p, k) = place(i)
      yield &parts[p][k]
    }
  }

  /// The part that holds whole index `i`, and `i`'s index in it.
  @inline(__always)
  private func place(_ i: Int) -> (part: Int, index: Int) {
    var (low, high) = (0, parts.count - 1)
    // The last part that starts at or before `i`.
    while low < high {
      let middle = (low + high + 1) / 2
      if bounds[middle] <= i { low = middle } else { high = middle - 1 }
    }
    return (low, i - bounds[low])
  }

  mutating func append(_ e: Element) {
    parts[parts.count - 1].append(e)
    bounds[parts.count] += 1
  }

  mutating func reserveCapacity(_ n: Int) {
    parts[parts.count - 1].reserveCapacity(n)
  }

  /// Takes the parts of `later` after its own, each changed in place by
  /// `moving` first (its indices into other tables moved past this one's);
  /// `later` is left empty.
  mutating func append(partsOf later: inout PartedArray, moving: (inout Element) -> Void) {
    var added: [[Element]] = []
    swap(&added, &later.parts)
    later = PartedArray()
    for j in added.indices where !added[j].isEmpty {
      // Taken out, so that it is changed in place, not copied.
      var part: [Element] = []
      swap(&part, &added[j])
      part.withUnsafeMutableBufferPointer { b in
        for k in b.indices { moving(&b[k]) }
      }
      let end = endIndex
      if parts.count == 1 && parts[0].isEmpty {
        parts[0] = part
      } else {
        parts.append(part)
        bounds.append(0)
      }
      bounds[parts.count] = end + part.count
    }
  }

  /// Where part `p` starts in the whole.
  func start(ofPart p: Int) -> Int { bounds[p] }

  /// `body` of each element with its index, in order, a part at a time.
  func forEachIndexed(_ body: (_ index: Int, _ element: Element) -> Void) {
    for p in parts.indices {
      let base = bounds[p]
      parts[p].withUnsafeBufferPointer { b in
        for k in b.indices { body(base + k, b[k]) }
      }
    }
  }

  func makeIterator() -> Iterator { Iterator(parts: parts) }

  struct Iterator: IteratorProtocol {
    let parts: [[Element]]
    var part = 0
    var index = 0

    mutating func next() -> Element? {
      while part < parts.count {
        if index < parts[part].count {
          defer { index += 1 }
          return parts[part][index]
        }
        (part, index) = (part + 1, 0)
      }
      return nil
    }
  }
}

extension PartedArray: Sendable where Element: Sendable {}
