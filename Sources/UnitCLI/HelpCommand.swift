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
    return show(parsed.operands.first, console: &console)
  }

  /// Writes the help of the command named, or the tool's help for none.
  static func show<C: Console>(_ topic: String?, console: inout C) -> Int32 {
    guard let topic else {
      console.writeOutput(Array(Help.tool.utf8))
      return CLI.Status.ok.rawValue
    }
    guard let entry = Commands.named(topic) else {
      let names = Commands.all.map(\.name).joined(separator: ", ")
      console.writeError("unit help: error: unknown command \(Excerpt.quoted(topic)): expected one of \(names)\n")
      return CLI.Status.failure.rawValue
    }
    console.writeOutput(Array(Help.text(of: entry).utf8))
    return CLI.Status.ok.rawValue
  }
}
