/// The recogniser of the spelling tables (`Spellings.swift`), built from
/// them once: asking what a word means is a filter and at most one probe,
/// whatever the tables hold. A word's key is its bytes with the ASCII
/// letters in lower case, so words match in any case; a sign's key is its
/// bytes.
///
/// Most words asked about are no spelling of the kind asked for (a name's
/// words, `done` where a unit may stand), so each kind has a filter first:
/// for each length, the first letters its words have. What passes is
/// found in a table whose hash puts every spelling in a slot of its own
/// (the multiplier is searched for when the index is built), so a probe
/// never walks on.
struct SpellingIndex: Sendable {
  /// What a spelling stands for.
  enum Meaning: Equatable, Sendable {
    case unit(Lexicon.UnitWord)
    case mark(Lexicon.SetMark)
  }

  /// The longest spelling there can be, in bytes: a key is one `UInt64`.
  static let longest = 8

  private struct Slot: Sendable {
    var key: UInt64 = 0
    /// The spelling's length in bytes; 0 for an empty slot.
    var length = 0
    var meaning: Meaning? = nil
  }

  private static let slotBits = 8
  private var slots = [Slot](repeating: Slot(), count: 1 << SpellingIndex.slotBits)
  private var multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
  /// For each length (0 to `longest`), a bit for each letter (its low six
  /// bits) that opens a unit's word of that length; then the same for the
  /// marks' words.
  private var firstLetters = [UInt64](repeating: 0, count: 2 * (SpellingIndex.longest + 1))
  /// The mark of each ASCII sign (`@`, `>`, `+`), by its byte.
  private var asciiSigns = [Lexicon.SetMark?](repeating: nil, count: 128)

  /// The index of every spelling in the tables.
  init() {
    var entries: [(key: UInt64, length: Int, meaning: Meaning)] = []
    func add(_ spellings: Spellings, _ meaning: Meaning) {
      for s in spellings.all where s.count <= SpellingIndex.longest {
        // `SpellingTableTests` holds every spelling to the length and to
        // one meaning: a longer one could not be found, a second one
        // would never be.
        let key = SpellingIndex.key(s, 0, s.count)
        guard !entries.contains(where: { $0.key == key && $0.length == s.count }) else { continue }
        entries.append((key, s.count, meaning))
        if Lexicon.isLetter(s[0]) {
          let filter = SpellingIndex.filter(meaning, length: s.count)
          firstLetters[filter] |= 1 << UInt64(s[0] & 0x3F | 0x20)
        } else if s.count == 1, s[0] < 0x80, case .mark(let m) = meaning {
          asciiSigns[Int(s[0])] = m
        }
      }
    }
    for unit in Lexicon.UnitWord.all { add(unit.spellings, .unit(unit)) }
    for mark in Lexicon.SetMark.all { add(mark.spellings, .mark(mark)) }
    // The first multiplier, of a fixed sequence from the golden ratio's,
    // under which no two keys share a slot (about one try in eight finds
    // one for three dozen keys in 256 slots; `SpellingTableTests` reads
    // every spelling back).
    while true {
      var taken = [Bool](repeating: false, count: slots.count)
      var clash = false
      for entry in entries {
        let i = slot(of: entry.key)
        if taken[i] { clash = true; break }
        taken[i] = true
      }
      if !clash { break }
      multiplier = (multiplier &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407) | 1
    }
    for entry in entries {
      slots[slot(of: entry.key)] = Slot(key: entry.key, length: entry.length, meaning: entry.meaning)
    }
  }

  private static func filter(_ meaning: Meaning, length: Int) -> Int {
    if case .unit = meaning { return length }
    return SpellingIndex.longest + 1 + length
  }

