import Foundation
import Testing

@testable import UnitNotebook

/// Foundation's coders against the hand-written JSON writer and reader, on
/// one large generated notebook. Off by default; docs/performance.md has the
/// command and the figures:
///
///     UNIT_BENCH=1 swift test -c release -Xswiftc -enable-testing --filter JSONBenchmarkTests
///
/// With `UNIT_BENCH_OUT=DIR` it also leaves the notebook as `DIR/bench.unit`
/// and `DIR/bench.json`, for timing the command line against `jq`.
@Suite struct JSONBenchmarkTests {
  static var enabled: Bool { ProcessInfo.processInfo.environment["UNIT_BENCH"] == "1" }

  /// About 40 MB of JSON: the sessions of 40,000 seeded notebooks, one after the other.
  static func largeNotebook() -> Notebook {
    var notebook = Notebook()
    for seed in UInt64(1)...40_000 {
      var g = NotebookGenerator(seed: seed)
      notebook.sessions.append(contentsOf: g.notebook().sessions)
    }
    return notebook
  }

  /// The best of `runs` timings of `body`, in seconds.
  static func best(_ runs: Int = 5, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      try body()
      best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
  }

  @Test(.enabled(if: enabled))
  func foundationAgainstHandWritten() throws {
    let notebook = Self.largeNotebook()
    let json = NotebookJSON.write(notebook)
    let data = Data(json)
    let megabytes = Double(json.count) / 1_000_000
    if let dir = ProcessInfo.processInfo.environment["UNIT_BENCH_OUT"] {
      try Data(notebook.canonicalUTF8).write(to: URL(fileURLWithPath: dir).appendingPathComponent("bench.unit"))
      try data.write(to: URL(fileURLWithPath: dir).appendingPathComponent("bench.json"))
    }
    // Same values both ways before timing anything.
    #expect(NotebookJSON.read(json).notebook == notebook)
    #expect(try JSONDecoder().decode(Notebook.self, from: data) == notebook)

    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let handWrite = Self.best { _ = NotebookJSON.write(notebook) }
    let handRead = Self.best { _ = NotebookJSON.read(json) }
    let handImport = Self.best { _ = NotebookJSON.read(json).notebook?.canonicalUTF8 }
    let foundationWrite = try Self.best { _ = try encoder.encode(notebook) }
    let foundationRead = try Self.best { _ = try JSONDecoder().decode(Notebook.self, from: data) }
    func line(_ name: String, _ seconds: Double) -> String {
      let rate = megabytes / seconds
      return "\(name): \((seconds * 1000).rounded()) ms, \((rate * 10).rounded() / 10) MB/s"
    }
    print(
      """
      JSON benchmark: \(notebook.sessions.count) sessions, \((megabytes * 10).rounded() / 10) MB of JSON, best of 5
        \(line("hand-written write", handWrite))
        \(line("hand-written read ", handRead))
        \(line("hand-written read + print notebook text", handImport))
        \(line("JSONEncoder encode", foundationWrite))
        \(line("JSONDecoder decode", foundationRead))
      """)
  }
}
