import UnitNotebook

/// An option of the command table, typed by what a command gets from it: a
/// flag is a `Bool`, `--to` a `NotebookExport.Format`, `--since` a
/// `LocalDate`. The table lists its `entry` (names, value, help: what the
/// help and the completions show); `Arguments` reads its value and, when
/// the word given is not one, says so in one place, for every option:
/// `--metric expects e1rm, heaviest, … or pace, found 'speed'`.
struct Option<Value>: Sendable {
  let entry: OptionEntry
  /// The value of the word given, or nil when it is not one.
  let read: @Sendable (String) -> Value?
  /// What a value must be, as the error says it: `a date as YYYY-MM-DD`.
  let expected: String

  /// The option's name in messages: the long one.
  var name: String { entry.key }
}

extension Option where Value == Bool {
  /// An option without a value: true when given.
  static func flag(_ names: [String], _ help: String) -> Option {
    Option(entry: OptionEntry(names, help), read: { _ in true }, expected: "")
  }
}

extension Option where Value == String {
  /// A path (`-` is standard output or input where the command says so).
  static func file(_ names: [String], _ placeholder: String, _ help: String) -> Option {
    Option(entry: OptionEntry(names, value: .file(placeholder), help), read: { $0 }, expected: "")
  }

  /// Any word (an exercise's name).
  static func text(_ names: [String], _ placeholder: String, _ help: String) -> Option {
    Option(entry: OptionEntry(names, value: .text(placeholder), help), read: { $0 }, expected: "")
  }
}

extension Option where Value == LocalDate {
  /// A calendar date, YYYY-MM-DD.
  static func date(_ names: [String], _ help: String) -> Option {
    Option(
      entry: OptionEntry(names, value: .text("DATE"), help), read: { LocalDate($0) },
      expected: "a date as YYYY-MM-DD")
  }
}

extension Option {
  /// One of a few words: `words` are what the help and the completions
  /// offer and the error lists; `read` gives the value of a word (it may
  /// take other spellings of one, as `--unit kgs`).
  static func choice(
    _ names: [String], _ placeholder: String, _ words: [String], read: @escaping @Sendable (String) -> Value?,
    _ help: String
  ) -> Option {
    Option(entry: OptionEntry(names, value: .choice(placeholder, words), help), read: read, expected: Help.list(words))
  }
}

extension Option where Value == Int {
  /// An offset from UTC, `+02:00`, `-05:30`, `+0200`, `Z`: seconds east of UTC.
  static func utcOffset(_ names: [String], _ help: String) -> Option {
    Option(
      entry: OptionEntry(names, value: .text("±HH:MM"), help), read: { Self.secondsEast($0) },
      expected: "an offset from UTC such as +02:00 or -05:00")
  }

  static func secondsEast(_ text: String) -> Int? {
    if text == "Z" || text == "z" || text == "0" { return 0 }
    guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
    let digits = text.dropFirst().filter { $0 != ":" }
    guard digits.count == 4 || digits.count == 2, digits.allSatisfy(\.isASCII), let n = Int(digits) else { return nil }
    let (h, m) = digits.count == 2 ? (n, 0) : (n / 100, n % 100)
    guard h <= 18, m < 60 else { return nil }
    return (sign == "-" ? -1 : 1) * (h * 3600 + m * 60)
  }
}

extension Option where Value == WeightUnit {
  /// `--unit kg|lb`, in any spelling a notebook reads (`kgs`, `LB`).
  static func weightUnit(_ help: String) -> Option {
    .choice(
      ["--unit"], WeightUnit.printedSpellings.joined(separator: "|"), WeightUnit.printedSpellings,
      read: { WeightUnit(spelling: $0) }, help)
  }
}

/// Why a command's arguments cannot be run: `unit NAME: error: MESSAGE`,
/// and the command's help after it when `showsHelp`.
struct OptionProblem: Error {
  let message: String
  var showsHelp = false

  init(_ message: String, showsHelp: Bool = false) {
    self.message = message
    self.showsHelp = showsHelp
  }
}

/// What a command's `Options` are made from: its arguments, checked against
/// its entry in `Commands.all`.
protocol CommandOptions {
  init(_ arguments: Arguments) throws(OptionProblem)
}

/// A command's arguments, split into options and operands (`--` ends the
/// options) and checked against its entry in `Commands.all`. Each option is
/// filed under its long name (`-w` as `--write`, `-o OUT` as `--output`);
/// a command reads them through its typed `Option`s only.
struct Arguments {
  /// The options without a value, by long name, in the order given.
  private var flags: [String] = []
  private(set) var operands: [String] = []
  /// Every value of each option that takes one, in the order given
  /// (`-e Squat -e Bench`).
  private var given: [String: [String]] = [:]

  enum Outcome {
    case parsed(Arguments)
    /// `-h` or `--help` came before any unknown option.
    case help
    case unknownOption(String)
    case missingValue(String)
  }

  /// The first operand and the others; without one, `missing` is the error.
  func leadingOperand(_ missing: String) throws(OptionProblem) -> (first: String, rest: [String]) {
    guard let first = operands.first else { throw OptionProblem(missing) }
    return (first, Array(operands.dropFirst()))
  }

  /// Whether the flag was given.
  func has(_ flag: Option<Bool>) -> Bool { flags.contains(flag.name) }

  /// The value of the option given last, or nil when it was not given.
  func value<T>(_ option: Option<T>) throws(OptionProblem) -> T? {
    guard let text = given[option.name]?.last else { return nil }
    return try Self.read(text, option)
  }

  /// Every value of the option, in the order given.
  func values<T>(_ option: Option<T>) throws(OptionProblem) -> [T] {
    var read: [T] = []
    for text in given[option.name] ?? [] { read.append(try Self.read(text, option)) }
    return read
  }

  private static func read<T>(_ text: String, _ option: Option<T>) throws(OptionProblem) -> T {
    guard let value = option.read(text) else {
      throw OptionProblem("\(option.name) expects \(option.expected), found \(Excerpt.quoted(text))")
    }
    return value
  }

  static func parse(_ args: [String], for entry: CommandEntry) -> Outcome {
    var byName: [String: OptionEntry] = [:]
    for option in entry.allOptions {
      for name in option.names { byName[name] = option }
    }
    var result = Arguments()
    var i = 0
    var onlyOperands = false
    while i < args.count {
      let a = args[i]
      i += 1
      if onlyOperands || a == "-" || !a.hasPrefix("-") {
        result.operands.append(a)
        continue
      }
      if a == "--" {
        onlyOperands = true
        continue
      }
      if let eq = a.firstIndex(of: "="), a.hasPrefix("--"), let option = byName[String(a[..<eq])],
        option.value != nil
      {
        result.given[option.key, default: []].append(String(a[a.index(after: eq)...]))
        continue
      }
      guard let option = byName[a] else { return .unknownOption(a) }
      if option.key == Commands.helpOption.key { return .help }
      if option.value == nil {
        result.flags.append(option.key)
        continue
      }
      guard i < args.count else { return .missingValue(a) }
      result.given[option.key, default: []].append(args[i])
      i += 1
    }
    return .parsed(result)
  }
}
