import Seeds
import Testing

@testable import UnitNotebook

/// The formatter prints through `ByteWriter` and the conversions through
/// `ByteBuffer`; both share the append helpers of `ByteSink`. These tests pin
/// the helpers' output and check that the two buffers agree.
@Suite struct ByteSinkTests {
  @Test func wholeNumbersOnEachPath() {
    // One to three digits take the inline path; the rest the long one.
    let cases: [(Int, String)] = [
      (0, "0"), (7, "7"), (10, "10"), (99, "99"), (100, "100"), (999, "999"), (1000, "1000"),
      (-1, "-1"), (-999, "-999"), (123_456_789_012_345, "123456789012345"),
      (Int.max, "9223372036854775807"), (Int.min, "-9223372036854775808"),
    ]
    for (value, expected) in cases {
      var w = ByteWriter()
      w.appendInt(value)
      #expect(String(decoding: w.bytes, as: UTF8.self) == expected)
    }
  }

  @Test func paddedDecimalsDatesAndTimes() {
    var w = ByteWriter()
    w.appendPadded(5, width: 3)
    w.append(0x20)
    w.appendDecimal(DecimalValue(significand: 1025, scale: 1) ?? .zero)
    w.append(0x20)
    w.appendDecimal(DecimalValue(significand: -5, scale: 2) ?? .zero)
    w.append(0x20)
    w.appendDate(LocalDate(year: 2026, month: 11, day: 29) ?? .minimum)
    w.append(0x20)
    w.appendTime(TimeOfDay(hour: 7, minute: 5, second: 9) ?? TimeOfDay(secondsSinceMidnight: 0))
    #expect(String(decoding: w.bytes, as: UTF8.self) == "005 102.5 -0.05 2026-11-29 07:05:09")
  }

  /// `appendDate` writes a date at once: every year from 1 to 9999 (the
  /// calendar's) against the padded fields written one by one.
  @Test func datesOfEveryYear() {
    for year in 1...9999 {
      let month = year % 12 + 1
      let day = year % 28 + 1
      guard let date = LocalDate(year: year, month: month, day: day) else {
        Issue.record("no date \(year)-\(month)-\(day)")
        continue
      }
      var w = ByteWriter()
      w.appendDate(date)
      var fields = ByteWriter()
      fields.appendPadded(year, width: 4)
      fields.append(UInt8(ascii: "-"))
      fields.appendPadded(month, width: 2)
      fields.append(UInt8(ascii: "-"))
      fields.appendPadded(day, width: 2)
      #expect(w.bytes == fields.bytes, "\(year)-\(month)-\(day)")
    }
  }

  /// The two-digit fast path of `appendPadded` against the rule: at least
  /// `width` digits, zeros in front, never fewer digits than the value has.
  @Test func paddedNumbersOfEveryWidth() {
    for width in 0...4 {
      for value in [0, 1, 5, 9, 10, 42, 99, 100, 123, 4567, 10_000] {
        var w = ByteWriter()
        w.appendPadded(value, width: width)
        let digits = String(value)
        let expected = String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
        #expect(String(decoding: w.bytes, as: UTF8.self) == expected, "\(value) to \(width)")
      }
    }
  }

