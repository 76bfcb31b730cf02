/// The tables of the notebook's units, set kinds and set marks: one entry
/// each, in one `switch` each, giving every spelling read and, first, the
/// one printed. The recogniser (`SpellingIndex`, behind `Lexicon.unitWord`,
/// `setKind` and `setMark`), the printer's cells and their widths, and the
/// command line's choices are made from these entries; the library spells
/// a unit, a kind or a mark nowhere else (the apps' long words for units,
/// `Lexicon.exportedUnitWord`, are the importers').
///
/// A new unit or mark is one case (of a model enum, `DurationUnit` or
/// `SetMark`) and its entry here; the compiler then points at each
/// `switch` that must read its value (`Parser.parseMarks` for a mark, the
/// history's arithmetic for a weight or a distance). docs/ARCHITECTURE.md
/// lists the files, counted by adding one of each.
extension Lexicon {
  /// What a unit word after a number measures.
  enum UnitWord: Equatable, Sendable {
    case weight(WeightUnit)
    case distance(DistanceUnit)
    case duration(DurationUnit)
    case reps

    /// The table of units.
    var spellings: Spellings {
      switch self {
      case .weight(.kg): Spellings("kg", also: "kgs")
      case .weight(.lb): Spellings("lb", also: "lbs")
      case .distance(.m): Spellings("m")
      case .distance(.km): Spellings("km")
      case .distance(.mi): Spellings("mi")
      case .duration(.second): Spellings("s", also: "sec secs")
      case .duration(.minute): Spellings("min", also: "mins")
      case .duration(.hour): Spellings("h")
      case .reps: Spellings("rep", also: "reps")
      }
    }

    /// Every unit word.
    static var all: [UnitWord] {
      WeightUnit.allCases.map(weight) + DistanceUnit.allCases.map(distance) + DurationUnit.allCases.map(duration)
        + [.reps]
    }
  }

  /// A unit of time in an amount (`60s`, `3 min`); a duration is kept in
  /// seconds, so the unit lives only in the text.
  enum DurationUnit: CaseIterable, Sendable {
    case second
    case minute
    case hour

    /// How many seconds one of it is.
    var seconds: Int64 {
      switch self {
      case .second: 1
      case .minute: 60
      case .hour: 3600
      }
    }
  }

  /// A mark after a set's amount (they come in any order), or a kind word
  /// before the set.
  enum SetMark: Equatable, Sendable {
    case status(SetStatus)
    /// A kind word, before the set or after it (`100kg × 5 warmup`).
    case kind(SetKind)
    /// Followed by its value: the RPE (`@8`), the rest taken after the
    /// set (`rest 2:00`).
    case valued(ValuedMark)
    /// Followed by the set's note, to the end of the line.
    case note
    /// Followed by a routine's step (`+2.5kg`); a `-` before a digit reads
    /// as a step too, written negative, so that it is refused by name
    /// (`Lexicon.setMark`).
    case step

    /// The table of set kinds and marks.
    var spellings: Spellings {
      switch self {
      case .status(.done): Spellings("✓", also: "✔ ✅ done")
      case .status(.failed): Spellings("✗", also: "✘ ❌ fail failed")
      case .status(.planned): Spellings("")  // no mark: a set without one is planned
      case .kind(.normal): Spellings("")  // no word: a set without one is normal
      case .kind(.warmup): Spellings("warmup", also: "warm-up")
      case .kind(.drop): Spellings("drop", also: "dropset")
      case .kind(.failure): Spellings("failure")
      case .valued(.rpe): Spellings("@")
      case .valued(.rest): Spellings("rest")
      case .note: Spellings(">")
      case .step: Spellings("+")
      }
    }

    /// Every mark. (A case of `SetMark` of its own, not of a model enum,
    /// is listed here by hand.)
    static var all: [SetMark] {
      SetStatus.allCases.map(status) + SetKind.allCases.map(kind) + ValuedMark.allCases.map(valued) + [.note, .step]
    }
  }
}

extension Lexicon {
  /// The words that open a line of their own kind (not an exercise's name).
  enum LineWord: CaseIterable, Sendable {
    /// `Bodyweight 82.4kg`: the lifter's body weight. Written in two words,
    /// `body weight` is read too (`Parser.parseBodyweightLine`).
    case bodyweight
    /// `Squat TM 140kg`: the word of a training max, after the exercise's name.
    case trainingMax
    /// `round 1kg`: a routine's training max's rounding increment.
    case round

    /// The table of line words.
    var spellings: Spellings {
      switch self {
      case .bodyweight: Spellings("Bodyweight")
      case .trainingMax: Spellings("TM")
      case .round: Spellings("round")
      }
    }

    /// The two words of `body weight`, each read in any case.
    static let bodyweightPair: (StaticString, StaticString) = ("body", "weight")
  }
}

/// The spellings of one unit, kind or mark, as its table entry gives them:
/// the one printed, and the others read (apart by spaces). Each is read: a
/// word (opening with an ASCII letter) in any case, as a whole word; a sign
/// (one character that is no letter, digit or blank, such as `✓` or `@`)
/// as it is, whatever follows it. None is longer than
/// `SpellingIndex.longest` bytes (`SpellingTableTests` checks every rule of
/// this comment).
struct Spellings: Sendable {
  /// The spelling printed; empty for none (a planned status, a normal kind).
  let printed: StaticString
  let others: StaticString

  init(_ printed: StaticString, also others: StaticString = "") {
    self.printed = printed
    self.others = others
  }

  /// Every spelling's bytes, the printed one first.
  var all: [UnsafeBufferPointer<UInt8>] {
    var spellings: [UnsafeBufferPointer<UInt8>] = []
    for text in [printed, others] {
      let b = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
      var s = Words.skipBlanks(b, 0, b.count)
      while s < b.count {
        let e = Words.wordEnd(b, s, b.count)
        spellings.append(UnsafeBufferPointer(rebasing: b[s..<e]))
        s = Words.skipBlanks(b, e, b.count)
      }
    }
    return spellings
  }

  /// How wide the printed spelling is, in characters.
  @inline(__always)
  var width: Int {
    if printed.isASCII { return printed.utf8CodeUnitCount }
    var n = 0
    for k in 0..<printed.utf8CodeUnitCount where printed.utf8Start[k] & 0xC0 != 0x80 { n += 1 }
    return n
  }
}

// The entries of the model's values, for those who print them.

extension WeightUnit {
  var spellings: Spellings { Lexicon.UnitWord.weight(self).spellings }

  /// The printed spelling of every weight unit (`kg`, `lb`): the command
  /// line's choices.
  package static var printedSpellings: [String] {
    allCases.map { $0.spellings.printed.description }
  }
}

extension DistanceUnit {
  var spellings: Spellings { Lexicon.UnitWord.distance(self).spellings }
}

extension SetKind {
  var spellings: Spellings { Lexicon.SetMark.kind(self).spellings }
}

extension SetStatus {
  var spellings: Spellings { Lexicon.SetMark.status(self).spellings }
}
