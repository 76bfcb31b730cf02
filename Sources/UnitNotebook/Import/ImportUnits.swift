/// The unit spellings of the exports: `kg`, `kgs`, `lbs`, `mi.`, `meters`, …
enum ImportUnits {
  /// A weight unit word, any case, with or without a final period.
  static func weight(_ text: String) -> WeightUnit? {
    switch bare(text) {
    case "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms": return .kg
    case "lb", "lbs", "pound", "pounds": return .lb
    default: return nil
    }
  }

  /// A distance unit word, any case, with or without a final period.
  static func distance(_ text: String) -> DistanceUnit? {
    switch bare(text) {
    case "m", "meter", "meters", "metre", "metres": return .m
    case "km", "kms", "kilometer", "kilometers", "kilometre", "kilometres": return .km
    case "mi", "mile", "miles": return .mi
    default: return nil
    }
  }

  /// The unit in a header's parentheses: `Weight (kg)` → `kg`, `Weight(kg)` → `kg`.
  static func inParentheses(_ header: String) -> String? {
    guard let open = header.firstIndex(of: "("), let close = header.lastIndex(of: ")"), open < close else {
      return nil
    }
    return String(header[header.index(after: open)..<close])
  }

  private static func bare(_ text: String) -> String {
    var t = ImportText.trim(text).lowercased()
    if t.hasSuffix(".") { t.removeLast() }
    return t
  }
}
