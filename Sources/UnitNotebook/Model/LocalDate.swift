/// A calendar date without a time zone, as a session heading writes it: `2026-11-29`.
///
/// Always a real date of the proleptic Gregorian calendar, years 1 to 9999.
public struct LocalDate: Sendable, Hashable, Comparable, CustomStringConvertible {
  // Kept in four bytes: the history holds a date for every session of
  // every exercise and for every set it keeps.
  private let storedYear: Int16
  private let storedMonth: UInt8
  private let storedDay: UInt8

  public var year: Int { Int(storedYear) }  // 1...9999
  public var month: Int { Int(storedMonth) }  // 1...12
  public var day: Int { Int(storedDay) }  // 1...days in the month

  /// Creates a date, or nil when it is not a real calendar date.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month), day >= 1,
      day <= LocalDate.daysIn(month: month, year: year)
    else { return nil }
    self.init(uncheckedYear: year, month: month, day: day)
  }

  /// 0001-01-01, the earliest date a notebook can hold.
  public static let minimum = LocalDate(uncheckedYear: 1, month: 1, day: 1)

  init(uncheckedYear year: Int, month: Int, day: Int) {
    storedYear = Int16(year)
    storedMonth = UInt8(month)
    storedDay = UInt8(day)
  }

  /// Parses exactly `YYYY-MM-DD`.
  public init?(_ text: String) {
    let b = Array(text.utf8)
    guard let parsed = b.withUnsafeBufferPointer({ LocalDate.parse($0) }), case .date(let d) = parsed else {
      return nil
    }
    self = d
  }

  public var description: String {
    var buffer = ByteBuffer()
    buffer.appendDate(self)
    return buffer.string
  }

  public static func < (a: LocalDate, b: LocalDate) -> Bool {
    (a.year, a.month, a.day) < (b.year, b.month, b.day)
  }

  /// The number of days in a month of a year.
  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  static func isLeap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }

  /// Days since 1970-01-01 (negative before), for date arithmetic.
  public var daysSinceEpoch: Int {
    // Howard Hinnant's days_from_civil.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = (month + 9) % 12
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146097 + doe - 719468
  }

  /// The date a number of days after this one (or nil outside years 1...9999).
  public func adding(days: Int) -> LocalDate? {
    let z = daysSinceEpoch + days + 719468
    let era = (z >= 0 ? z : z - 146096) / 146097
    let doe = z - era * 146097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
    return LocalDate(year: y, month: m, day: d)
  }

  enum ParseResult {
    case date(LocalDate)
    case notADate  // has the YYYY-MM-DD shape but no such day exists
  }

  /// Parses ten bytes shaped `YYYY-MM-DD`; nil when the shape is wrong.
  static func parse(_ b: UnsafeBufferPointer<UInt8>) -> ParseResult? {
    guard b.count == 10 else { return nil }
    let s = 0
    func digit(_ i: Int) -> Int? {
      let c = b[s + i]
      return c >= 0x30 && c <= 0x39 ? Int(c - 0x30) : nil
    }
    guard b[s + 4] == UInt8(ascii: "-"), b[s + 7] == UInt8(ascii: "-"),
      let y0 = digit(0), let y1 = digit(1), let y2 = digit(2), let y3 = digit(3),
      let m0 = digit(5), let m1 = digit(6), let d0 = digit(8), let d1 = digit(9)
    else { return nil }
    let year = y0 * 1000 + y1 * 100 + y2 * 10 + y3
    guard let date = LocalDate(year: year, month: m0 * 10 + m1, day: d0 * 10 + d1) else {
      return .notADate
    }
    return .date(date)
  }
}
