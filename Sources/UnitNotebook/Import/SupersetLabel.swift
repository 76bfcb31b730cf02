/// The superset labels the importers give, and Hevy's writer checks
/// against: groups lettered `A`…`Z`, `AA`…`ZZ` in the order they first
/// come in a workout, their exercises numbered from 1 (`A1`, `A2`, `B1`).
enum SupersetLabel {
  /// The label of member `member` (from 1) of group `group` (from 0); nil
  /// past 702 groups or 99 members, which a label cannot write.
  static func label(group: Int, member: Int) -> String? {
    guard group >= 0, group < 26 * 27, member >= 1, member < 100 else { return nil }
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let letter = group < 26 ? String(letters[group]) : String(letters[group / 26 - 1]) + String(letters[group % 26])
    return letter + String(member)
  }
}
