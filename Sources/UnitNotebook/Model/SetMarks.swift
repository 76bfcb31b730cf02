/// The marks after a set's amount that carry a value (docs/syntax.md,
/// "Marks"): its RPE (`@8`) and the rest taken after it (`rest 2:00`). A
/// set, a routine's prescription, their syntax and records all hold them as
/// this one value, and every stage reads and writes them through
/// `ValuedMark`'s table: a new mark is a property and a case here, and its
/// spelling (Syntax/Spellings).
public struct SetMarks: Sendable, Hashable {
  /// Rate of perceived exertion, 1 to 10 (of a prescription: the target).
  public var rpe: DecimalValue?
  /// The rest taken after the set, in seconds (fractions allowed).
  public var rest: DecimalValue?

  public init(rpe: DecimalValue? = nil, rest: DecimalValue? = nil) {
    self.rpe = rpe
    self.rest = rest
  }

  /// The value of mark `m`.
  subscript(m: ValuedMark) -> DecimalValue? {
    get {
      switch m {
      case .rpe: rpe
      case .rest: rest
      }
    }
    set {
      switch m {
      case .rpe: rpe = newValue
      case .rest: rest = newValue
      }
    }
  }
}

/// A mark that carries a value, in the order the canonical form writes
/// them and JSON lists them: what its value is and how it is checked; its
/// JSON key and CSV column are its name.
enum ValuedMark: String, CaseIterable, Sendable {
  case rpe
  case rest

  /// What the value is: a number (`@8`), or a duration (`rest 2:00`, in
  /// seconds as a number in JSON and CSV).
  enum Value {
    case number
    case duration
  }

  var value: Value {
    switch self {
    case .rpe: .number
    case .rest: .duration
    }
  }

  /// What is wrong with a value of the mark, or nil.
  func problem(_ v: DecimalValue) -> String? {
    switch self {
    case .rpe: Validation.problem(rpe: v)
    case .rest: Validation.problem(rest: v)
    }
  }

  /// What it says, for an editor's completion.
  var meaning: String {
    switch self {
    case .rpe: "the RPE, as in @8"
    case .rest: "the rest after the set, as in rest 2:00"
    }
  }

  /// Its key in JSON (its name).
  var key: StaticString {
    switch self {
    case .rpe: "rpe"
    case .rest: "rest"
    }
  }

  /// What a value of it is, for a message: `an RPE (a number from 1 to
  /// 10)`; of a routine's prescription (`target`), `an RPE target …`; in
  /// JSON, where every value is a number, the rest says so plainly.
  func expected(target: Bool, json: Bool = false) -> String {
    switch self {
    case .rpe: target ? "an RPE target (a number from 1 to 10)" : "an RPE (a number from 1 to 10)"
    case .rest: json ? "a rest in seconds (a number)" : "a rest in seconds (a number such as 90)"
    }
  }
}
