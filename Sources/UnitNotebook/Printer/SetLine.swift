extension ByteSink where Self: ~Copyable {
  /// `warmup 60kg × 5 ✓ @8`: a set's cells unaligned, as on an exercise's
  /// own line, up to its note (written apart, escaped).
  mutating func appendSetCells(
    kind: SetKind, load: Load?, reps: Int?, distance: Distance?, seconds: DecimalValue?, amrap: Bool,
    status: SetStatus, marks: SetMarks
  ) {
    if kind != .normal {
      appendKind(kind)
      append(0x20)
    }
    if let load {
      appendLoad(load)
      append(ascii: Printer.timesCell)
    }
    appendAmount(reps: reps, distance: distance, seconds: seconds, amrap: amrap)
    appendMarks(status: status, marks)
  }
}
