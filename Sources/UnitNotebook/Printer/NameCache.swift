/// Remembers how recent exercise names print: escaped, and whether a `:` must
/// follow. A notebook repeats a few dozen names thousands of times, so a small
/// cache keyed by the name's bytes saves escaping each one anew. Each name
/// has two slots it may sit in (a set of two), so two names of one session
/// that hash alike do not put each other out on every line.
/// Names and their printed forms live in one byte arena, so a hit costs a
/// hash, a compare and a copy, with no reference counting.
struct NameCache {
  private static let slots = 256
  /// Per slot: where the name and its printed form are in the arena.
  private var nameStart = [Int](repeating: 0, count: NameCache.slots)
  private var nameCount = [Int](repeating: -1, count: NameCache.slots)
  private var printedStart = [Int](repeating: 0, count: NameCache.slots)
  private var printedCount = [Int](repeating: 0, count: NameCache.slots)
  private var arena: [UInt8] = []

  /// Which slot of each set was used last: the other is the one to refill.
  private var lastUsed = [UInt8](repeating: 0, count: NameCache.slots / 2)

  /// Appends the name as it prints (escaped, with its colon when needed).
  mutating func append(_ name: UnsafeBufferPointer<UInt8>, to out: inout ByteWriter) {
    let set = NameCache.slot(name) / 2
    if let slot = slotHolding(name, set: set) {
      lastUsed[set] = UInt8(slot - 2 * set)
      let start = printedStart[slot]
      let end = start + printedCount[slot]
      arena.withUnsafeBufferPointer { out.append(UnsafeBufferPointer(rebasing: $0[start..<end])) }
      return
    }
    let before = out.count
    TextEscaper.append(name, context: .name, to: &out)
    let colon = out.withUnsafeBufferPointer {
      TextEscaper.nameNeedsColon(UnsafeBufferPointer(rebasing: $0[before...]))
    }
    if colon { out.append(UInt8(ascii: ":")) }
    guard name.count <= 256 else { return }
    if arena.count > 1 << 16 {
      arena.reuse()
      for k in 0..<NameCache.slots { nameCount[k] = -1 }
    }
    let way = 1 - Int(lastUsed[set])
    lastUsed[set] = UInt8(way)
    let slot = 2 * set + way
    nameStart[slot] = arena.count
    nameCount[slot] = name.count
    arena.append(contentsOf: name)
    printedStart[slot] = arena.count
    printedCount[slot] = out.count - before
    out.withUnsafeBufferPointer { arena.append(contentsOf: UnsafeBufferPointer(rebasing: $0[before...])) }
  }

  /// The slot of set `set` that holds `name`, if one does. (The search
  /// and the copy of a hit are apart: with the copy to the noncopyable
  /// writer inside this loop's closure, the 6.3 compiler crashed building
  /// the fuzz targets, `-O` with the address sanitizer.)
  @inline(__always)
  private func slotHolding(_ name: UnsafeBufferPointer<UInt8>, set: Int) -> Int? {
    arena.withUnsafeBufferPointer { a -> Int? in
      for way in 0..<2 {
        let slot = 2 * set + way
        guard nameCount[slot] == name.count else { continue }
        let s = nameStart[slot]
        if ByteRuns.equal(name, UnsafeBufferPointer(rebasing: a[s..<(s + name.count)])) { return slot }
      }
      return nil
    }
  }

  /// The slot of a name: a hash of its length and of its first and last
  /// eight bytes (names that share those only share a slot; the bytes are
  /// compared in full before a hit).
  @inline(__always)
  static func slot(_ name: UnsafeBufferPointer<UInt8>) -> Int {
    let prime: UInt64 = 0x100_0000_01B3
    var hash = 0xCBF2_9CE4_8422_2325 ^ UInt64(name.count)
    if let base = name.baseAddress, name.count >= 8 {
      let raw = UnsafeRawPointer(base)
      hash = (hash ^ raw.loadUnaligned(as: UInt64.self)) &* prime
      hash = (hash ^ raw.loadUnaligned(fromByteOffset: name.count - 8, as: UInt64.self)) &* prime
      hash ^= hash >> 29
    } else {
      for b in name { hash = (hash ^ UInt64(b)) &* prime }
    }
    return Int(hash % UInt64(slots))
  }
}
