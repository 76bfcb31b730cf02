/// Remembers how recent exercise names print: escaped, and whether a `:` must
/// follow. A notebook repeats a few dozen names thousands of times, so a small
/// direct-mapped cache keyed by the name's bytes saves escaping each one anew.
/// Names and their printed forms live in one byte arena, so a hit costs a
/// hash, a compare and a copy, with no reference counting.
struct NameCache {
  private static let slots = 64
  /// Per slot: where the name and its printed form are in the arena.
  private var nameStart = [Int](repeating: 0, count: NameCache.slots)
  private var nameCount = [Int](repeating: -1, count: NameCache.slots)
  private var printedStart = [Int](repeating: 0, count: NameCache.slots)
  private var printedCount = [Int](repeating: 0, count: NameCache.slots)
  private var arena: [UInt8] = []

  /// Appends the name as it prints (escaped, with its colon when needed).
  mutating func append(_ name: UnsafeBufferPointer<UInt8>, to out: inout ByteWriter) {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for b in name { hash = (hash ^ UInt64(b)) &* 0x100_0000_01B3 }
    let slot = Int(hash % UInt64(NameCache.slots))
    if nameCount[slot] == name.count {
      let hit = arena.withUnsafeBufferPointer { a -> Bool in
        let s = nameStart[slot]
        var i = 0
        while i < name.count {
          if a[s + i] != name[i] { return false }
          i += 1
        }
        out.append(UnsafeBufferPointer(rebasing: a[printedStart[slot]..<(printedStart[slot] + printedCount[slot])]))
        return true
      }
      if hit { return }
    }
    let before = out.count
    TextEscaper.append(name, context: .name, to: &out)
    let colon = out.withUnsafeBufferPointer {
      TextEscaper.nameNeedsColon(UnsafeBufferPointer(rebasing: $0[before...]))
    }
    if colon { out.append(UInt8(ascii: ":")) }
    guard name.count <= 256 else { return }
    if arena.count > 1 << 16 {
      arena.removeAll(keepingCapacity: true)
      for k in 0..<NameCache.slots { nameCount[k] = -1 }
    }
    nameStart[slot] = arena.count
    nameCount[slot] = name.count
    arena.append(contentsOf: name)
    printedStart[slot] = arena.count
    printedCount[slot] = out.count - before
    out.withUnsafeBufferPointer { arena.append(contentsOf: UnsafeBufferPointer(rebasing: $0[before...])) }
  }
}
