import UnitNotebook

/// The commands of `unit`, in the order the help lists them: the one table
/// the tool's help, each command's `--help`, the shell completions, the
/// argument parsing and the dispatch are made from (docs/ARCHITECTURE.md,
/// "Adding a command"). Each command's options are typed `Option`s, named
/// below under the command, which its `Options` read (`Arguments.value`). A
/// test checks every command and option here against docs/unit.1,
/// docs/cli.md, the completion scripts and `--help`.
enum Commands {
  static var all: [CommandEntry] {
    [
      CommandEntry(
        name: "fmt", summary: "print a notebook in the canonical form (-w rewrites, --check lists)",
        usage: "[--check | -w] [FILE...]", options: [Fmt.check.entry, Fmt.write.entry], operands: .notebooks,
        exits: [
          .init(.ok, "printed, or nothing to change"), .init(.changes, "--check found files that are not canonical"),
          .init(.failure, "errors (nothing was written)"),
        ],
        command: FmtCommand.self),
      CommandEntry(
        name: "check", summary: "report errors in a notebook; silent when it is clean",
        usage: "[FILE...]", options: [], operands: .notebooks, exits: [.init(.ok, "clean"), .init(.failure, "errors")],
        command: CheckCommand.self),
      CommandEntry(
        name: "export", summary: "write a notebook as JSON or CSV, or as Strong's or Hevy's CSV or Liftosaur's text",
        usage: "--to json|csv|strong|hevy|liftosaur [-o OUT] [FILE...]",
        options: [Export.to.entry, Export.output.entry],
        operands: .notebooks,
        exits: [
          .init(.ok, "written (warnings for what an app cannot hold included)"),
          .init(.failure, "errors (nothing was written)"),
        ],
        command: ExportCommand.self),
      CommandEntry(
        name: "import", summary: "turn Unit JSON or CSV, or a workout app's export or notes, into a notebook",
        usage:
          "[--from FORMAT] [--unit kg|lb] [--utc-offset ±HH:MM] [--into NOTEBOOK] [--dry-run] [--map MAPFILE] [-o OUT] FILE...",
        options: [
          Import.from.entry, Import.unit.entry, Import.utcOffset.entry, Import.into.entry, Import.dryRun.entry,
          Import.map.entry, Import.output.entry,
        ],
        operands: .export, exits: [.init(.ok, "imported"), .init(.failure, "errors (nothing was written)")],
        command: ImportCommand.self),
      CommandEntry(
        name: "last", summary: "the last session of an exercise, ready to paste: unit last Squat",
        usage: "[--before DATE] [--map F] EXERCISE [FILE...]", options: [Last.before.entry, map.entry],
        operands: .exerciseAndNotebooks,
        exits: [
          .init(.ok, "printed"), .init(.changes, "the exercise has no counted set (only warm-ups, ✗ or planned)"),
          .init(
            .failure,
            "errors: an unknown exercise (the nearest names are suggested), a bad date, a notebook with errors"),
        ],
        command: LastCommand.self),
      CommandEntry(
        name: "prs", summary: "personal records, or every record event (--events)",
        usage: "[-e EXERCISE]... [--since DATE] [--until DATE] [--events] [--json] [--map F] [FILE...]",
        options: [
          Prs.exercise.entry, Prs.since.entry, Prs.until.entry, Prs.events.entry, json.entry, map.entry,
        ],
        operands: .notebooks, exits: [.init(.ok, "fine"), .init(.failure, "errors")],
        command: PrsCommand.self),
      CommandEntry(
        name: "stats", summary: "work by week, month or year: sessions, sets, reps, volume; sets per muscle",
        usage:
          "[--by week|month|year] [--since DATE] [--until DATE] [-e EXERCISE] [--unit kg|lb] [--muscles] [--json] [--map F] [FILE...]",
        options: [
          Stats.by.entry, Stats.since.entry, Stats.until.entry, Stats.exercise.entry, Stats.unit.entry,
          Stats.muscles.entry, json.entry, map.entry,
        ],
        operands: .notebooks, exits: [.init(.ok, "fine"), .init(.failure, "errors")],
        command: StatsCommand.self),
      CommandEntry(
        name: "muscles", summary: "the exercises with no muscles known, most counted sets first",
        usage: "[--since DATE] [--until DATE] [--json] [--map F] [FILE...]",
        options: [Muscles.since.entry, Muscles.until.entry, json.entry, map.entry],
        operands: .notebooks, exits: [.init(.ok, "fine"), .init(.failure, "errors")],
        command: MusclesCommand.self),
      CommandEntry(
        name: "progress", summary: "an exercise's e1RM, weight, reps, volume, distance, time or pace over time (--svg)",
        usage:
          "EXERCISE [--metric e1rm|heaviest|reps|volume|distance|duration|pace] [--by session|week|month] [--svg OUT] [--json] [--map F] [FILE...]",
        options: [Progress.metric.entry, Progress.by.entry, Progress.svg.entry, json.entry, map.entry],
        operands: .exerciseAndNotebooks,
        exits: [
          .init(.ok, "fine"), .init(.changes, "nothing to chart (a metric that does not apply names those that do)"),
          .init(.failure, "errors (an unknown exercise suggests the nearest names)"),
        ],
        command: ProgressCommand.self),
      CommandEntry(
        name: "next", summary: "plan the next session of a routine from last time",
        usage: "NAME [--date DATE] [--map F] [--into NOTEBOOK [--force] | -o OUT] [--dry-run] [--quiet] [FILE...]",
        options: [
          Next.date.entry, map.entry, Next.into.entry, Next.force.entry, Next.output.entry, Next.dryRun.entry,
          Next.quiet.entry,
        ],
        operands: .planAndNotebooks,
        exits: [
          .init(.ok, "planned"),
          .init(
            .failure,
            "errors: an unknown NAME (the routines and session titles that exist are listed, nearest first), a bad date, a notebook with errors, a session of that title and date already in the --into notebook, a percentage with no training max in effect, an RPE target with neither history nor a load or too far from a max (nothing is written), a failed write"
          ),
        ],
        command: NextCommand.self),
      CommandEntry(
        name: "report", summary: "the whole training log as one HTML page: records, charts, weeks, calendar",
        usage: "[-o OUT.html [--watch]] [--since DATE] [--until DATE] [--map F] [--unit kg|lb] [FILE...]",
        options: [
          Report.output.entry, Report.watch.entry, Report.since.entry, Report.until.entry, map.entry,
          Report.unit.entry,
        ],
        operands: .notebooks,
        exits: [
          .init(.ok, "written"), .init(.changes, "written, and the notebooks have errors"),
          .init(
            .failure,
            "errors (a bad option, an unreadable file, a failed write); with --watch, only when it cannot start"),
        ],
        command: ReportCommand.self),
      CommandEntry(
        name: "lsp", summary: "the language server for editors (stdin/stdout; see docs/lsp.md)",
        usage: "[--stdio] [--clientProcessId PID]", options: [LSP.stdio.entry, LSP.clientProcessId.entry],
        operands: .none,
        exits: [
          .init(.ok, "after the client's shutdown and exit"),
          .init(.changes, "the input ended, or exit came without shutdown"),
          .init(.failure, "an unknown option, or an answer that cannot be written"),
        ],
        command: LSPCommand.self),
      CommandEntry(
        name: "completions", summary: "print a completion script for a shell: unit completions bash",
        usage: "bash|zsh|fish", options: [], operands: .shell,
        exits: [.init(.ok, "printed"), .init(.failure, "an unknown shell")],
        command: CompletionsCommand.self),
      CommandEntry(
        name: "help", summary: "show help for a command: unit help fmt",
        usage: "[COMMAND]", options: [], operands: .command,
        exits: [.init(.ok, "shown"), .init(.failure, "an unknown command")],
        command: HelpCommand.self),
    ]
  }

