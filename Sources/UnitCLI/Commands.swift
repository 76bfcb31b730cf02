import UnitNotebook

/// The commands of `unit`, in the order the help lists them: the one table
/// the tool's help, each command's `--help`, the shell completions, the
/// argument parsing and the dispatch are made from (docs/ARCHITECTURE.md,
/// "Adding a command"). A test checks every command and option here against
/// docs/unit.1, docs/cli.md, the completion scripts and `--help`.
enum Commands {
  static var all: [CommandEntry] {
    [
      CommandEntry(
        name: "fmt", summary: "print a notebook in the canonical form (-w rewrites, --check lists)",
        usage: "[--check | -w] [FILE...]",
        options: [
          OptionEntry(["--check"], "print the names of files that are not canonical; exit 1 if any"),
          OptionEntry(["-w", "--write"], "rewrite the files in place (atomically; permissions kept)"),
        ],
        operands: .notebooks, command: FmtCommand.self),
      CommandEntry(
        name: "check", summary: "report errors in a notebook; silent when it is clean",
        usage: "[FILE...]", options: [], operands: .notebooks, command: CheckCommand.self),
      CommandEntry(
        name: "export", summary: "write a notebook as JSON or CSV, or as Strong's or Hevy's CSV",
        usage: "--to json|csv|strong|hevy [-o OUT] [FILE...]",
        options: [
          OptionEntry(
            ["--to"], value: .choice("FORMAT", NotebookExport.Format.allCases.map(\.rawValue)),
            "json, csv, strong or hevy (required)"),
          OptionEntry(
            ["-o", "--output"], value: .file("OUT"),
            "write to OUT (atomically) instead of standard output; - is standard output; OUT may not be an input"),
        ],
        operands: .notebooks, command: ExportCommand.self),
      CommandEntry(
        name: "import", summary: "turn Unit JSON or CSV, or a workout app's export, into a notebook",
        usage: "[--from FORMAT] [--unit kg|lb] [--into NOTEBOOK] [--dry-run] [--map MAPFILE] [-o OUT] FILE",
        options: [
          OptionEntry(
            ["--from"], value: .choice("FORMAT", ImportFormat.allCases.map(\.rawValue)),
            "the export's format, when it is not recognised: "
              + ImportFormat.allCases.map(\.rawValue).joined(separator: ", ")),
          OptionEntry(
            ["--unit"], value: .choice(WeightUnit.printedSpellings.joined(separator: "|"), WeightUnit.printedSpellings),
            "the weight unit, for exports that do not say it (Strong's iPhone layout, in any language)"),
          OptionEntry(
            ["--into"], value: .file("NOTEBOOK"),
            "append the sessions NOTEBOOK does not have yet (same date, start time and exercises), atomically; importing the same export again adds nothing"
          ),
          OptionEntry(["--dry-run", "-n"], "print what would be added; write nothing"),
          OptionEntry(
            ["--map"], value: .file("MAPFILE"),
            "rename exercises, one a line: 'Exported Name = Notebook Name' (blank lines and # comments allowed)"),
          OptionEntry(
            ["-o", "--output"], value: .file("OUT"),
            "write the notebook to OUT (atomically), not standard output; - is standard output"),
        ],
        operands: .export, command: ImportCommand.self),
      CommandEntry(
        name: "last", summary: "the last session of an exercise, ready to paste: unit last Squat",
        usage: "[--before DATE] [--map F] EXERCISE [FILE...]",
        options: [
          OptionEntry(["--before"], value: .text("DATE"), "the last time before DATE (YYYY-MM-DD)"),
          mapOption,
        ],
        operands: .exerciseAndNotebooks, command: LastCommand.self),
      CommandEntry(
        name: "prs", summary: "personal records, or every record event (--events)",
        usage: "[-e EXERCISE]... [--since DATE] [--until DATE] [--events] [--json] [--map F] [FILE...]",
        options: [
          OptionEntry(["-e", "--exercise"], value: .text("EXERCISE"), "only this exercise (may be repeated)"),
          OptionEntry(["--since"], value: .text("DATE"), "only records set on or after DATE (YYYY-MM-DD)"),
          OptionEntry(["--until"], value: .text("DATE"), "only records set on or before DATE"),
          OptionEntry(
            ["--events"], "every record event in date order, as FILE:LINE:COL: record: … lines (a quickfix list)"),
          OptionEntry(["--json"], "JSON (docs/history.md) instead of text"),
          mapOption,
        ],
        operands: .notebooks, command: PrsCommand.self),
      CommandEntry(
        name: "stats", summary: "work by week, month or year: sessions, sets, reps, volume",
        usage:
          "[--by week|month|year] [--since DATE] [--until DATE] [-e EXERCISE] [--unit kg|lb] [--json] [--map F] [FILE...]",
        options: [
          OptionEntry(
            ["--by"], value: .choice("PERIOD", ["week", "month", "year"]), "week (the default), month or year"),
          OptionEntry(["--since"], value: .text("DATE"), "from DATE on (YYYY-MM-DD)"),
          OptionEntry(["--until"], value: .text("DATE"), "up to DATE, inclusive"),
          OptionEntry(["-e", "--exercise"], value: .text("EXERCISE"), "only this exercise"),
          OptionEntry(
            ["--unit"], value: .choice(WeightUnit.printedSpellings.joined(separator: "|"), WeightUnit.printedSpellings),
            "the unit of volume (default: the unit most weighted sets use, kg on a tie)"),
          OptionEntry(["--json"], "JSON (docs/history.md) instead of text"),
          mapOption,
        ],
        operands: .notebooks, command: StatsCommand.self),
      CommandEntry(
        name: "progress", summary: "an exercise's e1RM, weight, reps, volume, distance, time or pace over time (--svg)",
        usage:
          "EXERCISE [--metric e1rm|heaviest|reps|volume|distance|duration|pace] [--by session|week|month] [--svg OUT] [--json] [--map F] [FILE...]",
        options: [
          OptionEntry(
            ["--metric"], value: .choice("METRIC", HistoryMetric.allCases.map(\.rawValue)),
            "e1rm (the default: best estimated one-rep max), heaviest, reps (most in one set), volume; for conditioning distance, duration (time) or pace (time per km or mi)"
          ),
          OptionEntry(
            ["--by"], value: .choice("GROUPING", ["session", "week", "month"]), "session (the default), week or month"),
          OptionEntry(
            ["--svg"], value: .file("OUT"),
            "write the chart to OUT (atomically); - writes it to standard output, instead of the table"),
          OptionEntry(["--json"], "JSON (docs/history.md) instead of text"),
          mapOption,
        ],
        operands: .exerciseAndNotebooks, command: ProgressCommand.self),
      CommandEntry(
        name: "next", summary: "plan the next session of a routine from last time",
        usage: "NAME [--date DATE] [--map F] [--into NOTEBOOK [--force] | -o OUT] [--dry-run] [--quiet] [FILE...]",
        options: [
          OptionEntry(["--date"], value: .text("DATE"), "the session's date (YYYY-MM-DD; default: today, local time)"),
          mapOption,
          OptionEntry(
            ["--into"], value: .file("NOTEBOOK"),
            "append the session to NOTEBOOK (atomically, after one blank line); NOTEBOOK is read as history too"),
          OptionEntry(
            ["--force"], "with --into: add the session even when NOTEBOOK has one of that title on that date"),
          OptionEntry(
            ["-o", "--output"], value: .file("OUT"),
            "write the session to OUT (atomically) instead of standard output; - is standard output"),
          OptionEntry(["--dry-run", "-n"], "print what would be appended; write nothing"),
          OptionEntry(["--quiet", "-q"], "no explanation lines on standard error (warnings still)"),
        ],
        operands: .planAndNotebooks, command: NextCommand.self),
      CommandEntry(
        name: "report", summary: "the whole training log as one HTML page: records, charts, weeks, calendar",
        usage: "[-o OUT.html] [--since DATE] [--until DATE] [--map F] [--unit kg|lb] [FILE...]",
        options: [
          OptionEntry(
            ["-o", "--output"], value: .file("OUT.html"),
            "write the page to OUT.html (atomically) instead of standard output"),
          OptionEntry(
            ["--since"], value: .text("DATE"), "the period from DATE on (YYYY-MM-DD; default: the first session)"),
          OptionEntry(
            ["--until"], value: .text("DATE"), "the period up to DATE, inclusive (default: the last session)"),
          mapOption,
          OptionEntry(
            ["--unit"], value: .choice("kg|lb", ["kg", "lb"]),
            "the unit of volume (default: the unit most weighted sets use, kg on a tie)"),
        ],
        operands: .notebooks, command: ReportCommand.self),
      CommandEntry(
        name: "lsp", summary: "the language server for editors (stdin/stdout; see docs/lsp.md)",
        usage: "",
        options: [
          OptionEntry(
            ["--stdio"],
            "accepted and ignored: standard input and output are the only transport (some clients add it)"),
          OptionEntry(
            ["--clientProcessId"], value: .text("PID"),
            "accepted and ignored (some clients add it): the end of standard input is what ends the server"),
        ],
        operands: .none, command: LSPCommand.self),
      CommandEntry(
        name: "completions", summary: "print a completion script for a shell: unit completions bash",
        usage: "bash|zsh|fish", options: [], operands: .shell, command: CompletionsCommand.self),
      CommandEntry(
        name: "help", summary: "show help for a command: unit help fmt",
        usage: "[COMMAND]", options: [], operands: .command, command: HelpCommand.self),
    ]
  }

