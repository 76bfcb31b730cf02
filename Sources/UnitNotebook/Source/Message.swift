/// The messages of every stage, in a lifter's words. A stage adds its own
/// (the parser's are in `Syntax/Messages.swift`); Source, which knows
/// nothing of notebooks, holds only what they all share.
enum Message {
  /// `U+0000`-style spelling of a byte.
  static func hex(_ byte: UInt8) -> String {
    let digits: [Character] = Array("0123456789ABCDEF")
    return "U+00" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
  }
}

/// What a message builder says: the problem's stable code and its text,
/// made together so that the code has one home, beside its words
/// (docs/diagnostics.md lists the codes).
struct CodedMessage: Sendable, Hashable {
  var code: Diagnostic.Code
  var text: String

  init(_ code: Diagnostic.Code, _ text: String) {
    self.code = code
    self.text = text
  }

  /// The same problem, with more words after the text.
  func appending(_ more: String) -> CodedMessage { CodedMessage(code, text + more) }

  /// The same problem, with words before the text (the column or key it is in).
  func prefixed(_ place: String) -> CodedMessage { CodedMessage(code, place + text) }
}
