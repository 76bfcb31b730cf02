import UnitNotebook

/// `unit completions bash|zsh|fish`: prints a shell's completion script,
/// made from the table of commands (`Completions`).
enum CompletionsCommand: Command {
  static let about = """
    Prints a completion script for bash, zsh or fish: the commands, their
    options, the values an option takes (--to json|csv, --from FORMAT,
    --unit kg|lb) and file names where a file is expected.
    """

  static let details = """
    Load it in the current shell, or install it where the shell looks:

      bash  source <(unit completions bash), or save it as
            ~/.local/share/bash-completion/completions/unit
      zsh   unit completions zsh > ~/.zfunc/_unit, with ~/.zfunc on $fpath
            before compinit runs
      fish  unit completions fish > ~/.config/fish/completions/unit.fish
    """

  static func run<C: Console>(_ parsed: Arguments, console: inout C) -> Int32 {
    let shells = Completions.Shell.allCases.map(\.rawValue).joined(separator: ", ")
    guard parsed.operands.count == 1, let name = parsed.operands.first else {
      console.writeError("unit completions: error: name the shell: expected one of \(shells)\n")
      return CLI.Status.failure.rawValue
    }
    guard let shell = Completions.Shell(rawValue: name) else {
      console.writeError("unit completions: error: unknown shell \(Excerpt.quoted(name)): expected one of \(shells)\n")
      return CLI.Status.failure.rawValue
    }
    console.writeOutput(Array(Completions.script(for: shell).utf8))
    return CLI.Status.ok.rawValue
  }
}