  /// The same appends, in a seeded random order, give the same bytes in both
  /// buffers, across many growths from the smallest capacity.
  /// Thousands grouped as the stats table writes them, and durations as
  /// the history writes them, through both buffers.
  @Test func groupedDecimalsAndClockDurations() {
    let grouped: [(DecimalValue, String)] = [
      (DecimalValue(0), "0"), (DecimalValue(999), "999"), (DecimalValue(1000), "1,000"),
      (DecimalValue(significand: 124_505, scale: 1)!, "12,450.5"),
      (DecimalValue(significand: 123_456_725, scale: 2)!, "1,234,567.25"),
      (DecimalValue(significand: 5, scale: 3)!, "0.005"), (DecimalValue(-1234), "-1,234"), (DecimalValue(-123), "-123"),
      (DecimalValue(999_999_999_999_999), "999,999,999,999,999"),
    ]
    for (d, want) in grouped {
      var w = ByteWriter()
      w.appendGrouped(d)
      var b = ByteBuffer()
      b.appendGrouped(d)
      #expect(w.bytes == Array(want.utf8), "\(d)")
      #expect(b.bytes == w.bytes)
    }
    let clock: [(DecimalValue, String)] = [
      (DecimalValue(0), "0s"), (DecimalValue(59), "59s"), (DecimalValue(60), "1:00"), (DecimalValue(3599), "59:59"),
      (DecimalValue(3600), "1:00:00"), (DecimalValue(significand: 125, scale: 1)!, "12.5s"),
      (DecimalValue(significand: 37_230_05, scale: 2)!, "10:20:30.05"),
    ]
    for (d, want) in clock { #expect(HistoryText.duration(d) == want, "\(d)") }
  }

  @Test func writerAndBufferAgree() {
    var random = SplitMix64(seed: 0x5EED_B17E)
    var w = ByteWriter()
    var b = ByteBuffer()
    for _ in 0..<20_000 {
      switch random.next() % 6 {
      case 0:
        let n = Int(truncatingIfNeeded: random.next()) >> Int(random.next() % 64)
        w.appendInt(n)
        b.appendInt(n)
      case 1:
        let k = Int(random.next() % 40)
        w.appendSpaces(k)
        b.appendSpaces(k)
      case 2:
        w.append(ascii: " × ")
        b.append(ascii: " × ")
      case 3:
        let text = String(repeating: "felt quick ", count: Int(random.next() % 5))
        w.append(text)
        b.append(text)
      case 4:
        let d = DecimalValue(significand: Int64(random.next() % 100_000), scale: Int(random.next() % 4)) ?? .zero
        w.appendDecimal(d)
        b.appendDecimal(d)
      default:
        w.append(UInt8(ascii: "\n"))
        b.append(UInt8(ascii: "\n"))
      }
    }
    #expect(w.count == b.count)
    #expect(w.bytes == b.bytes)
  }

  @Test func takeBufferHandsOverAndStartsAgain() {
    var w = ByteWriter(capacity: 4)
    w.append(ascii: "Squat 100kg × 5")
    let taken = w.takeBuffer()
    #expect(taken.string == "Squat 100kg × 5")
    #expect(w.count == 0)
    w.append(ascii: "Bench")
    #expect(String(decoding: w.bytes, as: UTF8.self) == "Bench")
    // The buffer handed over is a value of its own: appending to a copy
    // leaves it as it was.
    var copy = taken
    copy.append(ascii: "!")
    #expect(taken.string == "Squat 100kg × 5")
    #expect(copy.string == "Squat 100kg × 5!")
  }

  @Test func insertAndFind() {
    var w = ByteWriter()
    w.append(ascii: "# 2026-11-29 10:00 Club")
    guard let colon = w.firstIndex(of: UInt8(ascii: ":"), from: 13) else {
      Issue.record("no colon found")
      return
    }
    #expect(colon == 15)
    w.insert(0x5C, at: colon)
    #expect(String(decoding: w.bytes, as: UTF8.self) == #"# 2026-11-29 10\:00 Club"#)
    #expect(w.firstIndex(of: UInt8(ascii: "!"), from: 0) == nil)
    #expect(w[0] == UInt8(ascii: "#"))
  }
}

/// The block printer writes a set line's cells and marks through a
/// `ReservedRoom` sized once per line from the cells it wrote; the room
/// must hold the widest marks any set can have, and the room's count must
/// be what was written.
@Suite struct ReservedRoomTests {
  @Test func theWidestMarksPrintInABlock() {
    // The extremes a DecimalValue can hold: any Int64, a scale of at most
    // `maximumDigits`.
    let scale = UInt8(DecimalValue.maximumDigits)
    let widest: [DecimalValue] = [
      DecimalValue(uncheckedSignificand: .min, scale: 0), DecimalValue(uncheckedSignificand: .max, scale: 0),
      DecimalValue(uncheckedSignificand: .min, scale: scale), DecimalValue(uncheckedSignificand: .max, scale: scale),
      DecimalValue(uncheckedSignificand: .max, scale: 1), DecimalValue(uncheckedSignificand: -1, scale: scale),
      DecimalValue(uncheckedSignificand: 1, scale: scale),
    ]
    var longest = 0
    for rpe in widest {
      for rest in widest {
        for status in [SetStatus.done, .failed, .planned] {
          // The marks alone, then a block of two sets that carry them.
          var w = ByteWriter()
          w.appendMarks(status: status, SetMarks(rpe: rpe, rest: rest))
          let marks = String(decoding: w.bytes, as: UTF8.self)
          longest = Swift.max(longest, w.count)
          let set = WorkoutSet(
            kind: .warmup, load: .weight(Weight(DecimalValue(uncheckedSignificand: .min, scale: scale), .kg)),
            reps: 5, seconds: rest, rpe: rpe, status: status, rest: rest)
          let exercise = Exercise(name: "Squat", sets: [set, WorkoutSet(reps: 1)])
          let session = Session(date: LocalDate(year: 2026, month: 11, day: 29) ?? .minimum, exercises: [exercise])
          let text = Notebook(sessions: [session]).canonicalText
          let lines = text.split(separator: "\n").map(String.init)
          #expect(lines.count == 4 && lines[2].hasSuffix(marks), "\(lines)")
        }
      }
    }
    #expect(longest >= 55, "the widest marks were not reached: \(longest) bytes")
  }

