import Foundation
import Seeds
import UnitNotebook

// unit-bench: how fast Unit is, measured. Release builds only:
//
//   swift build -c release --static-swift-stdlib
//   .build/release/unit-bench --size 100 --runs 5 --peers --svg docs/performance.svg
//
// 1. Generates, deterministically, a canonical notebook of --size MB, the same
//    training as Unit JSON and Unit CSV, and as Strong and Hevy exports.
// 2. Times each stage in-process (median of --runs), in MB/s and sets/s.
// 3. Times the real `unit` command on those files (wall time and peak
//    memory), and, with --peers, the peers on the same inputs.
// 4. Prints the ratios the performance targets are stated in.
//
// `--jefit YEARS` instead imports a generated JEFIT export of YEARS years
// (JEFITBench), in-process and through `unit import`.

struct Options {
  var sizes: [Int] = []
  var sizeMB = 10
  var runs = 5
  var dataDir = ".build/bench-data"
  var unitPath: String? = nil
  var peers = false
  var svg: String? = nil
  var hover: String? = nil
  /// `--lsp MB` or `--lsp-file FILE`: typing through `unit lsp` (TypingBench).
  var lspSize: Int? = nil
  var lspFile: String? = nil
  /// `--lsp-layouts MB`: a keystroke in three workspace layouts (LayoutBench).
  var layoutsSize: Int? = nil
  /// `--jefit YEARS`: a JEFIT export of that many years, imported (JEFITBench).
  var jefitYears: Int? = nil
}

func parseOptions() -> Options {
  var o = Options()
  var args = Array(CommandLine.arguments.dropFirst())
  func value() -> String {
    guard !args.isEmpty else {
      print("unit-bench: an option needs a value")
      exit(2)
    }
    return args.removeFirst()
  }
  while !args.isEmpty {
    switch args.removeFirst() {
    case "--size": o.sizes.append(Int(value()) ?? 10)
    case "--runs": o.runs = Int(value()) ?? o.runs
    case "--data": o.dataDir = value()
    case "--unit": o.unitPath = value()
    case "--peers": o.peers = true
    case "--svg": o.svg = value()
    case "--hover": o.hover = value()
    case "--lsp": o.lspSize = Int(value()) ?? 2
    case "--lsp-file": o.lspFile = value()
    case "--lsp-layouts": o.layoutsSize = Int(value()) ?? 2
    case "--jefit": o.jefitYears = Int(value()) ?? 10
    default:
      print(
        "usage: unit-bench [--size MB] [--runs N] [--data DIR] [--unit PATH] [--peers] [--svg FILE] [--hover FILE] [--lsp MB | --lsp-file FILE | --lsp-layouts MB] [--jefit YEARS]"
      )
      exit(2)
    }
  }
  if o.sizes.isEmpty { o.sizes = [10] }
  return o
}

let allOptions = parseOptions()
let runs = allOptions.runs
if let years = allOptions.jefitYears {
  // `--jefit YEARS`: importing a JEFIT export of YEARS years (JEFITBench), nothing else.
  let me = CommandLine.arguments[0]
  let dir = me.lastIndex(of: "/").map { String(me[...$0]) } ?? ""
  JEFITBench.run(years: years, runs: runs, dataDir: allOptions.dataDir, unit: allOptions.unitPath ?? dir + "unit")
  exit(0)
}
if let file = allOptions.hover {
  // `--hover FILE`: a hover with history through `unit lsp` (HoverBench), nothing else.
  let me = CommandLine.arguments[0]
  let dir = me.lastIndex(of: "/").map { String(me[...$0]) } ?? ""
  HoverBench.run(unit: allOptions.unitPath ?? dir + "unit", file: file, runs: runs)
  exit(0)
}
if let size = allOptions.layoutsSize {
  // `--lsp-layouts MB`: a keystroke through `unit lsp` in three workspace
  // layouts of a generated canonical notebook of MB megabytes (LayoutBench);
  // `--runs N` rounds of each.
  let me = CommandLine.arguments[0]
  let dir = me.lastIndex(of: "/").map { String(me[...$0]) } ?? ""
  var generator = NotebookTextGenerator(seed: 2026)
  let text = NotebookFormatter.format(utf8: generator.notebook(bytes: size * 1_000_000)).output ?? []
  LayoutBench.run(unit: allOptions.unitPath ?? dir + "unit", text: text, rounds: runs)
  exit(0)
}
if allOptions.lspSize != nil || allOptions.lspFile != nil {
  // `--lsp MB`: typing through `unit lsp` (TypingBench) in a generated
  // canonical notebook of MB megabytes, or in FILE; nothing else.
  let me = CommandLine.arguments[0]
  let dir = me.lastIndex(of: "/").map { String(me[...$0]) } ?? ""
  var text: [UInt8]
  if let file = allOptions.lspFile {
    guard let data = FileManager.default.contents(atPath: file) else {
      print("unit-bench: cannot read \(file)")
      exit(2)
    }
    text = Array(data)
  } else {
    var generator = NotebookTextGenerator(seed: 2026)
    text = NotebookFormatter.format(utf8: generator.notebook(bytes: (allOptions.lspSize ?? 2) * 1_000_000)).output ?? []
  }
  TypingBench.run(unit: allOptions.unitPath ?? dir + "unit", text: text)
  exit(0)
}
/// Wall times of the commands at each size, for the scaling check.
nonisolated(unsafe) var timesBySize: [Int: [String: Double]] = [:]
nonisolated(unsafe) var options = allOptions

