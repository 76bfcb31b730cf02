/// The canonical text of a model's sessions, printed one at a time as they
/// arrive and put in the notebook's order at the end. `unit import` prints
/// the sessions of a large export on one core while the other is still
/// reading the rest (see `SessionStream`). Package access: not part of the
/// library's API.
///
/// A model has no comments, so a session's text does not depend on the
/// sessions around it, and the notebook's text is its notes, then its
/// sessions, with one blank line between each: the text `canonicalUTF8`
/// gives (a test checks this on every importer's output).
package struct SessionTexts {
  private var printer = Printer(capacity: 1 << 20)
  private var record = SessionRecord()
  /// Where each session's text lies in the printer's output, without the
  /// blank line before it.
  private var ranges: [ByteRange] = []

  package init() {}

  /// How many sessions were printed.
  package var count: Int { ranges.count }

  /// Prints one more session.
  package mutating func append(_ session: Session) {
    record.fill(from: session)
    let before = printer.out.count
    let none = CommentTable()
    let empty: [UInt8] = []
    empty.withUnsafeBufferPointer { noSource in
      var texts = TextReader(noSource)
      printer.printSession(record, comments: none, texts: &texts)
    }
    // From the second session on, the printer starts with the blank line
    // owed since the last one.
    var start = before
    if before > 0, start < printer.out.count, printer.out[start] == 0x0A { start += 1 }
    ranges.append(ByteRange(start: start, end: printer.out.count))
  }

  /// The notebook's text: `notes`, then the sessions in `order` (the index
  /// of a printed session for each of the notebook's; nil: as printed). Nil
  /// when `order` does not name each printed session once.
  package func text(notes: [String], order: [Int]?) -> [UInt8]? {
    let order = order ?? Array(ranges.indices)
    guard order.count == ranges.count else { return nil }
    var seen = [Bool](repeating: false, count: ranges.count)
    for i in order {
      guard i >= 0, i < ranges.count, !seen[i] else { return nil }
      seen[i] = true
    }
    let preamble = Notebook(notes: notes).canonicalUTF8
    var out: [UInt8] = []
    out.reserveCapacity(preamble.count + printer.out.count + 1)
    out.append(contentsOf: preamble)
    printer.out.withUnsafeBufferPointer { b in
      for (k, i) in order.enumerated() {
        if k > 0 || !preamble.isEmpty { out.append(0x0A) }
        let r = ranges[i]
        out.append(contentsOf: UnsafeBufferPointer(rebasing: b[r.start..<r.end]))
      }
    }
    return out
  }
}
