/// Word-level tests shared by the parser (to find where a set starts on an
/// exercise line) and the printer (to know when a name needs its `:` so that it
/// reads back as the same name). A word is a run of bytes without spaces or tabs.
enum Words {
  typealias Bytes = UnsafeBufferPointer<UInt8>

  /// End of the word starting at `p`.
  @inline(__always)
  static func wordEnd(_ b: Bytes, _ p: Int, _ end: Int) -> Int {
    var i = p
    while i < end, !Scanner.isBlank(b[i]) { i += 1 }
    return i
  }

  /// Start of the next word at or after `p`.
  @inline(__always)
  static func skipBlanks(_ b: Bytes, _ p: Int, _ end: Int) -> Int {
    var i = p
    while i < end, Scanner.isBlank(b[i]) { i += 1 }
    return i
  }

  /// Does `b[s..<e]` equal the ASCII `word`, ignoring case?
  static func equalsFolded(_ b: Bytes, _ s: Int, _ e: Int, _ word: StaticString) -> Bool {
    guard e - s == word.utf8CodeUnitCount else { return false }
    let w = word.utf8Start
    var i = 0
    while i < e - s {
      if Scanner.lower(b[s + i]) != w[i] { return false }
      i += 1
    }
    return true
  }

  /// Unit and count suffixes that may follow a number inside a set.
  static func isKnownSuffix(_ b: Bytes, _ s: Int, _ e: Int) -> Bool {
    switch e - s {
    case 1:
      let c = Scanner.lower(b[s])
      return c == 0x73 || c == 0x6D || c == 0x68 || c == 0x78  // s m h x
    case 2:
      return equalsFolded(b, s, e, "kg") || equalsFolded(b, s, e, "lb") || equalsFolded(b, s, e, "km")
        || equalsFolded(b, s, e, "mi")
    case 3:
      return equalsFolded(b, s, e, "kgs") || equalsFolded(b, s, e, "lbs") || equalsFolded(b, s, e, "sec")
        || equalsFolded(b, s, e, "min") || equalsFolded(b, s, e, "rep")
    case 4:
      return equalsFolded(b, s, e, "secs") || equalsFolded(b, s, e, "mins") || equalsFolded(b, s, e, "reps")
    default:
      return false
    }
  }

  /// Is there a `×`-like sign at `i`: `×`, `x`, `X` or `*`? Returns its length.
  @inline(__always)
  static func timesLength(_ b: Bytes, _ i: Int, _ end: Int) -> Int {
    guard i < end else { return 0 }
    let c = b[i]
    if c == 0x78 || c == 0x58 || c == 0x2A { return 1 }
    if c == 0xC3, i + 1 < end, b[i + 1] == 0x97 { return 2 }
    return 0
  }

  /// `BW`, `BW+…`, `BW-…`, `BW×…`: a word that opens a bodyweight load.
  static func isBodyweightWord(_ b: Bytes, _ s: Int, _ e: Int) -> Bool {
    guard e - s >= 2, Scanner.lower(b[s]) == 0x62, Scanner.lower(b[s + 1]) == 0x77 else { return false }
    if e - s == 2 { return true }
    let c = b[s + 2]
    return c == 0x2B || c == 0x2D || timesLength(b, s + 2, e) > 0
  }

  /// A word made only of numbers, known suffixes, `×`, `.`, `,` and `:`, opening
  /// with a digit (`100kg`, `3×5`, `1:30`, `10,10,8`), or a bodyweight word.
  static func isSetLikeWord(_ b: Bytes, _ s: Int, _ e: Int) -> Bool {
    if isBodyweightWord(b, s, e) { return true }
    let first = b[s]
    guard Scanner.isDigit(first) || (first == 0x2E && s + 1 < e && Scanner.isDigit(b[s + 1])) else {
      return false
    }
    var i = s
    while i < e {
      let c = b[i]
      if Scanner.isDigit(c) || c == 0x2E || c == 0x2C || c == 0x3A || c == 0x2A {
        i += 1
      } else if c == 0xC3, i + 1 < e, b[i + 1] == 0x97 {
        i += 2
      } else if Scanner.isLetter(c) {
        var j = i
        while j < e, Scanner.isLetter(b[j]) { j += 1 }
        if !isKnownSuffix(b, i, j) {
          // `100kgx5`: a unit glued to an ASCII times sign.
          let last = Scanner.lower(b[j - 1])
          guard j - i > 1, last == 0x78, isKnownSuffix(b, i, j - 1) else { return false }
        }
        i = j
      } else {
        return false
      }
    }
    return true
  }

  /// A word that is a unit on its own (`kg`, `km`, `reps`), as in `60 kg`.
  static func isUnitWord(_ b: Bytes, _ s: Int, _ e: Int) -> Bool {
    var i = s
    while i < e {
      if !Scanner.isLetter(b[i]) { return false }
      i += 1
    }
    return !(e - s == 1 && Scanner.lower(b[s]) == 0x78) && isKnownSuffix(b, s, e)
  }

