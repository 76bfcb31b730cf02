extension Planner {
  /// The problem of an exercise whose percentages have no training max
  /// to be taken of, if it has one.
  func trainingMaxProblem(_ x: RoutineExercise) -> PlanProblem? {
    guard let percent = x.prescriptions.lazy.compactMap(\.percent).first, x.trainingMax == nil else { return nil }
    return .needsTrainingMax(x.name, percent: percent)
  }
}
