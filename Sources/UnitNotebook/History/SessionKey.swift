/// Where a session stands in the history's order: date, then start time
/// (a session without one first), then file, then place in the file.
struct SessionKey: Hashable, Comparable, Sendable {
  var day: Int32
  /// Seconds since midnight, or -1 without a start time.
  var start: Int32
  var file: Int32
  /// Byte offset of the heading (or the session's index, for a model).
  var offset: Int

  /// Before every session.
  static let earliest = SessionKey(day: .min, start: -1, file: 0, offset: 0)

  static func < (a: SessionKey, b: SessionKey) -> Bool {
    (a.day, a.start, a.file, a.offset) < (b.day, b.start, b.file, b.offset)
  }

  /// The same session in a part of its file that starts `bytes` later.
  func moved(_ bytes: Int) -> SessionKey {
    var k = self
    k.offset += bytes
    return k
  }
}

extension SessionKey {
  /// The key of a session on `date` starting at `start`.
  init(_ date: LocalDate, _ start: TimeOfDay?, file: Int32, offset: Int) {
    self.init(
      day: Int32(date.daysSinceEpoch), start: start.map { Int32($0.secondsSinceMidnight) } ?? -1, file: file,
      offset: offset)
  }
}

/// A session of the history: its key (which says where it starts) and
/// the line of its heading. Kept for every session, so small.
struct SessionEntry: Hashable, Sendable {
  var key: SessionKey
  /// 1-based line of the heading, or 0 when unknown.
  var line: Int32

  /// Where the session starts in its file (for a model: its index); the
  /// end is found when the session is read back.
  var start: Int { key.offset }

  func moved(lines: Int32, bytes: Int) -> SessionEntry {
    var e = self
    e.key = key.moved(bytes)
    if e.line > 0 { e.line += lines }
    return e
  }
}

/// A place in the notebooks: a file, and a byte offset there (in a
/// notebook value, a session's index).
struct SessionPlace: Hashable, Sendable {
  var file: Int32
  var offset: Int
}
