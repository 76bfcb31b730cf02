/// A wall-clock time without a time zone: `07:15`, or `10:33:55` when an
/// imported workout kept its seconds.
public struct TimeOfDay: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Seconds since midnight, 0..<86400.
  public let secondsSinceMidnight: Int

  /// Creates a time, or nil when a field is out of range.
  public init?(hour: Int, minute: Int, second: Int = 0) {
    guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else {
      return nil
    }
    secondsSinceMidnight = hour * 3600 + minute * 60 + second
  }

  /// Creates a time from seconds since midnight, wrapping past midnight.
  public init(secondsSinceMidnight s: Int) {
    let wrapped = ((s % 86400) + 86400) % 86400
    secondsSinceMidnight = wrapped
  }

  /// Parses `HH:MM` or `HH:MM:SS` (24-hour clock).
  public init?(_ text: String) {
    let b = Array(text.utf8)
    guard case .time(let t)? = TimeOfDay.parse24(b[...]) else { return nil }
    self = t
  }

  public var hour: Int { secondsSinceMidnight / 3600 }
  public var minute: Int { secondsSinceMidnight / 60 % 60 }
  public var second: Int { secondsSinceMidnight % 60 }

  /// `HH:MM`, or `HH:MM:SS` when the seconds are not zero.
  public var description: String {
    var buffer = ByteBuffer()
    buffer.appendTime(self)
    return buffer.string
  }

  public static func < (a: TimeOfDay, b: TimeOfDay) -> Bool {
    a.secondsSinceMidnight < b.secondsSinceMidnight
  }

  enum ParseResult {
    case time(TimeOfDay)
    case notATime  // shaped like a time, but a field is out of range
  }

  /// Parses `H:MM`, `HH:MM` or `HH:MM:SS`; nil when the shape is wrong.
  static func parse24(_ b: ArraySlice<UInt8>) -> ParseResult? {
    guard let fields = ClockFields.split(b, maxWidth: 2) else { return nil }
    guard fields.count == 2 || fields.count == 3 else { return nil }
    guard let t = TimeOfDay(hour: fields[0], minute: fields[1], second: fields.count == 3 ? fields[2] : 0)
    else { return .notATime }
    return .time(t)
  }
}
