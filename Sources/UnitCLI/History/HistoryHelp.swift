/// The help texts of the history commands.
enum HistoryHelp {
  static let last = """
    Usage: unit last [--before DATE] [--map F] EXERCISE [FILE...]

    Prints the last session in which EXERCISE had a counted set (done, not a
    warm-up): its heading and the exercise's block as logged, in the
    canonical form, ready to paste. Sessions are taken in date order, then
    start time, wherever they stand in the files; several files are one
    history. Names match after lower-casing and collapsing blanks.

    Options:
      --before DATE  the last time before DATE (YYYY-MM-DD)
      --map F        other names for exercises: lines 'Other Name = Name'
      -h, --help     show this help

    Exit status: 0 printed, 1 the exercise has no counted set (only warm-ups,
    ✗ or planned), 2 errors: an unknown exercise (the nearest names are
    suggested), a bad date, a notebook with errors.

    """

  static let prs = """
    Usage: unit prs [-e EXERCISE]... [--since DATE] [--until DATE] [--events]
                    [--json] [--map F] [FILE...]

    Prints the current personal records of each exercise as a table: heaviest,
    e1RM (Epley, sets of 1-12 reps), most reps, reps at each weight, best set,
    best session, longest, farthest, fastest, least assistance, each with the
    set that made it. Only done working sets count (not warm-ups, ✗ or
    planned); docs/history.md defines each record.

    Options:
      -e, --exercise EXERCISE  only this exercise (may be repeated)
      --since DATE             only records set on or after DATE (YYYY-MM-DD)
      --until DATE             only records set on or before DATE
      --events                 every record event in date order, as
                               FILE:LINE:COL: record: … lines (a quickfix list)
      --json                   JSON (docs/history.md) instead of text
      --map F                  other names for exercises: 'Other Name = Name'
      -h, --help               show this help

    With no FILE, reads standard input. Exit status: 0 fine, 2 errors.

    """

  static let stats = """
    Usage: unit stats [--by week|month|year] [--since DATE] [--until DATE]
                      [-e EXERCISE] [--unit kg|lb] [--json] [--map F] [FILE...]

    Prints the work of each ISO week (Monday first), month or year that has a
    done set, and a total: sessions, done sets of every kind (warm-ups are
    work too), reps, volume (weight × reps; BW+X counts X, BW none), time and
    distance.

    Options:
      --by PERIOD              week (the default), month or year
      --since DATE             from DATE on (YYYY-MM-DD)
      --until DATE             up to DATE, inclusive
      -e, --exercise EXERCISE  only this exercise
      --unit kg|lb             the unit of volume (default: the unit most
                               weighted sets use, kg on a tie)
      --json                   JSON (docs/history.md) instead of text
      --map F                  other names for exercises: 'Other Name = Name'
      -h, --help               show this help

    With no FILE, reads standard input. Exit status: 0 fine, 2 errors.

    """

  static let progress = """
    Usage: unit progress EXERCISE [--metric e1rm|heaviest|reps|volume]
                         [--by session|week|month] [--svg OUT] [--json]
                         [--map F] [FILE...]

    Prints one row per session (or week, or month) with a counted set of
    EXERCISE: the date, the value, PR where it was a record, and a bar.
    --svg writes the chart as a self-contained SVG file.

    Options:
      --metric METRIC  e1rm (the default: best estimated one-rep max),
                       heaviest, reps (most in one set) or volume
      --by GROUPING    session (the default), week or month
      --svg OUT        write the chart to OUT (atomically)
      --json           JSON (docs/history.md) instead of text
      --map F          other names for exercises: 'Other Name = Name'
      -h, --help       show this help

    With no FILE, reads standard input. Exit status: 0 fine, 2 errors (an
    unknown exercise suggests the nearest names).

    """
}
