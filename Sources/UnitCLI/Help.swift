/// The help texts, one per command.
enum Help {
  static let tool = """
    unit: the lab notebook for lifters — a plain-text training log, formatted and converted

    Usage: unit <command> [options] [FILE...]

    Commands:
      fmt      print a notebook in the canonical form (-w rewrites, --check lists)
      check    report errors in a notebook; silent when it is clean
      export   write a notebook as JSON or CSV: unit export --to json week.unit
      import   turn Unit JSON or CSV, or a Strong, Hevy, FitNotes, Fitbod or StrongLifts
               export, into a notebook
      last     the last session of an exercise, ready to paste: unit last Squat
      prs      personal records, or every record event (--events)
      stats    work by week, month or year: sessions, sets, reps, volume
      progress an exercise's e1RM, heaviest, reps or volume over time (--svg)
      lsp      the language server for editors (stdin/stdout; see docs/lsp.md)
      help     show help for a command: unit help fmt

    Options:
      -h, --help     show this help
      -V, --version  show the version

    With no FILE, a command reads standard input. Exit status: 0 fine,
    1 files would change (fmt --check), 2 errors.

    """

  static let fmt = """
    Usage: unit fmt [--check | -w] [FILE...]

    Prints each notebook in the canonical form: aligned set columns, canonical
    symbols and units, shorthands expanded, comments kept where they were.
    Input with errors is reported and never formatted.

    Options:
      --check     print the names of files that are not canonical; exit 1 if any
      -w, --write rewrite the files in place (atomically; permissions kept)
      -h, --help  show this help

    With no FILE (or -), reads standard input and writes standard output, so an
    editor can pipe a buffer through it. When any input has errors, nothing is
    written and the exit status is 2.

    """

  static let check = """
    Usage: unit check [FILE...]

    Reports every error in the notebooks as FILE:LINE:COLUMN with the line and
    a caret. Prints nothing and exits 0 when they are clean; exits 2 on errors.

    Options:
      -h, --help  show this help

    """

  static let export = """
    Usage: unit export --to json|csv [-o OUT] [FILE...]

    Writes notebooks as Unit's JSON (docs/json.md) or CSV (docs/csv.md), without
    loss: unit import reads either back to the same notebook. Comments are for
    the person and are not exported.

    Options:
      --to FORMAT       json or csv (required)
      -o, --output OUT  write to OUT (atomically) instead of standard output
      -h, --help        show this help

    With no FILE (or -), reads standard input. Several files are exported as
    one notebook: the notebook notes of every file first, then the sessions of
    every file, in the order named. When any input has errors, they are
    reported, nothing is written, and the exit status is 2.

    """

  static let importHelp = """
    Usage: unit import [--from FORMAT] [--unit kg|lb] [--into NOTEBOOK] [--dry-run]
                       [--map MAPFILE] [-o OUT] FILE

    Turns Unit's own JSON or CSV (what unit export writes) back into a
    notebook, or a workout app's export: Strong (all three CSV layouts), Hevy,
    FitNotes, Fitbod and StrongLifts CSV exports, and workouts that Strong or
    Hevy share as text. The format is recognised from the file's content.
    App exports come out oldest first, every set done (✓). Whatever the
    notebook cannot hold is listed as a warning with its row.

    Options:
      --from FORMAT     the export's format, when it is not recognised:
                        strong, hevy, fitnotes, fitbod, stronglifts,
                        strong-text, hevy-text, json, csv
      --unit kg|lb      the weight unit, for exports that do not say it
                        (Strong's iPhone layout)
      --into NOTEBOOK   append the sessions NOTEBOOK does not have yet (same
                        date, start time and exercises), atomically; importing
                        the same export again adds nothing
      --dry-run, -n     print what would be added; write nothing
      --map MAPFILE     rename exercises: lines 'Exported Name = Notebook Name'
                        (# comments and blank lines allowed)
      -o OUT            write the notebook to OUT (atomically), not standard output
      -h, --help        show this help

    FILE - reads standard input. A malformed row stops the import with
    FILE:ROW:COLUMN: error: and nothing is written; warnings go to standard
    error as FILE:ROW:COLUMN: warning:. Exit status: 0 fine, 2 errors.
    docs/import.md describes every format and column.

    """

  static let lsp = """
    Usage: unit lsp

    Runs the language server for .unit notebooks, speaking the Language Server
    Protocol (JSON-RPC with Content-Length headers) on standard input and
    output: errors as you type (the same as unit check), formatting (the same
    as unit fmt), the outline of sessions and exercises, what a set or an
    exercise means on hover, and completion of exercise names. An editor
    starts it; docs/editors.md shows how. docs/lsp.md describes what it does.

    Options:
      --stdio     accepted and ignored: standard input and output are the only
                  transport (some clients add it)
      -h, --help  show this help

    Exit status: 0 after the client's shutdown and exit, 1 when the input ends
    or exit comes without shutdown, 2 for an unknown option.

    """

  static func command(_ name: String) -> String? {
    switch name {
    case "fmt": return fmt
    case "check": return check
    case "export": return export
    case "import": return importHelp
    case "lsp": return lsp
    case "last": return HistoryHelp.last
    case "prs": return HistoryHelp.prs
    case "stats": return HistoryHelp.stats
    case "progress": return HistoryHelp.progress
    default: return nil
    }
  }
}
