/// Exercise names as written → the history's exercise numbers, looked up by
/// the name's bytes in place (all spellings in one array), so that no
/// `String` is made for a name seen before.
struct ExerciseNameTable {
  private struct Entry {
    var start: Int32
    var count: Int32
    var hash: UInt32
    var id: Int32
  }

  private var slots = [Int32](repeating: -1, count: 64)
  private var entries: [Entry] = []
  private var bytes: [UInt8] = []
  private var mask = 63

  /// The entry for these bytes, or nil when they were not seen yet.
  func lookup(_ b: UnsafeBufferPointer<UInt8>) -> (entry: Int32, id: Int32)? {
    let h = ExerciseNameTable.hash(b)
    var i = Int(truncatingIfNeeded: h) & mask
    return slots.withUnsafeBufferPointer { slots in
      entries.withUnsafeBufferPointer { entries in
        bytes.withUnsafeBufferPointer { store in
          while true {
            let e = slots[i]
            if e < 0 { return nil }
            let entry = entries[Int(e)]
            if entry.hash == h, Int(entry.count) == b.count,
              ExerciseNameTable.same(store, from: Int(entry.start), b)
            {
              return (e, entry.id)
            }
            i = (i + 1) & mask
          }
        }
      }
    }
  }

  /// The name as written of an entry.
  func spelling(_ entry: Int32) -> String {
    let e = entries[Int(entry)]
    return String(decoding: bytes[Int(e.start)..<Int(e.start) + Int(e.count)], as: UTF8.self)
  }

  /// Adds bytes not seen yet; returns their entry.
  @discardableResult
  mutating func insert(_ b: UnsafeBufferPointer<UInt8>, id: Int32) -> Int32 {
    if (entries.count + 1) * 2 > slots.count { grow() }
    let h = ExerciseNameTable.hash(b)
    place(Int32(entries.count), hash: h)
    entries.append(Entry(start: Int32(clamping: bytes.count), count: Int32(clamping: b.count), hash: h, id: id))
    bytes.append(contentsOf: b)
    return Int32(entries.count - 1)
  }

  private mutating func place(_ entry: Int32, hash: UInt32) {
    var i = Int(truncatingIfNeeded: hash) & mask
    while slots[i] >= 0 { i = (i + 1) & mask }
    slots[i] = entry
  }

  private mutating func grow() {
    slots = Array(repeating: -1, count: slots.count * 2)
    mask = slots.count - 1
    for k in entries.indices { place(Int32(k), hash: entries[k].hash) }
  }

  /// Whether `store` holds `b` from `start` on (the caller checked that
  /// there are as many bytes).
  @inline(__always)
  private static func same(_ store: UnsafeBufferPointer<UInt8>, from start: Int, _ b: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard start >= 0, start + b.count <= store.count else { return b.isEmpty }
    return ByteRuns.equal(UnsafeBufferPointer(rebasing: store[start..<(start + b.count)]), b)
  }

  /// FNV-1a, folded to 32 bits.
  static func hash(_ b: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for c in b { h = (h ^ UInt64(c)) &* 0x100_0000_01b3 }
    return UInt32(truncatingIfNeeded: h ^ (h >> 29))
  }
}
