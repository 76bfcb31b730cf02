import UnitNotebook

/// Large weights as a person says them: `121.3t` rather than
/// `121,295.1kg`, `2,299t`, `45.2k lb`, `2.3M lb`. The page writes the
/// exact figure beside it (a title, the work table); under ten thousand a
/// weight is written whole.
enum ReportAmount {
  /// The smallest weight said in thousands.
  static let spokenFrom = 10_000.0

  /// `9,250.5kg`, `121.3t`, `2,299t`, `45.2k lb`, `2.3M lb`.
  static func spoken(_ v: HistoryNumber, _ unit: WeightUnit) -> String {
    let d = v.doubleValue
    // Past a quadrillion the exact figure is as short as any (and no Int holds it).
    guard d >= spokenFrom, d < 1e15 else { return ReportPage.grouped(v, unit.rawValue) }
    let thousands = d / 1000
    if unit == .kg {
      return thousands < 1000 ? "\(tenths(thousands))t" : "\(whole(thousands))t"
    }
    if thousands < 1000 { return "\(tenths(thousands))k lb" }
    let millions = thousands / 1000
    return millions < 1000 ? "\(tenths(millions))M lb" : "\(whole(millions))M lb"
  }

  /// `121.3`, `45` (a tenth only where it is not zero).
  static func tenths(_ d: Double) -> String {
    let t = Int((d * 10).rounded())
    return t % 10 == 0 ? whole(Double(t / 10)) : "\(whole(Double(t / 10))).\(t % 10)"
  }

  /// `2,299`.
  static func whole(_ d: Double) -> String {
    ReportPage.grouped(HistoryNumber(Int(d.rounded())))
  }
}
