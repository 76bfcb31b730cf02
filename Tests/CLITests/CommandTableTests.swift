import Foundation
import Testing

@testable import UnitCLI

/// The table of commands (`Commands.all`) is what the help, the completions
/// and the dispatch are made from; these tests hold the manual page,
/// docs/cli.md, each completion script and each `--help` to it, and run the
/// completion scripts in their shells.
@Suite struct CommandTableTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func document(_ path: String) -> String {
    (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
  }

  /// What each command must be known by: its option names and the values
  /// an option or operand can take.
  static func words(of entry: CommandEntry) -> [String] {
    var words = entry.allOptions.flatMap(\.names)
    for o in entry.allOptions {
      if case .choice(_, let choices) = o.value { words += choices }
    }
    words += Completions.operandWords(entry.operands) ?? []
    return words
  }

  static var toolWords: [String] { Commands.toolOptions.flatMap(\.names) }

  /// In roff a hyphen is written `\-`.
  static func roff(_ word: String) -> String { word.replacingOccurrences(of: "-", with: "\\-") }

  @Test func theTableIsWhole() {
    let names = Commands.all.map(\.name)
    #expect(Set(names).count == names.count, "a command is named twice: \(names)")
    #expect(
      names.starts(with: [
        "fmt", "check", "export", "import", "last", "prs", "stats", "muscles", "progress", "next", "report", "lsp",
      ]))
    for entry in Commands.all {
      let optionNames = entry.allOptions.flatMap(\.names)
      #expect(Set(optionNames).count == optionNames.count, "\(entry.name): an option is named twice")
      #expect(!entry.summary.isEmpty && !entry.summary.contains("\n"), "\(entry.name): one line of summary")
      for o in entry.allOptions {
        #expect(o.names.allSatisfy { $0.hasPrefix("-") && !$0.contains("=") && !$0.contains(" ") }, "\(o.names)")
      }
    }
  }

  @Test(arguments: Commands.all.map(\.name))
  func theManualPageHasEveryCommandAndOption(_ name: String) throws {
    let entry = try #require(Commands.named(name))
    let page = Self.document("docs/unit.1")
    let hasSection = page.contains("\n.SS unit \(name)\n")
    #expect(hasSection, "docs/unit.1 has no section .SS unit \(name)")
    for word in Self.words(of: entry) {
      let found = page.contains(Self.roff(word))
      #expect(found, "docs/unit.1 does not mention \(word) (of unit \(name))")
    }
  }

  @Test(arguments: Commands.all.map(\.name))
  func theCommandLineDocumentHasEveryCommandAndOption(_ name: String) throws {
    let entry = try #require(Commands.named(name))
    let doc = Self.document("docs/cli.md")
    let hasSection = doc.contains("## `unit \(name)")
    #expect(hasSection, "docs/cli.md has no section ## `unit \(name)…`")
    for word in Self.words(of: entry) {
      let found = doc.contains(word)
      #expect(found, "docs/cli.md does not mention \(word) (of unit \(name))")
    }
  }

  @Test(arguments: Commands.all.map(\.name))
  func theHelpOfEachCommandHasEveryOption(_ name: String) throws {
    let entry = try #require(Commands.named(name))
    var console = BufferConsole()
    #expect(CLI.run([name, "--help"], console: &console) == 0)
    let help = String(decoding: console.output, as: UTF8.self)
    #expect(help.hasPrefix("Usage: unit \(name)"))
    for o in entry.allOptions {
      let found = help.contains("\n  " + o.label + " ")
      #expect(found, "unit \(name) --help has no line for \(o.label)")
    }
    for word in Self.words(of: entry) {
      let found = help.contains(word)
      #expect(found, "unit \(name) --help does not mention \(word)")
    }
    var again = BufferConsole()
    #expect(CLI.run(["help", name], console: &again) == 0)
    #expect(again.output == console.output, "unit help \(name) is unit \(name) --help")
  }

  @Test func theToolsHelpListsEveryCommand() {
    var console = BufferConsole()
    #expect(CLI.run(["--help"], console: &console) == 0)
    let help = String(decoding: console.output, as: UTF8.self)
    for entry in Commands.all {
      let listed = help.contains("\n  \(entry.name) ") && help.contains(" \(entry.summary)\n")
      #expect(listed, "unit --help does not list \(entry.name) with its summary")
    }
    for word in Self.toolWords {
      let inHelp = help.contains(word)
      let inPage = Self.document("docs/unit.1").contains(Self.roff(word))
      let inDoc = Self.document("docs/cli.md").contains(word)
      #expect(inHelp, "unit --help: \(word)")
      #expect(inPage, "docs/unit.1: \(word)")
      #expect(inDoc, "docs/cli.md: \(word)")
    }
  }

  @Test(arguments: Completions.Shell.allCases)
  func eachCompletionScriptHasEveryCommandAndOption(_ shell: Completions.Shell) {
    var console = BufferConsole()
    #expect(CLI.run(["completions", shell.rawValue], console: &console) == 0)
    let script = String(decoding: console.output, as: UTF8.self)
    #expect(script == Completions.script(for: shell))
    for word in Self.toolWords {
      let found = script.contains(Self.scriptSpelling(word, shell))
      #expect(found, "\(shell): \(word)")
    }
    for entry in Commands.all {
      let named = script.contains(entry.name)
      #expect(named, "\(shell): the command \(entry.name)")
      for word in Self.words(of: entry) {
        let found = script.contains(Self.scriptSpelling(word, shell))
        #expect(found, "\(shell): \(word) of \(entry.name)")
      }
    }
  }

  /// fish names options without their dashes (`-l write`, `-s w`).
  static func scriptSpelling(_ word: String, _ shell: Completions.Shell) -> String {
    guard shell == .fish else { return word }
    if word.hasPrefix("--") { return "-l " + word.dropFirst(2) }
    if word.hasPrefix("-") { return "-s " + word.dropFirst() }
    return word
  }

  @Test func unknownShellsAndCommandsNameWhatIsExpected() {
    var console = BufferConsole()
    #expect(CLI.run(["completions", "tcsh"], console: &console) == 2)
    #expect(console.error == "unit completions: error: unknown shell 'tcsh': expected one of bash, zsh, fish\n")
    console = BufferConsole()
    #expect(CLI.run(["completions"], console: &console) == 2)
    #expect(console.error == "unit completions: error: name the shell: expected one of bash, zsh, fish\n")
    console = BufferConsole()
    #expect(CLI.run(["help", "frob"], console: &console) == 2)
    #expect(console.error.hasPrefix("unit help: error: unknown command 'frob': expected one of fmt, check, export"))
    console = BufferConsole()
    #expect(CLI.run(["export", "--to"], console: &console) == 2)
    #expect(console.error == "unit export: error: option --to needs a value\n")
    console = BufferConsole()
    #expect(CLI.run(["lsp", "notes.unit"], console: &console) == 2)
    #expect(console.error.hasPrefix("unit lsp: error: unexpected argument 'notes.unit': the server takes no file"))
  }

  /// The manual page's synopses and exit statuses are the table's
  /// (`ManualPage.splice`); `UPDATE_GOLDEN=1` writes them into the page.
  @Test func theManualPageIsMadeFromTheTable() throws {
    let url = Self.root.appendingPathComponent("docs/unit.1")
    let page = Self.document("docs/unit.1")
    let made = ManualPage.splice(page)
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
      try Data(made.utf8).write(to: url)
      return
    }
    for part in ManualPage.parts {
      let found = page.contains("\n" + ManualPage.marker + part + "\n")
      #expect(found, "docs/unit.1 has no part '\(part)' (a line .\\\" table: \(part))")
    }
    #expect(
      page == made, "docs/unit.1 is not the command table's: UPDATE_GOLDEN=1 swift test --filter CommandTableTests")
  }

  /// A command's usage line names each of its options once, with the
  /// value the table gives it (`--to json|csv|strong|hevy`, `-o OUT`), and
  /// nothing else that looks like an option; docs/cli.md heads the
  /// command's section with it.
  @Test(arguments: Commands.all.map(\.name))
  func theUsageIsTheTables(_ name: String) throws {
    let entry = try #require(Commands.named(name))
    let words = entry.usage.split(whereSeparator: { " []".contains($0) }).map(String.init)
    var named: [String] = []
    for (k, word) in words.enumerated() where word.hasPrefix("-") && word != "|" {
      let option = entry.options.first { $0.names.contains(word) }
      #expect(option != nil, "unit \(name): the usage names \(word), which the table does not")
      guard let option else { continue }
      named.append(option.key)
      guard let value = option.value else { continue }
      let next = k + 1 < words.count ? words[k + 1] : ""
      var allowed = [Help.valueLabel(value)]
      if case .choice(let placeholder, _) = value { allowed.append(placeholder) }
      #expect(allowed.contains(next), "unit \(name): the usage gives \(word) '\(next)', the table \(allowed)")
    }
    for o in entry.options {
      #expect(named.contains(o.key), "unit \(name): the usage does not name \(o.label)")
    }
    let heading = "`unit \(name)" + (entry.usage.isEmpty ? "" : " " + entry.usage) + "`"
    let documented = Self.document("docs/cli.md").contains(heading)
    #expect(documented, "docs/cli.md has no heading \(heading)")
  }

  /// Wherever the help, the manual page or docs/cli.md write an option
  /// with its words (`--unit kg|lb`), they are the table's words for it.
  @Test func everyListOfValuesIsTheTables() {
    var choices: [String: Set<[String]>] = [:]
    for entry in Commands.all {
      for o in entry.options {
        guard case .choice(_, let words) = o.value else { continue }
        for n in o.names { choices[n, default: []].insert(words) }
      }
    }
    var texts = [("docs/cli.md", Self.document("docs/cli.md"))]
    let page = Self.document("docs/unit.1").replacingOccurrences(of: "\\-", with: "-")
      .replacingOccurrences(of: "\\fB", with: "").replacingOccurrences(of: "\\fI", with: "")
      .replacingOccurrences(of: "\\fR", with: "").replacingOccurrences(of: "\" | \"", with: "|")
      .replacingOccurrences(of: " | ", with: "|").replacingOccurrences(of: "\" \" ", with: "")
    texts.append(("docs/unit.1", page))
    for name in [nil] + Commands.all.map(\.name) {
      var console = BufferConsole()
      _ = CLI.run(name.map { ["help", $0] } ?? ["--help"], console: &console)
      texts.append(("unit help \(name ?? "")", String(decoding: console.output, as: UTF8.self)))
    }
    var seen = 0
    for (source, text) in texts {
      let pattern = /(--?[a-zA-Z][a-zA-Z-]*)[ =]([a-z0-9]+(?:\|[a-z0-9]+)+)/
      for match in text.matches(of: pattern) {
        let option = String(match.output.1)
        let words = match.output.2.split(separator: "|").map(String.init)
        seen += 1
        let known = choices[option]?.contains(words) ?? false
        #expect(known, "\(source): \(option) \(words.joined(separator: "|")) is not the table's")
      }
    }
    #expect(seen > 10)
  }

  /// The operands a command needs before its options are read.
  static func operands(of entry: CommandEntry) -> [String] {
    switch entry.operands {
    case .export: ["export.csv"]
    case .exerciseAndNotebooks, .planAndNotebooks: ["Squat"]
    case .shell: ["bash"]
    case .notebooks, .none, .command: []
    }
  }

  /// Every option with a few words or a date is read in one place
  /// (`Arguments.value`): a word that is not one is the same error for
  /// every option of every command, naming what it expects.
  @Test func everyValueIsCheckedInOnePlace() {
    var checked = 0
    for entry in Commands.all {
      for o in entry.options {
        let expected: String
        switch o.value {
        case .choice(_, let words): expected = Help.list(words)
        case .text("DATE"): expected = "a date as YYYY-MM-DD"
        default: continue
        }
        for name in o.names {
          var console = BufferConsole()
          let status = CLI.run([entry.name] + Self.operands(of: entry) + [name, "nonsense"], console: &console)
          #expect(status == 2)
          #expect(
            console.error == "unit \(entry.name): error: \(o.key) expects \(expected), found 'nonsense'\n",
            "unit \(entry.name) \(name)")
          checked += 1
        }
      }
    }
    #expect(checked >= 13, "the choices and dates of the table: \(checked)")
  }

  // MARK: The manual page and the scripts, through their programs

  static func program(_ name: String) -> String? {
    for dir in ["/usr/bin", "/bin", "/usr/local/bin"] {
      let path = dir + "/" + name
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static func run(_ program: String, _ args: [String], in dir: URL? = nil, environment: [String: String] = [:])
    throws -> Run
  {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: program)
    p.arguments = args
    if let dir { p.currentDirectoryURL = dir }
    var env = ProcessInfo.processInfo.environment
    for (k, v) in environment { env[k] = v }
    p.environment = env
    let out = Pipe()
    let err = Pipe()
    p.standardInput = FileHandle.nullDevice
    p.standardOutput = out
    p.standardError = err
    try p.run()
    let errors = ErrorText()
    Thread { errors.finish(err.fileHandleForReading.readDataToEndOfFile()) }.start()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return Run(status: p.terminationStatus, stdout: String(decoding: data, as: UTF8.self), stderr: errors.wait())
  }

  /// The script for `shell`, written to a file in `dir`.
  static func scriptFile(_ shell: Completions.Shell, in dir: URL, name: String? = nil) throws -> String {
    let file = dir.appendingPathComponent(name ?? "unit.\(shell.rawValue)")
    try Data(Completions.script(for: shell).utf8).write(to: file)
    return file.path
  }

  /// Each option that takes one of a few words, with them: what each
  /// script must offer after the option.
  static var choices: [(command: String, option: String, words: [String])] {
    var list: [(String, String, [String])] = []
    for entry in Commands.all {
      for o in entry.allOptions {
        guard case .choice(_, let words) = o.value else { continue }
        for name in o.names { list.append((entry.name, name, words)) }
      }
    }
    return list
  }

  @Test(.enabled(if: program("groff") != nil, "groff is not installed (apt-get install groff-base)"))
  func theManualPageRendersWithoutWarnings() throws {
    let groff = try #require(Self.program("groff"))
    let r = try Self.run(groff, ["-man", "-ww", "-Tutf8", Self.root.appendingPathComponent("docs/unit.1").path])
    #expect(r.status == 0)
    #expect(r.stderr == "", "groff -man -ww warns")
    #expect(r.stdout.contains("unit completions"))
  }

  @Test(.enabled(if: program("bash") != nil, "bash is not installed"))
  func theBashScriptCompletes() throws {
    let bash = try #require(Self.program("bash"))
    let dir = try TemporaryFolder()
    let script = try Self.scriptFile(.bash, in: dir.url)
    try Data().write(to: dir.url.appendingPathComponent("week.unit"))
    let syntax = try Self.run(bash, ["-n", script])
    #expect(syntax.status == 0 && syntax.stderr == "", "bash -n: \(syntax.stderr)")

    // Each case: the words typed so far (the last is being completed), and
    // what the completion function offers.
    var cases: [([String], [String])] = [
      (["unit", ""], Commands.all.map(\.name) + Self.toolWords),
      (["unit", "ex"], ["export"]),
      (["unit", "fmt", "--w"], ["--write"]),
      (["unit", "fmt", "we"], ["week.unit"]),
      (["unit", "export", "-o", "we"], ["week.unit"]),
      (["unit", "export", "--to", "=", ""], ["json", "csv", "strong", "hevy", "liftosaur"]),
      (["unit", "export", "--to", "=", "j"], ["json"]),
      (["unit", "import", "--from", "strong-"], ["strong-text"]),
      (["unit", "completions", ""], ["bash", "zsh", "fish"]),
      (["unit", "help", "im"], ["import"]),
    ]
    for c in Self.choices { cases.append((["unit", c.command, c.option, ""], c.words)) }
    var program = "source \(script)\ncomplete -p unit\n"
    for (words, _) in cases {
      let quoted = words.map { "'\($0)'" }.joined(separator: " ")
      program += "COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _unit; echo \"${COMPREPLY[*]}\"\n"
    }
    let r = try Self.run(bash, ["-c", program], in: dir.url)
    #expect(r.status == 0 && r.stderr == "", "\(r.stderr)")
    let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "complete -F _unit unit")
    for (k, (words, offered)) in cases.enumerated() {
      let got = lines.count > k + 1 ? lines[k + 1] : "(nothing)"
      #expect(got == offered.joined(separator: " "), "\(words.joined(separator: " "))")
    }
  }

  @Test(.enabled(if: program("zsh") != nil, "zsh is not installed (apt-get install zsh)"))
  func theZshScriptLoads() throws {
    let zsh = try #require(Self.program("zsh"))
    let dir = try TemporaryFolder()
    let functions = dir.url.appendingPathComponent("functions")
    try FileManager.default.createDirectory(at: functions, withIntermediateDirectories: true)
    let script = try Self.scriptFile(.zsh, in: functions, name: "_unit")
    let syntax = try Self.run(zsh, ["-n", script])
    #expect(syntax.status == 0 && syntax.stderr == "", "zsh -n: \(syntax.stderr)")
    // Found on $fpath by compinit, as installed; and sourced, as `source <(…)`.
    let dump = dir.url.appendingPathComponent("zcompdump").path
    for load in [
      "fpath=(\(functions.path) $fpath); autoload -Uz compinit; compinit -u -d \(dump)",
      "autoload -Uz compinit; compinit -u -d \(dump)-2; source \(script)",
    ] {
      let r = try Self.run(
        zsh, ["-f", "-c", load + "; print -r -- $_comps[unit]"], environment: ["HOME": dir.url.path])
      #expect(r.status == 0 && r.stderr == "", "\(load): \(r.stderr)")
      #expect(r.stdout == "_unit\n", "\(load)")
    }
  }

  @Test(.enabled(if: program("fish") != nil, "fish is not installed (apt-get install fish)"))
  func theFishScriptCompletes() throws {
    let fish = try #require(Self.program("fish"))
    let dir = try TemporaryFolder()
    let script = try Self.scriptFile(.fish, in: dir.url)
    try Data().write(to: dir.url.appendingPathComponent("week.unit"))
    let syntax = try Self.run(fish, ["--no-execute", script], environment: ["HOME": dir.url.path])
    #expect(syntax.status == 0 && syntax.stderr == "", "fish -n: \(syntax.stderr)")

    let exportFormats = Self.choices.first { $0.command == "export" && $0.option == "--to" }?.words ?? []
    #expect(exportFormats.contains("strong") && exportFormats.contains("json"))
    var cases: [(String, [String])] = [
      ("unit ", Commands.all.map(\.name)),
      ("unit fmt --w", ["--write"]),
      ("unit fmt we", ["week.unit"]),
      ("unit export -o we", ["week.unit"]),
      ("unit export --to=", exportFormats.map { "--to=\($0)" }),
      ("unit completions ", ["bash", "fish", "zsh"]),
      ("unit help im", ["import"]),
    ]
    for c in Self.choices where c.option.hasPrefix("--") {
      cases.append(("unit \(c.command) \(c.option) ", c.words.sorted()))
    }
    var program = "source \(script)\n"
    for (line, _) in cases { program += "complete -C '\(line)' | cut -f1 | sort | string join ' '\n" }
    let r = try Self.run(fish, ["--no-config", "-c", program], in: dir.url, environment: ["HOME": dir.url.path])
    #expect(r.status == 0 && r.stderr == "", "\(r.stderr)")
    let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (k, (line, offered)) in cases.enumerated() {
      let got = lines.count > k ? lines[k] : "(nothing)"
      #expect(got == offered.sorted().joined(separator: " "), "\(line)")
    }
  }
}
