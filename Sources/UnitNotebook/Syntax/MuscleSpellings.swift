/// The words a notebook's `# Muscles` section reads for the 17 muscle
/// groups (docs/syntax.md, "Muscles"): each group's own name, which `fmt`
/// writes, and the words lifters also use for it (`quads`, `delts`). Read
/// in any case, a hyphen as a blank (`Lower-Back`).
extension MuscleGroup {
  /// The other words read for the group.
  var otherSpellings: [String] {
    switch self {
    case .abdominals: ["abdominal", "abs", "obliques"]
    case .abductors: ["abductor"]
    case .adductors: ["adductor"]
    case .biceps: ["bicep"]
    case .calves: ["calf"]
    case .chest: ["pecs", "pec", "pectorals"]
    case .forearms: ["forearm"]
    case .glutes: ["glute"]
    case .hamstrings: ["hamstring", "hams"]
    case .lats: ["lat"]
    case .lowerBack: ["erectors", "spinal erectors"]
    case .middleBack: ["mid back", "rhomboids"]
    case .neck: []
    case .quadriceps: ["quadricep", "quads", "quad"]
    case .shoulders: ["shoulder", "delts", "delt", "deltoids"]
    case .traps: ["trap"]
    case .triceps: ["tricep"]
    }
  }
}

/// The reader of a declaration's groups, `quadriceps, glutes; secondary:
/// adductors`: the parser checks a line with it, and the lowering reads
/// the groups of a line that checked.
enum MuscleList {
  /// Every spelling, in lower case with single blanks → its group.
  static let groups: [String: MuscleGroup] = {
    var groups: [String: MuscleGroup] = [:]
    for g in MuscleGroup.allCases {
      for spelling in [g.name] + g.otherSpellings { groups[spelling] = g }
    }
    return groups
  }()

  /// The group a word (or two) names, read in any case, or nil.
  static func group(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> MuscleGroup? {
    groups[folded(b, s, e)]
  }

  /// The text lower-cased (ASCII letters), a hyphen or an underscore as a
  /// blank, each run of blanks one space.
  static func folded(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> String {
    var out: [UInt8] = []
    var blank = false
    for i in s..<e {
      let c = b[i]
      if Lexicon.isBlank(c) || c == 0x2D || c == 0x5F {
        blank = !out.isEmpty
        continue
      }
      if blank { out.append(0x20) }
      blank = false
      out.append(Lexicon.lower(c))
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The group name nearest to a word that names none (one edit for a
  /// word of up to four letters, two for a longer one), when one alone is.
  static func nearest(to word: String) -> String? {
    let typed = Array(word.unicodeScalars)
    let limit = typed.count <= 4 ? 1 : 2
    var best: (distance: Int, group: MuscleGroup)? = nil
    var tied = false
    for (spelling, group) in groups.sorted(by: { $0.key < $1.key }) {
      let d = Lexicon.editDistance(typed, Array(spelling.unicodeScalars), limit: limit)
      guard d <= limit else { continue }
      if let current = best {
        if d < current.distance {
          best = (d, group)
          tied = false
        } else if d == current.distance, current.group != group {
          tied = true
        }
      } else {
        best = (d, group)
      }
    }
    guard let best, !tied else { return nil }
    return best.group.name
  }

  /// What reading a list found: its groups, or the first problem and where.
  enum Reading {
    case groups(primary: [MuscleGroup], secondary: [MuscleGroup])
    case problem(CodedMessage, at: Int)
  }

  /// What a piece of a list is, for an editor's colours.
  enum Piece {
    case group
    /// `primary` or `secondary`, with the colon after it.
    case label
  }

  /// Reads `b[s..<e]`: groups parted by `,`; then, after `;` (or `,`), the
  /// word `secondary` (a `:` after it optional) and the secondary groups.
  /// A `primary` before the first group is read too. `visit` hears each
  /// piece read, in order.
  static func read(
    _ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int, visit: ((ByteRange, Piece) -> Void)? = nil
  ) -> Reading {
    var primary: [MuscleGroup] = []
    var secondary: [MuscleGroup] = []
    var inSecondary = false
    var separator: UInt8? = nil
    var i = s
    while i <= e {
      var end = i
      while end < e, b[end] != 0x2C, b[end] != 0x3B { end += 1 }
      var start = Words.skipBlanks(b, i, end)
      let itemEnd = trimmed(b, start, end)
      var after = separator.map { "'" + String(UnicodeScalar($0)) + "'" } ?? "the colon"
      if let (label, wordEnd, next) = label(b, start, itemEnd) {
        if label == .primary, primary.isEmpty, !inSecondary, separator == nil {
          visit?(ByteRange(start: start, end: wordEnd), .label)
          start = next
        } else if label == .secondary {
          if inSecondary { return .problem(Message.duplicateSecondary, at: start) }
          if primary.isEmpty { return .problem(Message.secondaryWithoutPrimary, at: start) }
          visit?(ByteRange(start: start, end: wordEnd), .label)
          inSecondary = true
          start = next
          after = "secondary"
        }
      } else if separator == 0x3B, !inSecondary {
        return .problem(Message.expectedSecondary, at: start)
      }
      guard start < itemEnd else { return .problem(Message.expectedMuscleGroup(after: after), at: start) }
      guard let group = group(b, start, itemEnd) else {
        let word = folded(b, start, itemEnd)
        return .problem(Message.unknownMuscleGroup(Excerpt.cut(word), nearest: nearest(to: word)), at: start)
      }
      if primary.contains(group) || secondary.contains(group) {
        return .problem(Message.duplicateMuscleGroup(group.name), at: start)
      }
      visit?(ByteRange(start: start, end: itemEnd), .group)
      if inSecondary { secondary.append(group) } else { primary.append(group) }
      separator = end < e ? b[end] : nil
      i = end + 1
    }
    return .groups(primary: primary, secondary: secondary)
  }

  enum Label {
    case primary
    case secondary
  }

  /// `primary` or `secondary` opening an item (before a `:`, a blank or
  /// the item's end), where the word ends (with its colon), and where what
  /// follows it starts.
  static func label(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> (Label, wordEnd: Int, after: Int)? {
    var w = s
    while w < e, Lexicon.isLetter(b[w]) { w += 1 }
    guard w == e || b[w] == 0x3A || Lexicon.isBlank(b[w]) else { return nil }
    let label: Label
    if Lexicon.equalsFolded(b, s, w, "secondary") {
      label = .secondary
    } else if Lexicon.equalsFolded(b, s, w, "primary") {
      label = .primary
    } else {
      return nil
    }
    var after = w
    if after < e, b[after] == 0x3A { after += 1 }
    return (label, after, Words.skipBlanks(b, after, e))
  }

  private static func trimmed(_ b: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Int {
    var i = e
    while i > s, Lexicon.isBlank(b[i - 1]) { i -= 1 }
    return i
  }
}
