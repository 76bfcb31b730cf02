extension HistoryText {
  /// What a record event beat, as its set reads (`137.5kg`, `BW+15kg`, `9
  /// reps`): the report's recent records say what each one was.
  package static func was(_ e: RecordEvent) -> String {
    written(e.was, e.record.kind, e.wasSet)
  }
}
