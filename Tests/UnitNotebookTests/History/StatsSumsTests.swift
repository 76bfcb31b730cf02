import Seeds
import Testing

@testable import UnitNotebook

/// The stats add volume, time and distance exactly (`Work`), in periods
/// joined across files. Held against the definition worked out the
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
      // A weigh-in now and then: from it on, bodyweight sets count the lifter.
      if rng.chance(0.2) {
        s.bodyweight = Weight(
          DecimalValue(significand: Int64(rng.int(400...1500)), scale: 1) ?? DecimalValue(80),
          rng.pick(WeightUnit.allCases))
      }
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
  /// reps, weight × reps, seconds and distance, in fixed point, summed per
  /// period and in total. A bodyweight set counts the body weight in effect
  /// (the latest weigh-in in date order, its own session's included) plus
  /// X or less the assistance; with none in effect, BW+X counts X, BW and
  /// BW−X nothing, and the set is counted as without a body weight.
  static func expected(_ books: [Notebook], by g: HistoryGrouping, unit: WeightUnit, distanceUnit du: DistanceUnit)
    -> (periods: [PeriodStats], total: PeriodStats)
  {
    var table: [Int: (start: LocalDate, work: Work)] = [:]
    var total = Work()
    var order: [(day: Int, start: Int, file: Int, index: Int, session: Session)] = []
    for (f, nb) in books.enumerated() {
      for (i, s) in nb.sessions.enumerated() {
        order.append((s.date.daysSinceEpoch, s.start?.secondsSinceMidnight ?? -1, f, i, s))
      }
    }
    order.sort { ($0.day, $0.start, $0.file, $0.index) < ($1.day, $1.start, $1.file, $1.index) }
    var inEffect: Weight? = nil
    var weighIns: [(date: LocalDate, weight: Weight)] = []
    for o in order {
      let s = o.session
      if let w = s.bodyweight {
        inEffect = w
        weighIns.append((s.date, w))
      }
      do {
        var p = Work()
        p.sessions = 1
        for x in s.exercises {
          for set in x.sets where set.status == .done {
            p.sets += 1
            var mass: ExactAmount? = nil
            switch set.load {
            case .weight(let w)?: mass = ExactAmount.mass(w)
            case .bodyweight(let a)?:
              if let bw = inEffect {
                let body = ExactAmount.mass(bw)
                let extra = a.map { ExactAmount.mass($0.value.magnitude, $0.unit) } ?? .zero
                mass = (a?.value.isNegative ?? false) ? body.minus(extra) : body.plus(extra)
              } else {
                p.setsWithoutBodyweight += 1
                if let a, !a.value.isNegative { mass = ExactAmount.mass(a) }
              }
            default: break
            }
            if let r = set.reps {
              p.reps = p.reps.plus(ExactAmount(UInt64(r)))
              if let m = mass, r > 0 { p.volume = p.volume.plus(m.times(UInt64(r))) }
            }
            if let t = set.seconds { p.seconds = p.seconds.plus(ExactAmount.seconds(t)) }
            if let d = set.distance { p.distance = p.distance.plus(ExactAmount.distance(d)) }
          }
        }
        guard p.sets > 0 else { continue }
        let start = HistoryPeriods.start(of: s.date, g)
        var q = table[start.daysSinceEpoch] ?? (start, Work())
        q.work.add(p)
        table[start.daysSinceEpoch] = q
        total.add(p)
      }
    }
    let on = { (d: LocalDate) in weighIns.last(where: { $0.date <= d })?.weight }
    let periods = table.keys.sorted().compactMap { k -> PeriodStats? in
      guard let q = table[k] else { return nil }
      var p = q.work.stats(start: q.start, unit: unit, distanceUnit: du)
      let start = q.start
      p.bodyweight = on(HistoryPeriods.end(of: start, g))
      return p
    }
    var all = total.stats(start: nil, unit: unit, distanceUnit: du)
    all.bodyweight = weighIns.last?.weight
    return (periods, all)
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

  /// A period's sums past 64 bits (of thousandths, as an earlier design
  /// kept them) stay exact.
  @Test func sumsPastSixtyFourBitsStayExact() {
    var set = SetRecord()
    set.load = .weight(Weight(DecimalValue(999_999_999_999_999), .kg))
    set.reps = 10
    set.status = .done
    var a = Work()
    a.add(set, bodyweight: nil)
    a.add(a)
    let want = ExactAmount.mass(DecimalValue(999_999_999_999_999), .kg).times(20)
    #expect(a.volume == want)
    #expect(a.stats(start: nil, unit: .kg, distanceUnit: .km).volume.description == "19999999999999980")
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
