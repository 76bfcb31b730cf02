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

  struct Options: CommandOptions {
    /// The command to explain; nil for the tool.
    var topic: String?

    init(_ arguments: Arguments) throws(OptionProblem) {
      guard arguments.operands.count <= 1 else {
        throw OptionProblem("expected one command to explain, found \(arguments.operands.count)")
      }
      topic = arguments.operands.first
    }
  }

  static func status<C: Console>(_ options: Options, console: inout C) -> CLI.Status {
    Help.show(options.topic, console: &console)
  }
}