  /// `warmup`, `warm-up`, `drop`, `dropset`, `failure`: the kind of a set.
  static func kind(_ b: Bytes, _ s: Int, _ e: Int) -> SetKind? {
    switch e - s {
    case 4: return equalsFolded(b, s, e, "drop") ? .drop : nil
    case 6: return equalsFolded(b, s, e, "warmup") ? .warmup : nil
    case 7:
      if equalsFolded(b, s, e, "warm-up") { return .warmup }
      if equalsFolded(b, s, e, "dropset") { return .drop }
      if equalsFolded(b, s, e, "failure") { return .failure }
      return nil
    default: return nil
    }
  }

  /// The status a mark symbol or word at `s` stands for, and its length.
  static func status(_ b: Bytes, _ s: Int, _ end: Int) -> (SetStatus, Int)? {
    if b[s] == 0xE2, s + 2 < end {
      let c1 = b[s + 1]
      let c2 = b[s + 2]
      if c1 == 0x9C {
        switch c2 {
        case 0x93, 0x94, 0x85: return (.done, 3)  // ✓ ✔ ✅
        case 0x97, 0x98: return (.failed, 3)  // ✗ ✘
        default: return nil
        }
      }
      if c1 == 0x9D, c2 == 0x8C { return (.failed, 3) }  // ❌
      return nil
    }
    let e = wordEnd(b, s, end)
    if equalsFolded(b, s, e, "done") { return (.done, 4) }
    if equalsFolded(b, s, e, "fail") { return (.failed, 4) }
    if equalsFolded(b, s, e, "failed") { return (.failed, 6) }
    return nil
  }

  /// Could the word at `s..<e` continue a set after a number or `BW`?
  static func isContinuation(_ b: Bytes, _ s: Int, _ e: Int, lineEnd: Int) -> Bool {
    let c = b[s]
    if c == 0x40 || c == 0x3E || c == 0x2C { return true }  // @ > ,
    if c == 0x2B || c == 0x2D {  // + or - : `BW + 20kg`
      return s + 1 == e || Scanner.isDigit(b[s + 1]) || b[s + 1] == 0x2E
    }
    if timesLength(b, s, e) > 0 {
      let t = timesLength(b, s, e)
      if s + t == e || Scanner.isDigit(b[s + t]) { return true }
    }
    if isSetLikeWord(b, s, e) || isUnitWord(b, s, e) || kind(b, s, e) != nil { return true }
    return status(b, s, lineEnd) != nil
  }

  /// Does a set start at the word `s..<e`, given the word after it
  /// (`next` is nil at the end of the content)?
  static func isSetStart(_ b: Bytes, _ s: Int, _ e: Int, next: (Int, Int)?, lineEnd: Int) -> Bool {
    if kind(b, s, e) != nil {
      guard let (ns, ne) = next else { return false }
      return isSetLikeWord(b, ns, ne)
    }
    guard isSetLikeWord(b, s, e) else { return false }
    guard let (ns, ne) = next else { return true }
    return isContinuation(b, ns, ne, lineEnd: lineEnd)
  }

  /// Is the word a lone `×`-like sign?
  static func isTimesWord(_ b: Bytes, _ s: Int, _ e: Int) -> Bool {
    let t = timesLength(b, s, e)
    return t > 0 && s + t == e
  }

  /// Does the word end with a `:` that no backslash escapes?
  static func endsWithNameColon(_ b: Bytes, _ s: Int, _ e: Int) -> Bool {
    guard e > s, b[e - 1] == 0x3A else { return false }
    var k = e - 2
    var backslashes = 0
    while k >= s, b[k] == 0x5C {
      backslashes += 1
      k -= 1
    }
    return backslashes % 2 == 0
  }

  /// A superset label such as `A1.`, `B2)` or `a1:` opening the content, and its
  /// length including the punctuation. The label itself is letters then digits.
  static func supersetLabel(_ b: Bytes, _ s: Int, _ end: Int) -> (label: ByteRange, length: Int)? {
    var i = s
    while i < end, i - s < 2, Scanner.isLetter(b[i]) { i += 1 }
    let letters = i - s
    guard letters >= 1 else { return nil }
    let digitsStart = i
    while i < end, i - digitsStart < 2, Scanner.isDigit(b[i]) { i += 1 }
    guard i > digitsStart, i < end else { return nil }
    let p = b[i]
    guard p == 0x2E || p == 0x29 || p == 0x3A else { return nil }  // . ) :
    guard i + 1 == end || Scanner.isBlank(b[i + 1]) else { return nil }
    return (ByteRange(start: s, end: i), i + 1 - s)
  }
}
