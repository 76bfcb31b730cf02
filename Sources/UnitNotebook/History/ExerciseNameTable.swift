/// Exercise names as written → the history's exercise numbers, looked up by
/// the name's bytes so that no `String` is made for a name seen before.
struct ExerciseNameTable {
  private var slots: [Int32]
  private var entries: [(bytes: [UInt8], id: Int32)] = []
  private var mask: Int

  init() {
    slots = Array(repeating: -1, count: 64)
    mask = 63
  }

  /// The entry for these bytes, or nil when they were not seen yet.
  func lookup(_ b: UnsafeBufferPointer<UInt8>) -> (entry: Int32, id: Int32)? {
    var i = ExerciseNameTable.hash(b) & mask
    while true {
      let e = slots[i]
      if e < 0 { return nil }
      let entry = entries[Int(e)]
      if entry.bytes.count == b.count, entry.bytes.withUnsafeBufferPointer({ $0.elementsEqual(b) }) {
        return (e, entry.id)
      }
      i = (i + 1) & mask
    }
  }

  /// The name as written of an entry.
  func spelling(_ entry: Int32) -> String {
    String(decoding: entries[Int(entry)].bytes, as: UTF8.self)
  }

  /// Adds bytes not seen yet; returns their entry.
  @discardableResult
  mutating func insert(_ b: UnsafeBufferPointer<UInt8>, id: Int32) -> Int32 {
    if (entries.count + 1) * 2 > slots.count { grow() }
    var i = ExerciseNameTable.hash(b) & mask
    while slots[i] >= 0 { i = (i + 1) & mask }
    slots[i] = Int32(entries.count)
    entries.append((Array(b), id))
    return Int32(entries.count - 1)
  }

  private mutating func grow() {
    let old = entries
    slots = Array(repeating: -1, count: slots.count * 2)
    mask = slots.count - 1
    entries = []
    for e in old { e.bytes.withUnsafeBufferPointer { _ = insert($0, id: e.id) } }
  }

  /// FNV-1a, folded to an index.
  static func hash(_ b: UnsafeBufferPointer<UInt8>) -> Int {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for c in b { h = (h ^ UInt64(c)) &* 0x100_0000_01b3 }
    return Int(truncatingIfNeeded: h ^ (h >> 29))
  }
}
