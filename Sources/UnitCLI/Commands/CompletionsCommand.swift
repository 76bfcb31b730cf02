import UnitNotebook

/// `unit completions bash|zsh|fish`: prints a shell's completion script,
/// made from the table of commands (`Completions`).
enum CompletionsCommand: Command {
  static var about: String {
    let shells = Help.list(Completions.Shell.allCases.map(\.rawValue))
    let formats = Commands.Export.to.entry.value.map(Help.valueLabel) ?? ""
    let units = Commands.Import.unit.entry.value.map(Help.valueLabel) ?? ""
    return Help.wrap(
      "Prints a completion script for \(shells): the commands, their options, the values an option takes (--to \(formats), --from FORMAT, --unit \(units)) and file names where a file is expected.",
      width: Help.width - 2, indent: 0)
  }

  static let details = """
    Load it in the current shell, or install it where the shell looks:

      bash  source <(unit completions bash), or save it as
            ~/.local/share/bash-completion/completions/unit
      zsh   unit completions zsh > ~/.zfunc/_unit, with ~/.zfunc on $fpath
            before compinit runs
      fish  unit completions fish > ~/.config/fish/completions/unit.fish
    """

  struct Options: CommandOptions {
    var shell: Completions.Shell

    init(_ arguments: Arguments) throws(OptionProblem) {
      let shells = Completions.Shell.allCases.map(\.rawValue).joined(separator: ", ")
      guard arguments.operands.count == 1, let name = arguments.operands.first else {
        throw OptionProblem("name the shell: expected one of \(shells)")
      }
      guard let shell = Completions.Shell(rawValue: name) else {
        throw OptionProblem("unknown shell \(Excerpt.quoted(name)): expected one of \(shells)")
      }
      self.shell = shell
    }
  }

  static func status<C: Console>(_ options: Options, console: inout C) -> CLI.Status {
    console.writeOutput(Array(Completions.script(for: options.shell).utf8))
    return .ok
  }
}