  enum Fmt {
    static let check = Option.flag(["--check"], "print the names of files that are not canonical; exit 1 if any")
    static let write = Option.flag(["-w", "--write"], "rewrite the files in place (atomically; permissions kept)")
  }

  enum Export {
    static let to = Option.choice(
      ["--to"], "FORMAT", NotebookExport.Format.allCases.map(\.rawValue),
      read: { NotebookExport.Format(rawValue: $0) }, "json, csv, strong, hevy or liftosaur (required)")
    static let output = Option.file(
      ["-o", "--output"], "OUT",
      "write to OUT (atomically) instead of standard output; - is standard output; OUT may not be an input")
  }

  enum Import {
    static let from = Option.choice(
      ["--from"], "FORMAT", ImportFormat.allCases.map(\.rawValue),
      read: { ImportFormat(rawValue: $0.lowercased()) },
      "the export's format, when it is not recognised: "
        + ImportFormat.allCases.map(\.rawValue).joined(separator: ", "))
    static let unit = Option.weightUnit(
      "the weight unit, for exports that do not say it (Strong's iPhone layout, in any language; Fitdown notes, JEFIT, lift.md plans without one)"
    )
    static let utcOffset = Option.utcOffset(
      ["--utc-offset"],
      "read times an export writes only in UTC (Liftosaur, LiftMark, JEFIT) at this offset, such as +02:00, instead of in the machine's time zone"
    )
    static let into = Option.file(
      ["--into"], "NOTEBOOK",
      "append the sessions NOTEBOOK does not have yet (same date, start time and exercises), atomically; importing the same export again adds nothing"
    )
    static let dryRun = Option.flag(["--dry-run", "-n"], "print what would be added; write nothing")
    static let map = Option.file(
      ["--map"], "MAPFILE",
      "rename exercises, one a line: 'Exported Name = Notebook Name' (blank lines and # comments allowed)")
    static let output = Option.file(
      ["-o", "--output"], "OUT", "write the notebook to OUT (atomically), not standard output; - is standard output")
  }

