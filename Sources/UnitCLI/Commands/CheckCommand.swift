import UnitNotebook

/// `unit check [FILE...]`
enum CheckCommand: Command {
  static let about = """
    Reports every error in the notebooks as FILE:LINE:COLUMN with the line and
    a caret. Prints nothing and exits 0 when they are clean; exits 2 on errors.
    """

  static let details = ""

  static func run<C: Console>(_ parsed: Arguments, console: inout C) -> Int32 {
    guard let inputs = Input.read(parsed.operands, console: &console) else { return CLI.Status.failure.rawValue }
    return (console.checkAll(inputs) ? CLI.Status.ok : .failure).rawValue
  }
}
