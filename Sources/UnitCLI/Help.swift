import UnitNotebook

/// The help texts, made from the table of commands (`Commands.all`) and the
/// prose each command gives (`Command.about`, `Command.details`).
enum Help {
  /// How wide a help line may be.
  static let width = 80

  static var tool: String {
    var text = """
      unit: the lab notebook for lifters — a plain-text training log, formatted and converted

      Usage: unit <command> [options] [FILE...]

      Commands:

      """
    let commands = Commands.all
    let nameWidth = (commands.map(\.name.count).max() ?? 0) + 2
    for c in commands {
      text += "  " + padded(c.name, to: nameWidth) + c.summary + "\n"
    }
    text += "\nOptions:\n" + optionLines(Commands.toolOptions)
    text += """

      With no FILE, a command reads standard input. Exit status: 0 fine,
      1 files would change (fmt --check), 2 errors. The manual: man unit
      (docs/unit.1); completions: unit completions \(Completions.Shell.allCases.map(\.rawValue).joined(separator: "|")).

      """
    return text
  }

  /// A command's `--help`: usage, what it does, its options, the details.
  static func text(of entry: CommandEntry) -> String {
    var text = "Usage: " + usage(of: entry) + "\n\n"
    text += trimmed(entry.command.about) + "\n\nOptions:\n" + optionLines(entry.allOptions)
    let details = trimmed(entry.command.details)
    if !details.isEmpty { text += "\n" + details + "\n" }
    return text + "\n" + wrap(exitStatus(of: entry), width: width, indent: 2) + "\n"
  }

  /// `Exit status: 0 fine; 2 errors.`, from the table.
  static func exitStatus(of entry: CommandEntry) -> String {
    "Exit status: " + entry.exits.map { "\($0.status.rawValue) \($0.meaning)" }.joined(separator: "; ") + "."
  }

  /// What follows an option's names in a usage line: `FORMAT`, or the
  /// words of a choice named by them (`kg|lb`).
  static func valueLabel(_ value: OptionValue) -> String {
    switch value {
    case .choice(_, let words): words.joined(separator: "|")
    case .file(let p), .text(let p): p
    }
  }

  /// Without the line ends it starts or ends with.
  static func trimmed(_ s: String) -> String {
    var t = Substring(s)
    while t.first == "\n" { t = t.dropFirst() }
    while t.last == "\n" { t = t.dropLast() }
    return String(t)
  }

  /// The `--help` of the command with this name.
  static func text(ofCommand name: String) -> String { Commands.named(name).map(text(of:)) ?? tool }

  /// `unit import [--from FORMAT] …`, wrapped under its first word.
  static func usage(of entry: CommandEntry) -> String {
    let head = "unit \(entry.name)"
    guard !entry.usage.isEmpty else { return head }
    return head + " " + wrap(entry.usage, width: width - 7 - head.count - 1, indent: 7 + head.count + 1)
  }

  /// The options, one a line: labels in a column, help wrapped beside them.
  static func optionLines(_ options: [OptionEntry]) -> String {
    let labelWidth = (options.map(\.label.count).max() ?? 0) + 2
    var lines = ""
    for o in options {
      let help = wrap(o.help, width: width - 2 - labelWidth, indent: 2 + labelWidth)
      lines += "  " + padded(o.label, to: labelWidth) + help + "\n"
    }
    return lines
  }

  /// `a, b or c`: the words of a choice, as the help and the errors list them.
  static func list(_ words: [String]) -> String {
    guard let last = words.last else { return "" }
    return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last
  }

  static func padded(_ s: String, to width: Int) -> String {
    s + String(repeating: " ", count: Swift.max(width - s.count, 1))
  }

  /// Breaks `text` at spaces into lines of at most `width` characters (a
  /// longer word stands alone), the lines after the first indented.
  static func wrap(_ text: String, width: Int, indent: Int) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
  }

  /// Writes the help of the command named, or the tool's help for none.
  static func show<C: Console>(_ topic: String?, console: inout C) -> CLI.Status {
    guard let topic else {
      console.writeOutput(Array(Help.tool.utf8))
      return .ok
    }
    guard let entry = Commands.named(topic) else {
      let names = Commands.all.map(\.name).joined(separator: ", ")
      console.writeError("unit help: error: unknown command \(Excerpt.quoted(topic)): expected one of \(names)\n")
      return .failure
    }
    console.writeOutput(Array(Help.text(of: entry).utf8))
    return .ok
  }
}
