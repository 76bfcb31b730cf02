import Testing

@testable import UnitNotebook

/// The stats add volume, time and distance in thousandths while they fit
/// and exactly beside them when not (`WorkAmounts`, `ExactWork`), in
/// tables joined across files. Held against the definition worked out the
/// plain way: every done set's amounts in fixed point, added per period.
@Suite struct StatsSumsTests {
  static let seeds: [UInt64] = SeedShare.take(1...60)

  /// Numbers from one digit to fifteen, with up to eight places: most fit
  /// the thousandths, many do not.
  static func number(_ rng: inout SeededRandom) -> DecimalValue {
    let digits = rng.pick([1, 2, 3, 3, 4, 6, 9, 12, 15])
    var significand: Int64 = 0
    for _ in 0..<digits { significand = significand * 10 + Int64(rng.int(0...9)) }
    let places = rng.int(0...Swift.min(8, digits))
    return DecimalValue(significand: significand, scale: places) ?? DecimalValue(1)
  }

  static func notebook(_ rng: inout SeededRandom) -> Notebook {
    var nb = Notebook()
    for _ in 0..<rng.int(1...25) {
      // Dates out of order, weeks apart and sometimes on the same day.
      let date = LocalDate(year: rng.int(1990...2030), month: rng.int(1...12), day: rng.int(1...28)) ?? .minimum
      var s = Session(date: date)
      for _ in 0..<rng.int(0...3) {
        var x = Exercise(name: rng.pick(["Squat", "Run", "Plank", "Dip"]))
        for _ in 0..<rng.int(0...4) {
          var set = WorkoutSet()
          set.status = rng.chance(0.8) ? .done : rng.pick(SetStatus.allCases)
          set.kind = rng.chance(0.8) ? .normal : rng.pick(SetKind.allCases)
          switch rng.int(0...4) {
          case 0: set.load = nil
          case 1:
            set.load = .bodyweight(added: rng.chance(0.3) ? nil : Weight(number(&rng), rng.pick(WeightUnit.allCases)))
          default: set.load = .weight(Weight(number(&rng), rng.pick(WeightUnit.allCases)))
          }
          if rng.chance(0.8) { set.reps = rng.chance(0.9) ? rng.int(0...20) : rng.int(0...999_999_999_999_999) }
          // Durations are written as clock times, which stop at 999999 hours.
          if rng.chance(0.3) { set.seconds = number(&rng).clamped(below: 1e9) }
          if rng.chance(0.3) { set.distance = Distance(number(&rng), rng.pick(DistanceUnit.allCases)) }
          if set.reps == nil && set.seconds == nil && set.distance == nil { set.reps = 1 }
          x.sets.append(set)
        }
        s.exercises.append(x)
      }
      nb.sessions.append(s)
    }
    return nb
  }

  /// The stats by definition: each session with a done set, its done sets'
  /// reps, weight × reps (BW+X counts X, BW and BW−X nothing), seconds and
  /// distance, in fixed point, summed per period and in total.
  static func expected(_ books: [Notebook], by g: HistoryGrouping, unit: WeightUnit, distanceUnit du: DistanceUnit)
    -> (periods: [PeriodStats], total: PeriodStats)
  {
    var table: [Int: ExactPeriod] = [:]
    var total = ExactPeriod()
    for nb in books {
      for s in nb.sessions {
        var p = ExactPeriod(sessions: 1)
        for x in s.exercises {
          for set in x.sets where set.status == .done {
            p.sets += 1
            if let r = set.reps {
              p.work.reps = p.work.reps.plus(ExactAmount(UInt64(r)))
              var weight: Weight? = nil
              switch set.load {
              case .weight(let w)?: weight = w
              case .bodyweight(let a?)? where !a.value.isNegative: weight = a
              default: break
              }
              if let w = weight, r > 0 { p.work.volume = p.work.volume.plus(ExactAmount.mass(w).times(UInt64(r))) }
            }
            if let t = set.seconds { p.work.seconds = p.work.seconds.plus(ExactAmount.seconds(t)) }
            if let d = set.distance { p.work.distance = p.work.distance.plus(ExactAmount.distance(d)) }
          }
        }
        guard p.sets > 0 else { continue }
        let start = HistoryPeriods.start(of: s.date, g)
        var q = table[start.daysSinceEpoch] ?? ExactPeriod(start: start)
        q.add(p)
        table[start.daysSinceEpoch] = q
        total.add(p)
      }
    }
    let periods = table.keys.sorted().compactMap { table[$0]?.stats(unit: unit, distanceUnit: du) }
    return (periods, total.stats(unit: unit, distanceUnit: du))
  }

  @Test(arguments: seeds)
  func sumsInThousandthsAndExactlyAgreeWithTheDefinition(seed: UInt64) {
    var rng = SeededRandom(seed: seed &* 2_654_435_761)
    let books = (0..<rng.int(1...3)).map { _ in StatsSumsTests.notebook(&rng) }
    let files = books.enumerated().map { (name: "f\($0.offset).unit", text: $0.element.canonicalUTF8) }
    let (h, diagnostics) = TrainingHistory.read(files)
    #expect(diagnostics.allSatisfy { $0.isEmpty }, "\(diagnostics)")
    // The definition is taken over the sets as the text reads back.
    let read = files.map { Notebook.parse(utf8: $0.text).notebook }
    for g in [HistoryGrouping.week, .month, .year] {
      for unit in WeightUnit.allCases {
        let got = h.stats(by: g, unit: unit)
        let want = StatsSumsTests.expected(read, by: g, unit: unit, distanceUnit: got.distanceUnit)
        #expect(got.periods == want.periods, "by \(g), \(unit)")
        #expect(got.total == want.total, "total by \(g), \(unit)")
      }
    }
  }

  /// A period whose thousandths overflow 64 bits keeps the rest exactly.
  @Test func sumsPastSixtyFourBitsSpillExactly() {
    var a = WorkAmounts()
    var spill: ExactWork? = nil
    let fits = a.addVolume(DecimalValue(999_999_999_999_999), .kg, reps: 10)
    #expect(fits)
    a.add(a, spill: &spill)
    #expect(spill != nil, "10 × 10¹⁸ thousandths twice is past 2⁶⁴")
    let total = a.exact.plus(spill ?? .zero)
    let want = ExactAmount.mass(DecimalValue(999_999_999_999_999), .kg).times(20)
    #expect(total.volume == want)
  }
}

extension DecimalValue {
  /// The number, or its last digits when it is not below `limit`.
  func clamped(below limit: Double) -> DecimalValue {
    var d = self
    while d.doubleValue >= limit, let smaller = DecimalValue(significand: d.significand / 10, scale: Int(d.scale)) {
      d = smaller
    }
    return d
  }
}
