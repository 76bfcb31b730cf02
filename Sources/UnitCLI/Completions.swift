/// Shell completion scripts, made from the table of commands: the commands,
/// their options, the values an option takes, and files where a file is
/// expected. `unit completions SHELL` prints one.
enum Completions {
  enum Shell: String, CaseIterable {
    case bash, zsh, fish
  }

  static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: return bash(Commands.all)
    case .zsh: return zsh(Commands.all)
    case .fish: return fish(Commands.all)
    }
  }

  /// A description short enough for a completion menu: the help up to its
  /// first `;`, `:` or parenthesis.
  static func brief(_ help: String) -> String {
    var text = ""
    for c in help {
      if c == ";" || c == ":" || c == "(" { break }
      text.append(c)
    }
    while text.last == " " || text.last == "," { text.removeLast() }
    return text
  }

  /// The words an operand of this kind can be, or nil for files.
  static func operandWords(_ operands: Operands) -> [String]? {
    switch operands {
    case .notebooks, .export, .exerciseAndNotebooks, .planAndNotebooks: return nil
    case .none: return []
    case .shell: return Shell.allCases.map(\.rawValue)
    case .command: return Commands.all.map(\.name)
    }
  }

  static func header(_ shell: Shell) -> String {
    "# \(shell.rawValue) completion for unit, printed by `unit completions \(shell.rawValue)` (unit \(CLI.version)).\n"
  }

  // MARK: bash

  static func bash(_ commands: [CommandEntry]) -> String {
    let toolWords = commands.map(\.name) + Commands.toolOptions.flatMap(\.names)
    var s = header(.bash)
    s += """
      # Load it with: source <(unit completions bash)
      _unit_words() {
        mapfile -t COMPREPLY < <(compgen -W "$1" -- "$cur")
      }
      _unit_files() {
        compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -f -- "$cur")
      }
      _unit() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="" command="" i
        if [ "$COMP_CWORD" -gt 0 ]; then prev="${COMP_WORDS[COMP_CWORD-1]}"; fi
        # bash splits --to=json at the '=': the option is a word further back.
        if [ "$cur" = "=" ]; then
          cur=""
        elif [ "$prev" = "=" ] && [ "$COMP_CWORD" -gt 1 ]; then
          prev="${COMP_WORDS[COMP_CWORD-2]}"
        fi
        for ((i = 1; i < COMP_CWORD; i++)); do
          case "${COMP_WORDS[i]}" in
            -*) ;;
            *) command="${COMP_WORDS[i]}"; break ;;
          esac
        done
        COMPREPLY=()
        case "$command" in
          "") _unit_words "\(toolWords.joined(separator: " "))" ;;

      """
    for c in commands {
      s += "    \(c.name))\n"
      let valued = c.allOptions.filter { $0.value != nil }
      if !valued.isEmpty {
        s += "      case \"$prev\" in\n"
        for o in valued {
          let action: String
          switch o.value {
          case .choice(_, let words): action = "_unit_words \"\(words.joined(separator: " "))\"; return"
          case .file: action = "_unit_files; return"
          case .text, nil: action = "return"
          }
          s += "        \(o.names.joined(separator: "|"))) \(action) ;;\n"
        }
        s += "      esac\n"
      }
      let optionWords = c.allOptions.flatMap(\.names).joined(separator: " ")
      s += "      if [[ \"$cur\" == -* ]]; then _unit_words \"\(optionWords)\"; return; fi\n"
      switch operandWords(c.operands) {
      case nil: s += "      _unit_files\n"
      case let words?: if !words.isEmpty { s += "      _unit_words \"\(words.joined(separator: " "))\"\n" }
      }
      s += "      ;;\n"
    }
    s += """
        esac
      }
      complete -F _unit unit

      """
    return s
  }

  // MARK: zsh

  /// Quoted for zsh between single quotes, with `[` and `]` escaped for
  /// `_arguments`' descriptions.
  static func zshQuoted(_ text: String) -> String {
    var s = ""
    for c in text {
      switch c {
      case "'": s += "'\\''"
      case "[", "]": s += "\\" + String(c)
      default: s.append(c)
      }
    }
    return s
  }

  static func zshSpecs(_ option: OptionEntry) -> [String] {
    let exclusions = option.names.count > 1 ? "(" + option.names.joined(separator: " ") + ")" : ""
    let help = zshQuoted(brief(option.help))
    var action = ""
    switch option.value {
    case .choice(let placeholder, let words): action = ":\(placeholder.lowercased()):(\(words.joined(separator: " ")))"
    case .file(let placeholder): action = ":\(placeholder.lowercased()):_files"
    case .text(let placeholder): action = ":\(placeholder.lowercased()): "
    case nil: break
    }
    return option.names.map { name in
      // A long option's value may follow an '=' (--to=json) or be the next word.
      let equals = option.value != nil && name.hasPrefix("--") ? "=" : ""
      return "'\(exclusions)\(name)\(equals)[\(help)]\(action)'"
    }
  }

  static func zsh(_ commands: [CommandEntry]) -> String {
    var s = "#compdef unit\n" + header(.zsh)
    s += """
      # Save it as _unit in a folder on $fpath (before compinit), or source it.
      _unit() {
        local curcontext="$curcontext" state line
        local -a commands
        commands=(

      """
    for c in commands { s += "    '\(c.name):\(zshQuoted(brief(c.summary)))'\n" }
    s += "  )\n  _arguments -C \\\n"
    for o in Commands.toolOptions {
      for name in o.names { s += "    '(- *)\(name)[\(zshQuoted(brief(o.help)))]' \\\n" }
    }
    s += """
          '1:command:->command' \\
          '*::argument:->argument'
        case $state in
          command) _describe -t commands 'unit command' commands ;;
          argument)
            case $words[1] in

      """
    for c in commands {
      s += "        \(c.name))\n          _arguments"
      for o in c.allOptions {
        for spec in zshSpecs(o) { s += " \\\n            \(spec)" }
      }
      switch operandWords(c.operands) {
      case nil: s += " \\\n            '*:file:_files'"
      case let words?:
        if !words.isEmpty {
          s += " \\\n            '1:\(c.operands == .shell ? "shell" : "command"):(\(words.joined(separator: " ")))'"
        }
      }
      s += "\n          ;;\n"
    }
    s += """
            esac
            ;;
        esac
      }
      if [ "$funcstack[1]" = "_unit" ]; then
        _unit "$@"
      else
        compdef _unit unit
      fi

      """
    return s
  }

  // MARK: fish

  static func fishQuoted(_ text: String) -> String {
    var s = "'"
    for c in text {
      if c == "'" || c == "\\" { s += "\\" }
      s.append(c)
    }
    return s + "'"
  }

  static func fishFlags(_ option: OptionEntry) -> String {
    var flags = ""
    for name in option.names {
      if name.hasPrefix("--") {
        flags += " -l \(name.dropFirst(2))"
      } else {
        flags += " -s \(name.dropFirst())"
      }
    }
    switch option.value {
    case .choice(_, let words): flags += " -x -a \(fishQuoted(words.joined(separator: " ")))"
    case .file: flags += " -r -F"
    case .text: flags += " -x"
    case nil: break
    }
    return flags + " -d \(fishQuoted(brief(option.help)))"
  }

  static func fish(_ commands: [CommandEntry]) -> String {
    var s = header(.fish)
    s += """
      # Save it as ~/.config/fish/completions/unit.fish, or source it.
      function __unit_command --description 'the command of the unit command line, if one is written yet'
          set -l words (commandline -opc)
          set -e words[1]
          for word in $words
              switch $word
                  case '-*'
                  case '*'
                      echo $word
                      return
              end
          end
      end
      function __unit_is --description 'is this the command of the unit command line?'
          set -l command (__unit_command)
          test "$command" = "$argv[1]"
      end
      complete -c unit -f

      """
    for o in Commands.toolOptions { s += "complete -c unit -n '__unit_is \"\"'\(fishFlags(o))\n" }
    for c in commands {
      s += "complete -c unit -n '__unit_is \"\"' -a \(c.name) -d \(fishQuoted(brief(c.summary)))\n"
    }
    for c in commands {
      let condition = "-n '__unit_is \(c.name)'"
      for o in c.allOptions { s += "complete -c unit \(condition)\(fishFlags(o))\n" }
      switch operandWords(c.operands) {
      case nil: s += "complete -c unit \(condition) -F\n"
      case let words?:
        if !words.isEmpty { s += "complete -c unit \(condition) -a \(fishQuoted(words.joined(separator: " ")))\n" }
      }
    }
    return s
  }
}
