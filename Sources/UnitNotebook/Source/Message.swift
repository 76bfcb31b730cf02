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
