@_spi(Benchmark) import UnitNotebook

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// unit-bench: measures each stage of Unit on generated notebooks.
//
//   swift build -c release --static-swift-stdlib
//   .build/release/unit-bench [--size MB] [--runs N] [--write-data DIR]
//
// Prints, for each operation, the median wall time of N runs, MB/s and sets/s.

func now() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func median(_ xs: [Double]) -> Double {
  let s = xs.sorted()
  return s[s.count / 2]
}

nonisolated(unsafe) var sizeMB = 10
nonisolated(unsafe) var runs = 5
nonisolated(unsafe) var dataDir: String? = nil
var args = Array(CommandLine.arguments.dropFirst())
while !args.isEmpty {
  let a = args.removeFirst()
  switch a {
  case "--size": sizeMB = Int(args.isEmpty ? "" : args.removeFirst()) ?? sizeMB
  case "--runs": runs = Int(args.isEmpty ? "" : args.removeFirst()) ?? runs
  case "--write-data": dataDir = args.isEmpty ? nil : args.removeFirst()
  default:
    print("usage: unit-bench [--size MB] [--runs N] [--write-data DIR]")
    exit(2)
  }
}

var generator = NotebookTextGenerator(seed: 2026)
let text = generator.notebook(bytes: sizeMB * 1_000_000)
let megabytes = Double(text.count) / 1_000_000
let parsed = Notebook.parse(utf8: text)
let setCount = parsed.notebook.sessions.reduce(0) { $0 + $1.exercises.reduce(0) { $0 + $1.sets.count } }
guard !parsed.hasErrors else {
  print("generated notebook has errors: \(parsed.diagnostics.prefix(3))")
  exit(1)
}

if let dir = dataDir {
  let path = "\(dir)/notebook-\(sizeMB)MB.unit"
  if let f = fopen(path, "wb") {
    _ = text.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
    fclose(f)
    print("wrote \(path)")
  }
}

print("unit-bench: \(String(format3(megabytes))) MB, \(setCount) sets, median of \(runs) runs")
print("operation              time      MB/s        sets/s")

func format3(_ x: Double) -> String {
  let scaled = (x * 1000).rounded() / 1000
  return "\(scaled)"
}

func measure(_ name: String, runs: Int, megabytes: Double, setCount: Int, _ body: () -> Int) {
  var times: [Double] = []
  var sink = 0
  for _ in 0..<runs {
    let t0 = now()
    sink &+= body()
    times.append(now() - t0)
  }
  let t = median(times)
  let padded = name + String(repeating: " ", count: max(0, 20 - name.count))
  let ms = "\(Int((t * 1000).rounded())) ms"
  let rate = "\(Int((megabytes / t).rounded()))"
  let sets = "\(Int((Double(setCount) / t).rounded()))"
  print("\(padded) \(ms.padding(9)) \(rate.padding(9)) \(sets.padding(12))   \(sink % 2 == 2 ? "" : "")")
}

extension String {
  func padding(_ n: Int) -> String { String(repeating: " ", count: max(0, n - count)) + self }
}

text.withUnsafeBufferPointer { b in
  measure("scan", runs: runs, megabytes: megabytes, setCount: setCount) { BenchmarkHooks.scan(b) }
  measure("parse", runs: runs, megabytes: megabytes, setCount: setCount) { BenchmarkHooks.parse(b) }
  measure("check", runs: runs, megabytes: megabytes, setCount: setCount) { NotebookFormatter.check(buffer: b).count }
  measure("fmt", runs: runs, megabytes: megabytes, setCount: setCount) { NotebookFormatter.format(buffer: b).output?.count ?? 0 }
}
var exports = ExportGenerator(seed: 2026)
let strongExport = exports.strong(rows: setCount)
let hevyExport = exports.hevy(rows: setCount)
for (name, bytes, format, unit) in [
  ("import strong", strongExport, ImportFormat.strong, WeightUnit.kg), ("import hevy", hevyExport, ImportFormat.hevy, WeightUnit.kg),
] {
  guard NotebookImporter.detect(bytes) == format else {
    print("\(name): the generated export is not detected as \(format)")
    exit(1)
  }
  let mb = Double(bytes.count) / 1_000_000
  measure("\(name) (\(Int(mb.rounded())) MB)", runs: runs, megabytes: mb, setCount: setCount) {
    NotebookImporter.read(bytes, as: format, options: ImportOptions(unit: unit)).notebook?.sessions.count ?? -1
  }
}
if let dir = dataDir {
  for (file, bytes) in [("strong-\(sizeMB)MB.csv", strongExport), ("hevy-\(sizeMB)MB.csv", hevyExport)] {
    if let f = fopen("\(dir)/\(file)", "wb") {
      _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
      fclose(f)
    }
  }
}

let model = parsed.notebook
measure("print model", runs: runs, megabytes: megabytes, setCount: setCount) { model.canonicalUTF8.count }
measure("parse to model", runs: runs, megabytes: megabytes, setCount: setCount) { Notebook.parse(utf8: text).notebook.sessions.count }
