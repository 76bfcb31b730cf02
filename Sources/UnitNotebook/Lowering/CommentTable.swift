/// A printed line that a comment can sit next to.
enum CommentSlot: Hashable {
  case notebookNote(Int)
  case heading
  case sessionNote(Int)
  /// The exercise's own line: its header, or its one line in short form.
  case exercise(Int)
  case set(exercise: Int, set: Int)
  case exerciseNote(exercise: Int, note: Int)
  /// The end of the chunk: comments right before the next heading, or at the
  /// end of the file.
  case end
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
  var slots: [CommentSlot: SlotComments] = [:]

  var isEmpty: Bool { slots.isEmpty }

  subscript(_ slot: CommentSlot) -> SlotComments? {
    slots.isEmpty ? nil : slots[slot]
  }

  mutating func addBefore(_ lines: [CommentLine], to slot: CommentSlot) {
    guard !lines.isEmpty else { return }
    slots[slot, default: SlotComments()].before.append(contentsOf: lines)
  }

  mutating func addAfter(_ lines: [CommentLine], to slot: CommentSlot) {
    guard !lines.isEmpty else { return }
    slots[slot, default: SlotComments()].after.append(contentsOf: lines)
  }

  mutating func setTrailing(_ text: String, on slot: CommentSlot) {
    if let existing = slots[slot]?.trailing {
      slots[slot, default: SlotComments()].trailing = existing + " " + text
    } else {
      slots[slot, default: SlotComments()].trailing = text
    }
  }
}