  /// The options of the tool itself, before any command.
  static let toolOptions = [
    OptionEntry(["-h", "--help"], "show this help"),
    OptionEntry(["-V", "--version"], "show the version"),
  ]

  /// The history commands' `--map`.
  static let mapOption = OptionEntry(
    ["--map"], value: .file("F"), "other names for exercises: lines 'Other Name = Name' (the import's map format)")

  /// What every command also takes.
  static let helpOption = OptionEntry(["-h", "--help"], "show this help")

  static func named(_ name: String) -> CommandEntry? { all.first { $0.name == name } }
}

/// One command: its name, what it takes, and the type that runs it.
struct CommandEntry {
  let name: String
  /// One line, for the tool's help and the completions.
  let summary: String
  /// What follows `unit NAME` in the usage line.
  let usage: String
  /// Its options, without `-h, --help` (every command has that one).
  let options: [OptionEntry]
  let operands: Operands
  let command: any Command.Type

  /// The options with `-h, --help`, as the help lists them.
  var allOptions: [OptionEntry] { options + [Commands.helpOption] }
}

/// An option: its names (`-o`, `--output`) and the value it takes, if any.
struct OptionEntry: Sendable {
  let names: [String]
  let value: OptionValue?
  /// What it does, one sentence or two (the help wraps it).
  let help: String

