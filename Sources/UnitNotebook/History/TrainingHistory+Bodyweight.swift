extension TrainingHistory {
  /// The latest body weight recorded on or before a date (`bodyweight(on:)`).
  func weighInOn(_ date: LocalDate) -> Weight? {
    // The first weigh-in after the date, found by halving; the one before it.
    var low = 0
    var high = weighIns.count
    while low < high {
      let mid = (low + high) / 2
      if weighIns[mid].date <= date { low = mid + 1 } else { high = mid }
    }
    return low > 0 ? weighIns[low - 1].weight : nil
  }

  /// The body weights recorded between two dates (`bodyweights(since:until:)`).
  func weighIns(since: LocalDate?, until: LocalDate?) -> [BodyweightPoint] {
    weighIns.compactMap { w in
      guard since.map({ w.date >= $0 }) ?? true, until.map({ w.date <= $0 }) ?? true else { return nil }
      return BodyweightPoint(date: w.date, weight: w.weight)
    }
  }
}
