/// The units of the exports: `kg`, `kgs`, `lbs`, `mi.`, `meters`, … (the
/// spellings are `Lexicon`'s).
enum ImportUnits {
  /// A weight unit word, any case, with or without a final period.
  static func weight(_ text: String) -> WeightUnit? {
    guard case .weight(let u) = Lexicon.exportedUnitWord(ImportText.trim(text)) else { return nil }
    return u
  }

  /// A distance unit word, any case, with or without a final period.
  static func distance(_ text: String) -> DistanceUnit? {
    guard case .distance(let u) = Lexicon.exportedUnitWord(ImportText.trim(text)) else { return nil }
    return u
  }

  /// The unit in a header's parentheses: `Weight (kg)` → `kg`, `Weight(kg)` → `kg`.
  static func inParentheses(_ header: String) -> String? {
    guard let open = header.firstIndex(of: "("), let close = header.lastIndex(of: ")"), open < close else {
      return nil
    }
    return String(header[header.index(after: open)..<close])
  }
}

extension WeightUnit {
  /// The distance unit an app's metric or imperial setting pairs with this
  /// weight unit (Strong's single setting): km with kg, mi with lb.
  var appDistanceUnit: DistanceUnit { facts.appDistance }
}
