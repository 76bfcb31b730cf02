import UnitNotebook

/// `unit help [COMMAND]`: the tool's help, or a command's (`unit fmt --help`).
enum HelpCommand: Command {
  static var about: String {
    let names = Commands.all.map(\.name).joined(separator: ", ")
    return Help.wrap(
      "Shows the help of a command, the same as unit COMMAND --help; with no COMMAND, the tool's help: every command and what it does. COMMAND is one of \(names).",
      width: Help.width - 2, indent: 0)
  }

  static let details = ""

  static func run<C: Console>(_ parsed: Arguments, console: inout C) -> Int32 {
    guard parsed.operands.count <= 1 else {
      console.writeError("unit help: error: expected one command to explain, found \(parsed.operands.count)\n")
      return CLI.Status.failure.rawValue
    }
    return Help.show(parsed.operands.first, console: &console)
  }
}
