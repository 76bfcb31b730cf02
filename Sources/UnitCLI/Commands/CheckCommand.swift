import UnitNotebook

/// `unit check [FILE...]`
enum CheckCommand: Command {
  static let about = """
    Reports every error in the notebooks as FILE:LINE:COLUMN with the line and
    a caret. Prints nothing when they are clean.
    """

  static let details = ""

  struct Options: CommandOptions {
    var files: [String]

    init(_ arguments: Arguments) throws(OptionProblem) { files = arguments.operands }
  }

  static func status<C: Console>(_ options: Options, console: inout C) -> CLI.Status {
    guard let inputs = Input.read(options.files, command: "check", console: &console) else { return .failure }
    return console.checkAll(inputs) ? .ok : .failure
  }
}