for size in allOptions.sizes {
  options.sizeMB = size
  runSize()
}
if allOptions.sizes.count >= 2 {
  let sizes = allOptions.sizes.sorted()
  let (small, large) = (sizes[sizes.count - 2], sizes[sizes.count - 1])
  print(
    "\n## Scaling: \(large) MB against \(small) MB (linear is \(large / small)×; goal ≤ \(Int(Double(large) / Double(small) * 1.1))×)\n"
  )
  print("| command | \(small) MB | \(large) MB | ratio |\n|---|---:|---:|---:|")
  for key in ["fmt", "check", "export-json", "export-csv", "import-json", "import-csv", "import-strong", "import-hevy"]
  {
    guard let a = timesBySize[small]?[key], let b = timesBySize[large]?[key] else { continue }
    print(String(format: "| %@ | %.0f ms | %.0f ms | %.1f× |", key, a * 1000, b * 1000, b / a))
  }
}

@MainActor
func runSize() {

  // MARK: - Inputs

  var generator = NotebookTextGenerator(seed: 2026)
  let raw = generator.notebook(bytes: options.sizeMB * 1_000_000)
  guard let notebookText = NotebookFormatter.format(utf8: raw).output else {
    print("unit-bench: the generated notebook has errors")
    exit(1)
  }
  let parsed = Notebook.parse(utf8: notebookText)
  let model = parsed.notebook
  let setCount = model.sessions.reduce(0) { $0 + $1.exercises.reduce(0) { $0 + $1.sets.count } }
  let jsonText = NotebookJSON.write(model)
  let csvText = NotebookCSV.write(model)
  var exportGenerator = ExportGenerator(seed: 2026)
  let strongExport = exportGenerator.strong(rows: setCount)
  let hevyExport = exportGenerator.hevy(rows: setCount)
  // The same kind of training as a lifter types it (not aligned, `x` for `×`,
  // `kgs`, `done`, bullets, tabs, names in other scripts), and its JSON.
  var typedGenerator = NotebookTextGenerator(seed: 2026, typed: true)
  let typedText = typedGenerator.notebook(bytes: options.sizeMB * 1_000_000)
  let typedResult = Notebook.parse(utf8: typedText)
  guard !typedResult.hasErrors else {
    print("unit-bench: the typed notebook has errors: \(typedResult.diagnostics.prefix(3))")
    exit(1)
  }
  let typedJSON = NotebookJSON.write(typedResult.notebook)
  let week =
    Array(
      notebookText.prefix(2048).split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
        .joined(separator: [0x0A])) + [0x0A]

  _ = mkdir(options.dataDir, 0o755)
  let size = options.sizeMB
  let files = (
    notebook: "\(options.dataDir)/notebook-\(size)MB.unit", json: "\(options.dataDir)/notebook-\(size)MB.json",
    csv: "\(options.dataDir)/notebook-\(size)MB.csv", strong: "\(options.dataDir)/strong-\(size)MB.csv",
    hevy: "\(options.dataDir)/hevy-\(size)MB.csv", week: "\(options.dataDir)/week.unit",
    typed: "\(options.dataDir)/typed-\(size)MB.unit", typedJSON: "\(options.dataDir)/typed-\(size)MB.json"
  )
  writeFile(files.notebook, notebookText)
  writeFile(files.json, jsonText)
  writeFile(files.csv, csvText)
  writeFile(files.strong, strongExport)
  writeFile(files.hevy, hevyExport)
  writeFile(files.week, week)
  writeFile(files.typed, typedText)
  writeFile(files.typedJSON, typedJSON)

  func mb(_ bytes: [UInt8]) -> Double { Double(bytes.count) / 1_000_000 }
  print(
    "unit-bench: \(options.sizeMB) MB notebook (\(notebookText.count) bytes, \(setCount) sets), median of \(runs) runs")
  print(
    "inputs in \(options.dataDir): JSON \(Int(mb(jsonText).rounded())) MB, CSV \(Int(mb(csvText).rounded())) MB, Strong \(Int(mb(strongExport).rounded())) MB, Hevy \(Int(mb(hevyExport).rounded())) MB"
  )

  // MARK: - In-process stages

  func row(_ name: String, _ seconds: Double, megabytes: Double, extra: String = "") -> String {
    let n = name.padding(toLength: 34, withPad: " ", startingAt: 0)
    let t = String(format: "%8.0f ms", seconds * 1000)
    let rate = String(format: "%8.0f MB/s", megabytes / max(seconds, 1e-9))
    let sets = String(format: "%10.2f M sets/s", Double(setCount) / max(seconds, 1e-9) / 1e6)
    return "| \(n) | \(t) | \(rate) | \(sets) | \(extra) |"
  }

  func time(_ body: () -> Int) -> Double {
    var times: [Double] = []
    var sink = 0
    for _ in 0..<runs {
      let t0 = now()
      sink &+= body()
      times.append(now() - t0)
    }
    if sink == Int.min { print(sink) }  // keeps the work from being optimised away
    return median(times)
  }

  print("\n## In-process (library), one core\n")
  print("| operation | time | throughput | sets | |\n|---|---:|---:|---:|---|")
  var bars: [Chart.Bar] = []
  notebookText.withUnsafeBufferPointer { b in
    let m = mb(notebookText)
    for (name, body) in [
      ("scan lines", { Pipeline.scanLines(b) }),
      ("parse (syntax records)", { Pipeline.parseLines(b) }),
      ("check (parse + lower)", { NotebookFormatter.check(buffer: b).count }),
      ("fmt (one pass)", { NotebookFormatter.format(buffer: b).output?.count ?? 0 }),
      ("parse to model", { Notebook.parse(utf8: notebookText).notebook.sessions.count }),
    ] as [(String, () -> Int)] {
      print(row(name, time(body), megabytes: m))
    }
  }
  print(row("print model", time { model.canonicalUTF8.count }, megabytes: mb(notebookText)))
  print(row("JSON write (model → JSON)", time { NotebookJSON.write(model).count }, megabytes: mb(jsonText)))
  print(
    row(
      "JSON read (JSON → model)", time { NotebookJSON.read(jsonText).notebook?.sessions.count ?? -1 },
      megabytes: mb(jsonText)))
  print(row("CSV write (model → CSV)", time { NotebookCSV.write(model).count }, megabytes: mb(csvText)))
  print(
    row(
      "CSV read (CSV → model)", time { NotebookCSV.read(csvText).notebook?.sessions.count ?? -1 },
      megabytes: mb(csvText)))
  for (name, bytes, format) in [
    ("Strong import", strongExport, ImportFormat.strong), ("Hevy import", hevyExport, .hevy),
  ] {
    let options = ImportOptions(unit: .kg)
    print(
      row(
        "\(name) (export → model)",
        time { NotebookImporter.read(bytes, as: format, options: options).notebook?.sessions.count ?? -1 },
        megabytes: mb(bytes)))
  }
  let encoder = JSONEncoder()
  let decoder = JSONDecoder()
  let foundationJSON = (try? encoder.encode(model)) ?? Data()
  print(
    row(
      "Foundation JSONEncoder (peer)", time { (try? encoder.encode(model))?.count ?? -1 },
      megabytes: Double(foundationJSON.count) / 1e6))
  print(
    row(
      "Foundation JSONDecoder (peer)",
      time { (try? decoder.decode(Notebook.self, from: foundationJSON))?.sessions.count ?? -1 },
      megabytes: Double(foundationJSON.count) / 1e6))

  // MARK: - The command line

  func locateUnit() -> String? {
    if let p = options.unitPath { return p }
    let me = CommandLine.arguments[0]
    guard let slash = me.lastIndex(of: "/") else { return "unit" }
    return String(me[...slash]) + "unit"
  }

  struct Measured {
    var name: String
    var seconds: Double
    var peak: Int
    var megabytes: Double
  }
  var measured: [String: Measured] = [:]

  @MainActor
  func measureCommand(_ key: String, _ label: String, _ argv: [String], input: [UInt8], peer: Bool = false) {
    // Start-up work is a few milliseconds: measure it over many runs.
    let repeats = input.count < 100_000 ? max(runs, 50) : runs
    guard let r = CommandRun.measure(argv, runs: repeats) else {
      print("| \(label) | could not run |")
      return
    }
    let m = mb(input)
    measured[key] = Measured(name: label, seconds: r.seconds, peak: r.peakBytes, megabytes: m)
    timesBySize[options.sizeMB, default: [:]][key] = r.seconds
    let status = r.status == 0 ? "" : " (exit \(r.status))"
    let peakRatio = Double(r.peakBytes) / Double(max(input.count, 1))
    print(
      row(
        label, r.seconds, megabytes: m,
        extra: String(format: "peak %.0f MB = %.2f× input%@", Double(r.peakBytes) / 1e6, peakRatio, status)))
    bars.append(Chart.Bar(label: label, megabytesPerSecond: m / max(r.seconds, 1e-9), isPeer: peer))
  }

  if let unit = locateUnit() {
    print("\n## The command line (\(unit)), wall time, both cores\n")
    print("| command | time | throughput | sets | peak memory |\n|---|---:|---:|---:|---|")
    measureCommand("fmt", "unit fmt", [unit, "fmt", files.notebook], input: notebookText)
    measureCommand("check", "unit check", [unit, "check", files.notebook], input: notebookText)
    measureCommand(
      "export-json", "unit export --to json", [unit, "export", "--to", "json", files.notebook], input: notebookText)
    measureCommand(
      "export-csv", "unit export --to csv", [unit, "export", "--to", "csv", files.notebook], input: notebookText)
    measureCommand("import-json", "unit import (Unit JSON)", [unit, "import", files.json], input: jsonText)
    measureCommand("import-csv", "unit import (Unit CSV)", [unit, "import", files.csv], input: csvText)
    measureCommand(
      "import-strong", "unit import (Strong)", [unit, "import", "--unit", "kg", files.strong], input: strongExport)
    measureCommand("import-hevy", "unit import (Hevy)", [unit, "import", files.hevy], input: hevyExport)
    measureCommand("fmt-week", "unit fmt (2 KB week)", [unit, "fmt", files.week], input: week)
    measureCommand("fmt-typed", "unit fmt (typed)", [unit, "fmt", files.typed], input: typedText)
    measureCommand(
      "export-json-typed", "unit export --to json (typed)", [unit, "export", "--to", "json", files.typed],
      input: typedText)
    measureCommand(
      "import-json-typed", "unit import (JSON of typed)", [unit, "import", files.typedJSON], input: typedJSON)
    // The history commands (issue 13), against check on the same notebook.
    measureCommand("prs", "unit prs", [unit, "prs", files.notebook], input: notebookText)
    measureCommand("stats", "unit stats", [unit, "stats", files.notebook], input: notebookText)
    measureCommand("last", "unit last Squat", [unit, "last", "Squat", files.notebook], input: notebookText)
    print("\n| history target | measured | goal | met |\n|---|---:|---:|---|")
    for (key, goal) in [("prs", 1.5), ("stats", 1.5), ("last", 1.2)] {
      guard let m = measured[key], let c = measured["check"] else { continue }
      let r = m.seconds / c.seconds
      print(String(format: "| %@ / unit check | %.2f× | ≤ %.1f× | %@ |", m.name, r, goal, r <= goal ? "yes" : "no"))
      let p = Double(m.peak) / (m.megabytes * 1e6)
      print(
        String(format: "| peak memory of %@ / file size | %.2f× | < 0.3× | %@ |", m.name, p, p < 0.3 ? "yes" : "no"))
    }
  }

  // MARK: - Peers

  if options.peers {
    print("\n## Peers on the same inputs\n")
    print("| command | time | throughput | sets | peak memory |\n|---|---:|---:|---:|---|")
    measureCommand("wc", "wc -l notebook", ["wc", "-l", files.notebook], input: notebookText, peer: true)
    let sum = "{ for (i = 1; i <= NF; i++) if ($i ~ /kg$/) s += $i } END { print s }"
    for awk in ["mawk", "gawk"] where CommandRun.available(awk) {
      measureCommand(awk, "\(awk) summing weights", [awk, sum, files.notebook], input: notebookText, peer: true)
    }
    // The peer on typed text: for each line not starting with `#`, find the
    // field that is a times sign and add the fields before and after it.
    let sumTyped = """
      !/^#/ { for (i = 2; i < NF; i++) if ($i == "x" || $i == "X" || $i == "*" || $i == "×") { s += $(i-1) + $(i+1); break } }
      END { print s }
      """
    if CommandRun.available("mawk") {
      measureCommand(
        "mawk-typed", "mawk summing weights (typed)", ["mawk", sumTyped, files.typed], input: typedText, peer: true)
    }
    if CommandRun.available("jq") {
      measureCommand("jq", "jq -c . (Unit JSON)", ["jq", "-c", ".", files.json], input: jsonText, peer: true)
      measureCommand(
        "jq-typed", "jq -c . (JSON of typed)", ["jq", "-c", ".", files.typedJSON], input: typedJSON, peer: true)
    }
    if CommandRun.available("mlr") {
      measureCommand(
        "mlr-csv", "mlr --icsv --ojson cat (Unit CSV)", ["mlr", "--icsv", "--ojson", "cat", files.csv], input: csvText,
        peer: true)
      measureCommand(
        "mlr-strong", "mlr --icsv --ojson cat (Strong)", ["mlr", "--icsv", "--ojson", "cat", files.strong],
        input: strongExport, peer: true)
    }
    measureCommand("cat-week", "cat (2 KB week)", ["cat", files.week], input: week, peer: true)

    print("\n## Targets\n")
    print("| target | measured | goal | met |\n|---|---:|---:|---|")
    @MainActor func ratio(_ a: String, _ b: String, goal: Double, _ what: String) {
      guard let x = measured[a], let y = measured[b] else { return }
      let r = x.seconds / y.seconds
      print(String(format: "| %@ | %.2f× | ≤ %.2f× | %@ |", what, r, goal, r <= goal ? "yes" : "no"))
    }
    if let f = measured["fmt"] {
      let rate = f.megabytes / f.seconds
      print(String(format: "| unit fmt throughput | %.0f MB/s | ≥ 200 MB/s | %@ |", rate, rate >= 200 ? "yes" : "no"))
    }
    for awk in ["gawk", "mawk"] { ratio("fmt", awk, goal: 0.3, "unit fmt / \(awk) summing weights") }
    ratio("fmt-typed", "mawk-typed", goal: 0.3, "unit fmt (typed) / mawk summing weights (typed)")
    ratio("export-json-typed", "jq-typed", goal: 0.1, "unit export --to json (typed) / jq -c .")
    ratio("import-json-typed", "jq-typed", goal: 0.2, "unit import (JSON of typed) / jq -c .")
    ratio("export-json", "jq", goal: 0.1, "unit export --to json / jq -c .")
    ratio("import-json", "jq", goal: 0.2, "unit import (JSON) / jq -c .")
    ratio("import-csv", "mlr-csv", goal: 0.15, "unit import (Unit CSV) / mlr")
    ratio("import-strong", "mlr-strong", goal: 0.15, "unit import (Strong) / mlr")
    ratio("fmt-week", "cat-week", goal: 3, "unit fmt (2 KB) / cat")
    for (key, goal) in [("fmt", 1.5), ("export-json", 1.0), ("export-csv", 1.0)] {
      if let m = measured[key] {
        let r = Double(m.peak) / (m.megabytes * 1e6)
        print(
          String(
            format: "| peak memory of %@ / file size | %.2f× | ≤ %.1f× | %@ |", m.name, r, goal,
            r <= goal ? "yes" : "no"))
      }
    }
  }

  if let path = options.svg {
    let title = "Unit on a \(options.sizeMB) MB notebook (\(setCount) sets): throughput, wall time, 2 cores"
    writeFile(path, Array(Chart.svg(bars, title: title).utf8))
    print("\nchart: \(path)")
  }
}
