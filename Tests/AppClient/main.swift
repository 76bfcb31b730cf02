// An app's code that imports UnitNotebook and nothing else, not even
// Foundation: it must build, link and run on Linux, where the C library's
// mathematics (`round`, `floor`, …) is linked only through Foundation or
// Glibc. .ci/run builds and runs it; it stops with a failed check (a trap)
// when an answer is not the one an app expects.
import UnitNotebook

let text = """
  # 2026-11-29 07:15–08:20 Lower A

  Squat
    warmup 60kg × 5 ✓
    100kg × 5 ✓ @8
    100kg × 4 ✗ > missed the fifth

  Plank 60s ✓
  Run 5km 25:30 ✓

  """

func check(_ ok: Bool, _ what: String) {
  precondition(ok, "AppClient: \(what)")
}

// Read and write the notebook.
let parsed = Notebook.parse(text)
check(!parsed.hasErrors, "the notebook parses")
check(parsed.notebook.sessions.first?.exercises.count == 3, "three exercises")
let canonical = (try? NotebookFormatter.format(text)) ?? ""
check(Notebook.parse(canonical).notebook == parsed.notebook, "fmt keeps the meaning")

// Unit's own JSON and CSV, both ways.
check(NotebookJSON.read(NotebookJSON.write(parsed.notebook)).notebook == parsed.notebook, "JSON both ways")
check(NotebookCSV.read(NotebookCSV.write(parsed.notebook)).notebook == parsed.notebook, "CSV both ways")

// An app's export in, with a duration in seconds (rounded to whole seconds).
let strong = """
  Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes
  1,2026-11-30 07:00:00,"Upper",3599.6,"Bench Press (Barbell)",1,80,5,,,,,

  """
let imported = NotebookImporter.read(strong, as: .strong)
check(imported.notebook?.sessions.first?.end?.description == "08:00", "a Strong export's end, rounded")

// The apps' layouts out (weights converted and rounded to three places).
var hevy: [UInt8] = []
_ = NotebookExport.export(["# 2026-12-01 07:00-08:00 A\n\nRow 100lb × 5 ✓\nPress 40kg × 5 ✓\n"], to: .hevy) {
  hevy += $0
}
check(String(decoding: hevy, as: UTF8.self).contains("88.185"), "40 kg written in lb, rounded")

// The history: last time and the stats.
let history = TrainingHistory.read([(name: "log.unit", text: Array(text.utf8))]).history
check(history.lastTime(of: "Squat")?.session.exercises.first?.sets.count == 3, "last time of Squat")
print("AppClient: every check passed")