  @Test func aRoomCountsWhatWasWritten() {
    var w = ByteWriter()
    w.append(ascii: "ab")
    w.withRoom(16) { line in
      line.append(ascii: "cd")
      line.appendInt(123)
      line.appendSpaces(2)
    }
    w.append(ascii: "!")
    #expect(String(decoding: w.bytes, as: UTF8.self) == "abcd123  !")
  }

  /// A decimal as a lifter writes it, built from its digits as text: the
  /// reference for `appendDecimal`, whose places 1 and 2 take their own path.
  static func spelled(_ d: DecimalValue) -> String {
    var digits = String(d.significand.magnitude)
    let scale = Int(d.scale)
    guard scale > 0 else { return (d.significand < 0 ? "-" : "") + digits }
    if digits.count <= scale { digits = String(repeating: "0", count: scale + 1 - digits.count) + digits }
    let point = digits.index(digits.endIndex, offsetBy: -scale)
    return (d.significand < 0 ? "-" : "") + digits[..<point] + "." + digits[point...]
  }

  /// A duration as docs/canonical-form.md spells it: up to a minute in
  /// seconds (`45s`, `60s`), then `M:SS` or `H:MM:SS`, with any fraction.
  static func clock(_ d: DecimalValue) -> String {
    if d.isNegative || d.doubleValue <= 60 { return spelled(d) + "s" }
    var divisor: Int64 = 1
    for _ in 0..<d.scale { divisor *= 10 }
    let whole = d.significand / divisor
    let two = { (n: Int64) in n < 10 ? "0\(n)" : "\(n)" }
    var text = whole >= 3600 ? "\(whole / 3600):\(two(whole / 60 % 60))" : "\(whole / 60 % 60)"
    text += ":" + two(whole % 60)
    if d.scale > 0 {
      let fraction = String(d.significand % divisor)
      text += "." + String(repeating: "0", count: Int(d.scale) - fraction.count) + fraction
    }
    return text
  }

  /// `appendDecimal` and `appendDuration` against the references above, on
  /// every scale from 0 to 4 and numbers of one to fifteen digits, each
  /// sign, around a minute and an hour.
  @Test func decimalsAndDurationsOfEveryScale() {
    var random = SplitMix64(seed: 0xD1_5EC5)
    var values: [DecimalValue] = []
    for scale in 0...4 {
      for n: Int64 in [0, 1, 5, 9, 10, 59, 60, 61, 99, 100, 599, 600, 601, 3599, 3600, 3601, 86_399, 360_000] {
        for sign: Int64 in [1, -1] {
          if let d = DecimalValue(significand: sign * n, scale: scale) { values.append(d) }
        }
      }
      for _ in 0..<400 {
        let n = Int64(random.next() % 1_000_000_000_000_000) >> Int(random.next() % 50)
        if let d = DecimalValue(significand: random.next() % 4 == 0 ? -n : n, scale: scale) { values.append(d) }
      }
    }
    for d in values {
      var w = ByteWriter()
      w.appendDecimal(d)
      #expect(String(decoding: w.bytes, as: UTF8.self) == Self.spelled(d), "\(d.significand) scale \(d.scale)")
      var t = ByteWriter()
      t.appendDuration(d)
      #expect(String(decoding: t.bytes, as: UTF8.self) == Self.clock(d), "\(d.significand) scale \(d.scale)")
    }
  }

  /// `Validation.isRPE` reads whole and one-place RPEs without doubles: it
  /// must agree with the rule in doubles (above 0, from 1 to 10) on every scale.
  @Test func rpeBoundsAsInDoubles() {
    for scale in 0...3 {
      for n: Int64 in -5...1_200 {
        guard let d = DecimalValue(significand: n, scale: scale) else { continue }
        let rule = d.significand > 0 && d.doubleValue >= 1 && d.doubleValue <= 10
        #expect(Validation.isRPE(d) == rule, "\(n) scale \(scale)")
      }
    }
  }
}