  /// The unit the word `b[s..<e]` spells, in any case.
  @inline(__always)
  func unit(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Lexicon.UnitWord? {
    guard passes(b, s, e, filter: e &- s), case .unit(let u)? = find(b, s, e) else { return nil }
    return u
  }

  /// The mark the word `b[s..<e]` spells (a status or kind word, `rest`),
  /// in any case.
  @inline(__always)
  func markWord(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Lexicon.SetMark? {
    guard passes(b, s, e, filter: SpellingIndex.longest &+ 1 &+ e &- s), case .mark(let m)? = find(b, s, e) else {
      return nil
    }
    return m
  }

  /// The mark whose sign is at `s` (one character, neither letter, digit
  /// nor blank, up to `end`) and its length in bytes.
  @inline(__always)
  func markSign(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ end: Int) -> (mark: Lexicon.SetMark, length: Int)? {
    let c = b[s]
    if c < 0x80 {
      guard let m = asciiSigns.withUnsafeBufferPointer({ $0[Int(c)] }) else { return nil }
      return (m, 1)
    }
    // The length of the character its first byte opens (the scanner has
    // checked that the line is UTF-8).
    let n = c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4
    guard s + n <= end, case .mark(let m)? = find(b, s, s + n) else { return nil }
    return (m, n)
  }

  /// Does the word pass the filter: a length a spelling has, opening with
  /// a letter one of that length opens with?
  @inline(__always)
  private func passes(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int, filter: Int) -> Bool {
    guard e > s, e &- s <= SpellingIndex.longest, Lexicon.isLetter(b[s]) else { return false }
    return firstLetters.withUnsafeBufferPointer { $0[filter] } & 1 &<< UInt64(b[s] & 0x3F | 0x20) != 0
  }

  @inline(__always)
  private func find(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Meaning? {
    let key = SpellingIndex.key(b, s, e)
    let i = slot(of: key)
    return slots.withUnsafeBufferPointer { slots in
      slots[i].key == key && slots[i].length == e &- s ? slots[i].meaning : nil
    }
  }

  @inline(__always)
  private func slot(of key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* multiplier) >> UInt64(64 - SpellingIndex.slotBits))
  }

  /// The bytes of `b[s..<e]` (at most eight), ASCII letters in lower
  /// case, the first in the lowest byte.
  @inline(__always)
  static func key(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> UInt64 {
    let n = e &- s
    guard let base = b.baseAddress, s &+ 8 <= b.count else {
      // Near the end of the buffer: a byte at a time.
      var key: UInt64 = 0
      var i = e
      while i > s {
        i -= 1
        key = key << 8 | UInt64(Lexicon.lower(b[i]))
      }
      return key
    }
    // Eight bytes at once, those past `e` masked off, each capital letter
    // given its 0x20 (a test adds inside a byte's low seven bits, so
    // nothing carries into the next byte).
    let x =
      UInt64(littleEndian: UnsafeRawPointer(base + s).loadUnaligned(as: UInt64.self))
      & (n >= 8 ? ~0 : (1 &<< UInt64(truncatingIfNeeded: n &* 8)) &- 1)
    let low = x & 0x7F7F_7F7F_7F7F_7F7F
    let fromA = low &+ 0x3F3F_3F3F_3F3F_3F3F  // high bit where low >= 0x41
    let pastZ = low &+ 0x2525_2525_2525_2525  // high bit where low >= 0x5B
    let capitals = fromA & ~pastZ & ~x & 0x8080_8080_8080_8080
    return x | capitals >> 2
  }
}

// MARK: What a word or sign reads as

extension SpellingIndex {
  /// The weight unit the word `b[s..<e]` spells, in any case.
  @inline(__always)
  func weightUnit(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> WeightUnit? {
    guard case .weight(let w)? = unit(b, s, e) else { return nil }
    return w
  }

  /// The kind of a set the word `b[s..<e]` gives, in any case.
  @inline(__always)
  func setKind(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> SetKind? {
    guard case .kind(let k)? = markWord(b, s, e) else { return nil }
    return k
  }

  /// The mark at `s` (the content ends at `end`), and the length of what
  /// opens it; nil when no mark starts there. A word is a mark as a whole
  /// (up to a blank), a sign whatever follows it (`✓@8`, `>note`).
  @inline(__always)
  func setMark(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ end: Int) -> (mark: Lexicon.SetMark, length: Int)? {
    if Lexicon.isLetter(b[s]) {
      var e = s
      while e < end, !Lexicon.isBlank(b[e]) { e += 1 }
      return markWord(b, s, e).map { ($0, e - s) }
    }
    // A step written negative (`-2.5kg`), to be refused by name.
    if b[s] == UInt8(ascii: "-"), s + 1 < end, Lexicon.isDigit(b[s + 1]) { return (.step, 1) }
    return markSign(b, s, end)
  }

  /// The length of the printed sign of a status (`✓`, `✗`) at `i`, or 0.
  /// Those two are what a backslash escapes.
  @inline(__always)
  func statusSignLength(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int {
    guard let (mark, length) = markSign(b, i, end), case .status = mark,
      Lexicon.equals(b, i, i + length, mark.spellings.printed)
    else { return 0 }
    return length
  }

  /// Does a mark that needs a set before it open the word `b[s..<e]`: an
  /// RPE's sign with a digit right after it (`@8`), or the printed sign of
  /// a status (`✓`, `✗`)? In a name, such a word says a set went missing;
  /// the printer escapes it in a name.
  @inline(__always)
  func opensLostMark(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Bool {
    guard let (mark, length) = markSign(b, s, e) else { return false }
    switch mark {
    case .valued(.rpe): return s + length < e && Lexicon.isDigit(b[s + length])
    case .status: return Lexicon.equals(b, s, s + length, mark.spellings.printed)
    default: return false
    }
  }
}

extension Lexicon {
  /// The recogniser of the spelling tables, made once. (A parser holds a
  /// copy, so that its hot loops do not ask for it again and again.)
  static let spellings = SpellingIndex()
}
