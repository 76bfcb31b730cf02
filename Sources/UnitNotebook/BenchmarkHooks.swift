/// Entry points into single stages, for the benchmark harness (`unit-bench`)
/// only: not part of the library's API.
package enum BenchmarkHooks {
  /// Scans lines only (line ends, UTF-8 validation, comments). Returns the line count.
  package static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var scanner = Scanner(bytes)
    var n = 0
    while scanner.nextLine() != nil { n += 1 }
    return n
  }

  /// Scans and parses every line into syntax records, without lowering.
  /// Returns the number of set lines and exercise lines.
  package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var parser = Parser(bytes)
    var sink = DiagnosticSink()
    var line = LineSyntax()
    var extra: [AmountSyntax] = []
    var n = 0
    while let scanned = parser.scanner.nextLine() {
      extra.reuse()
      parser.parseLine(scanned, into: &line, extra: &extra, sink: &sink)
      if line.kind == .set || line.kind == .exercise { n += 1 }
    }
    return n
  }
}
