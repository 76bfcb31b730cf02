/// A printed line that a comment can sit next to.
enum CommentSlot: Hashable {
  case notebookNote(Int)
  case heading
  case sessionNote(Int)
  /// The session's body-weight line.
  case bodyweight
  /// A routine's section line (`## Week 1 Squat`).
  case section(Int)
  /// The muscles section's heading (`# Muscles`), and its declarations.
  case muscles
  case declaration(Int)
  /// The exercise's own line: its header, or its one line in short form.
  case exercise(Int)
  case set(exercise: Int, set: Int)
  case exerciseNote(exercise: Int, note: Int)
  /// The end of the chunk: comments right before the next heading, or at the
  /// end of the file.
  case end

  /// The exercise the slot belongs to, if any.
  var exercise: Int? {
    switch self {
    case .exercise(let e), .set(let e, _), .exerciseNote(let e, _): return e
    case .notebookNote, .heading, .sessionNote, .bodyweight, .section, .muscles, .declaration, .end: return nil
    }
  }
}

/// One own-line comment, as written from `//` on, trailing blanks trimmed.
struct CommentLine: Hashable {
  var text: String
  /// True when a blank line followed it and nothing could carry that blank
  /// (the very top of the file).
  var blankAfter: Bool
}

/// The comments around one slot.
struct SlotComments: Hashable {
  /// Own-line comments directly above the slot's line.
  var before: [CommentLine] = []
  /// The comment at the end of the slot's line.
  var trailing: String? = nil
  /// Own-line comments below the slot's line that a blank line separated from
  /// what follows.
  var after: [CommentLine] = []
}

/// Where the comments of a chunk go. Comments are not part of the model (JSON
/// and CSV do not carry them); this table lets the printer put each one back
/// where the person wrote it.
struct CommentTable: Hashable {
  private(set) var slots: [CommentSlot: SlotComments] = [:]
  /// Bit `e % 64` is set when exercise `e` (its line, sets or notes) has a
  /// comment: most exercises of a session with a comment have none, and the
  /// printer asks about each of their lines, so a clear bit saves hashing.
  private var exerciseBits: UInt64 = 0

  var isEmpty: Bool { slots.isEmpty }

  subscript(_ slot: CommentSlot) -> SlotComments? {
    if slots.isEmpty { return nil }
    if let e = slot.exercise, exerciseBits & CommentTable.bit(e) == 0 { return nil }
    return slots[slot]
  }

  private static func bit(_ exercise: Int) -> UInt64 {
    1 << UInt64(exercise & 63)
  }

  private mutating func note(_ slot: CommentSlot) {
    if let e = slot.exercise { exerciseBits |= CommentTable.bit(e) }
  }

  mutating func addBefore(_ lines: [CommentLine], to slot: CommentSlot) {
    guard !lines.isEmpty else { return }
    note(slot)
    slots[slot, default: SlotComments()].before.append(contentsOf: lines)
  }

  mutating func addAfter(_ lines: [CommentLine], to slot: CommentSlot) {
    guard !lines.isEmpty else { return }
    note(slot)
    slots[slot, default: SlotComments()].after.append(contentsOf: lines)
  }

  mutating func setTrailing(_ text: String, on slot: CommentSlot) {
    note(slot)
    if let existing = slots[slot]?.trailing {
      slots[slot, default: SlotComments()].trailing = existing + " " + text
    } else {
      slots[slot, default: SlotComments()].trailing = text
    }
  }
}