  enum Last {
    static let before = Option.date(["--before"], "the last time before DATE (YYYY-MM-DD)")
  }

  enum Prs {
    static let exercise = Option.text(["-e", "--exercise"], "EXERCISE", "only this exercise (may be repeated)")
    static let since = Option.date(["--since"], "only records set on or after DATE (YYYY-MM-DD)")
    static let until = Option.date(["--until"], "only records set on or before DATE")
    static let events = Option.flag(
      ["--events"], "every record event in date order, as FILE:LINE:COL: record: … lines (a quickfix list)")
  }

  enum Stats {
    static let by = Option.choice(
      ["--by"], "PERIOD", ["week", "month", "year"],
      read: { HistoryGrouping(rawValue: $0).flatMap { $0 == .session ? nil : $0 } }, "week (the default), month or year"
    )
    static let since = Option.date(["--since"], "from DATE on (YYYY-MM-DD)")
    static let until = Option.date(["--until"], "up to DATE, inclusive")
    static let exercise = Option.text(["-e", "--exercise"], "EXERCISE", "only this exercise")
    static let unit = Option.weightUnit("the unit of volume (default: the unit most weighted sets use, kg on a tie)")
    static let muscles = Option.flag(
      ["--muscles"],
      "sets per muscle group instead of the work: counted sets (done, not warm-ups), a primary group a whole set, a secondary half"
    )
  }

  enum Muscles {
    static let since = Option.date(["--since"], "only sets on or after DATE (YYYY-MM-DD)")
    static let until = Option.date(["--until"], "only sets on or before DATE")
  }

  enum Progress {
    static let metric = Option.choice(
      ["--metric"], "METRIC", HistoryMetric.allCases.map(\.rawValue), read: { HistoryMetric(rawValue: $0) },
      "e1rm (the default: best estimated one-rep max), heaviest, reps (most in one set), volume; for conditioning distance, duration (time) or pace (time per km or mi)"
    )
    static let by = Option.choice(
      ["--by"], "GROUPING", ["session", "week", "month"],
      read: { HistoryGrouping(rawValue: $0).flatMap { $0 == .year ? nil : $0 } }, "session (the default), week or month"
    )
    static let svg = Option.file(
      ["--svg"], "OUT", "write the chart to OUT (atomically); - writes it to standard output, instead of the table")
  }

