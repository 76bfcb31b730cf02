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
///
/// A class, since it owns a `Printer`, which cannot be copied.
package final class SessionTexts {
  private var printer = Printer(capacity: 1 << 20)
  private var record = SessionRecord()
  private var texts = TextReader.forModel
  /// Where each session's text lies in the printer's output, without the
  /// blank line before it.
  private var ranges: [ByteRange] = []

  package init() {}

  /// How many sessions were printed.
  package var count: Int { ranges.count }

  /// Prints one more session.
  package func append(_ session: Session) {
    record.fill(from: session)
    let before = printer.out.count
    printer.printSession(record, comments: CommentTable(), texts: &texts)
    // From the second session on, the printer starts with the blank line
    // owed since the last one.
    var start = before
    if before > 0, start < printer.out.count, printer.out[start] == 0x0A { start += 1 }
    ranges.append(ByteRange(start: start, end: printer.out.count))
  }

  /// Does `order` name each printed session once (nil: as printed)?
  package func accepts(order: [Int]?) -> Bool {
    guard let order else { return true }
    guard order.count == ranges.count else { return false }
    var seen = [Bool](repeating: false, count: ranges.count)
    for i in order {
      guard i >= 0, i < ranges.count, !seen[i] else { return false }
      seen[i] = true
    }
    return true
  }

  /// Hands the notebook's text to `body` in pieces, without copying what
  /// was printed in that order already (small pieces are gathered first):
  /// `notes` and the muscles section, then the sessions in `order`, a blank
  /// line between each, and
  /// the `routines` (which a reader keeps whole) where their
  /// `sessionsBefore` puts them. Stops when `body` returns false. Nil, with
  /// nothing handed out, when `order` does not name each printed session once.
  package func write(
    notes: [String], muscles: [MuscleDeclaration], routines: [Routine] = [], order: [Int]?,
    _ body: (UnsafeBufferPointer<UInt8>) -> Bool
  ) -> Bool? {
    guard accepts(order: order) else { return nil }
    var gathered = ByteBuffer(capacity: 1 << 20)
    gathered.append(Notebook(notes: notes, muscles: muscles).canonicalUTF8)
    var first = gathered.count == 0
    var routine = 0
    /// The routines that stand before the `k`th session printed.
    func placeRoutines(upTo k: Int) {
      var placed: [Routine] = []
      while routine < routines.count, routines[routine].sessionsBefore <= k {
        var r = routines[routine]
        r.sessionsBefore = 0
        placed.append(r)
        routine += 1
      }
      guard !placed.isEmpty else { return }
      if !first { gathered.append(0x0A) }
      first = false
      gathered.append(Notebook(routines: placed).canonicalUTF8)
    }
    return printer.out.withUnsafeBufferPointer { b -> Bool in
      func flush() -> Bool {
        guard gathered.count > 0 else { return true }
        let ok = gathered.withUnsafeBufferPointer { body($0) }
        gathered.removeAll()
        return ok
      }
      func put(_ start: Int, _ end: Int) -> Bool {
        if end - start >= 1 << 16 {
          return flush() && body(UnsafeBufferPointer(rebasing: b[start..<end]))
        }
        gathered.append(UnsafeBufferPointer(rebasing: b[start..<end]))
        return gathered.count < 1 << 20 || flush()
      }
      var k = 0
      let count = order?.count ?? ranges.count
      while k < count {
        placeRoutines(upTo: k)
        // A run of sessions printed one after the other is one piece: the
        // blank lines between them are already in the buffer. A routine
        // placed inside the run ends it.
        let i = order?[k] ?? k
        var j = i
        k += 1
        while k < count, let next = Optional(order?[k] ?? k), next == j + 1,
          ranges[next].start == ranges[j].end + 1, routine >= routines.count || routines[routine].sessionsBefore > k
        {
          j = next
          k += 1
        }
        if !first { gathered.append(0x0A) }
        first = false
        guard put(ranges[i].start, ranges[j].end) else { return false }
      }
      placeRoutines(upTo: Int.max)
      return flush()
    }
  }

  /// The notebook's text in one array (see `write`).
  package func text(notes: [String], muscles: [MuscleDeclaration], routines: [Routine] = [], order: [Int]?)
    -> [UInt8]?
  {
    var out: [UInt8] = []
    let done = write(notes: notes, muscles: muscles, routines: routines, order: order) {
      out.append(contentsOf: $0)
      return true
    }
    return done == true ? out : nil
  }
}
