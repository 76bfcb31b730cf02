import UnitNotebook

/// `unit last [--before DATE] [--map F] EXERCISE [FILE...]`
enum LastCommand {
  static func run<C: Console>(_ args: [String], console: inout C) -> CLI.Status {
    guard
      let parsed = HistoryArguments(
        args, flags: ["-h", "--help"], valued: ["--before", "--map"],
        error: { console.writeError("unit last: error: \($0)\n\n" + HistoryHelp.last) })
    else { return .failure }
    if !parsed.flags.isDisjoint(with: ["-h", "--help"]) {
      console.writeOutput(Array(HistoryHelp.last.utf8))
      return .ok
    }
    guard let name = parsed.operands.first else {
      console.writeError("unit last: error: name the exercise, as in unit last Squat week.unit\n")
      return .failure
    }
    guard let before = HistoryInputs.date(parsed.value("--before"), option: "--before", command: "last", console: &console),
      let aliases = HistoryInputs.aliases(parsed.value("--map"), command: "last", console: &console)
    else { return .failure }
    var plan = HistoryPlan()
    plan.keepsDigests = false
    plan.readsColumns = false
    plan.tracksRecords = false
    plan.lastTimeBefore = before
    guard let history = HistoryInputs.load(Array(parsed.operands.dropFirst()), aliases: aliases, plan: plan, console: &console)
    else { return .failure }
    guard let exercise = history.exercise(named: name) else {
      HistoryInputs.unknown(name, in: history, command: "last", console: &console)
      return .failure
    }
    guard let last = history.lastTime(of: name, before: before) else {
      let when = before.map { " before \($0)" } ?? ""
      console.writeError(
        "unit last: \(exercise.name) has no counted set\(when) (only warm-ups, ✗ or planned sets)\n")
      return .changes
    }
    console.writeOutput(Notebook(sessions: [last.session]).canonicalUTF8)
    return .ok
  }
}