  enum Next {
    static let date = Option.date(["--date"], "the session's date (YYYY-MM-DD; default: today, local time)")
    static let into = Option.file(
      ["--into"], "NOTEBOOK",
      "append the session to NOTEBOOK (atomically, after one blank line); NOTEBOOK is read as history too")
    static let output = Option.file(
      ["-o", "--output"], "OUT",
      "write the session to OUT (atomically) instead of standard output; - is standard output")
    static let force = Option.flag(
      ["--force"], "with --into: add the session even when NOTEBOOK has one of that title on that date")
    static let dryRun = Option.flag(["--dry-run", "-n"], "print what would be appended; write nothing")
    static let quiet = Option.flag(["--quiet", "-q"], "no explanation lines on standard error (warnings still)")
  }

  enum Report {
    static let output = Option.file(
      ["-o", "--output"], "OUT.html", "write the page to OUT.html (atomically) instead of standard output")
    static let watch = Option.flag(
      ["--watch"],
      "keep OUT.html up to date: rewrite it whenever a FILE changes, until interrupted; the page open from it reloads itself, keeping its place"
    )
    static let since = Option.date(["--since"], "the period from DATE on (YYYY-MM-DD; default: the first session)")
    static let until = Option.date(["--until"], "the period up to DATE, inclusive (default: the last session)")
    static let unit = Option.weightUnit(
      "the unit of volume (default: the unit most weighted sets use, kg on a tie)")
  }

  enum LSP {
    static let stdio = Option.flag(
      ["--stdio"], "accepted and ignored: standard input and output are the only transport (some clients add it)")
    static let clientProcessId = Option.text(
      ["--clientProcessId"], "PID",
      "accepted and ignored (some clients add it): the end of standard input is what ends the server")
  }

  /// The options of the tool itself, before any command.
  static let toolOptions = [
    OptionEntry(["-h", "--help"], "show this help"),
    OptionEntry(["-V", "--version"], "show the version"),
  ]

  /// The history commands' `--map`.
  static let map = Option.file(
    ["--map"], "F", "other names for exercises: lines 'Other Name = Name' (the import's map format)")

  /// The history commands' `--json`.
  static let json = Option.flag(["--json"], "JSON (docs/history.md) instead of text")

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
  /// What each exit status means, lowest first.
  let exits: [ExitStatus]
  let command: any Command.Type

  /// The options with `-h, --help`, as the help lists them.
  var allOptions: [OptionEntry] { options + [Commands.helpOption] }
}

/// What an exit status of a command means (`1`: `--check found files …`).
struct ExitStatus: Sendable {
  let status: CLI.Status
  let meaning: String

  init(_ status: CLI.Status, _ meaning: String) {
    self.status = status
    self.meaning = meaning
  }
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
  /// The exports to import (one or more).
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

/// A command's code: the help text around its options, its options as a
/// value, and what it does.
protocol Command {
  /// The command's options and operands, read from its arguments once.
  associatedtype Options: CommandOptions
  /// The help after the usage line: what the command does.
  static var about: String { get }
  /// The help after the options (empty for none).
  static var details: String { get }
  /// Runs the command.
  static func status<C: Console>(_ options: Options, console: inout C) -> CLI.Status
}

extension Command {
  /// Reads the options from the arguments (checked against `entry`), and
  /// runs the command with them; a problem with them is an error of the
  /// command, with its help where the problem asks for it.
  static func run<C: Console>(_ arguments: Arguments, as entry: CommandEntry, console: inout C) -> Int32 {
    let options: Options
    do throws(OptionProblem) {
      options = try Options(arguments)
    } catch {
      console.writeError(
        "unit \(entry.name): error: \(error.message)\n" + (error.showsHelp ? "\n" + Help.text(of: entry) : ""))
      return CLI.Status.failure.rawValue
    }
    return status(options, console: &console).rawValue
  }
}