  init(_ names: [String], value: OptionValue? = nil, _ help: String) {
    self.names = names
    self.value = value
    self.help = help
  }

  /// The name arguments are filed under: the long one.
  var key: String { names.first { $0.hasPrefix("--") } ?? names.first ?? "" }

  /// `-o, --output OUT`
  var label: String {
    names.joined(separator: ", ") + (value.map { " " + $0.placeholder } ?? "")
  }
}

/// The value an option takes.
enum OptionValue: Sendable {
  /// One of a few words (`--to json|csv`).
  case choice(String, [String])
  /// A path.
  case file(String)
  /// Anything else (a number).
  case text(String)

  var placeholder: String {
    switch self {
    case .choice(let p, _), .file(let p), .text(let p): return p
    }
  }
}

/// What a command takes after its options.
enum Operands: Sendable {
  /// Notebooks (none: standard input).
  case notebooks
  /// One export to import.
  case export
  /// An exercise's name, then notebooks (none: standard input).
  case exerciseAndNotebooks
  /// A routine's name or a session title, then notebooks.
  case planAndNotebooks
  /// Nothing.
  case none
  /// A shell's name.
  case shell
  /// A command's name.
  case command
}

/// A command's code: the help text around its options, and what it does.
protocol Command {
  /// The help after the usage line: what the command does.
  static var about: String { get }
  /// The help after the options (empty for none).
  static var details: String { get }
  /// Runs the command, with arguments checked against its entry.
  static func run<C: Console>(_ arguments: Arguments, console: inout C) -> Int32
}
