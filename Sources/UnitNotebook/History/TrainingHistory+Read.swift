extension TrainingHistory {
  /// The history of notebook texts as `read(_:aliases:)` reads it, for
  /// the questions `asking` names only.
  package static func read(
    _ texts: [(name: String, text: [UInt8])], aliases: ExerciseAliases, asking questions: [HistoryQuestion]
  ) -> (history: TrainingHistory, diagnostics: [[Diagnostic]]) {
    let arrays = texts.map(\.text)
    let reader = HistoryReader(names: texts.map(\.name), aliases: aliases, asking: questions)
    // Each file starts at the body weight the files before it end with.
    var parts: [HistoryPart] = []
    var inEffect: Weight? = nil
    HistoryAccess.withBuffers(arrays[...], []) { buffers in
      for k in buffers.indices {
        let part = reader.fold(buffers[k], file: k, isFirst: k == 0, bodyweight: inEffect)
        inEffect = part.lastBodyweight ?? inEffect
        parts.append(part)
      }
    }
    let diagnostics = parts.map(\.diagnostics)
    return (reader.finish(parts.map { ($0, 0, 0) }, sources: .texts(arrays)), diagnostics)
  }

  /// The fold of notebook values, their sessions in the history's order,
  /// for every question.
  static func fold(notebooks: [(name: String, notebook: Notebook)], aliases: ExerciseAliases) -> HistoryFold {
    var order: [(key: SessionKey, file: Int, index: Int)] = []
    for (f, n) in notebooks.enumerated() {
      for (i, s) in n.notebook.sessions.enumerated() {
        order.append((SessionKey(s.date, s.start, file: Int32(f), offset: i), f, i))
      }
    }
    order.sort { $0.key < $1.key }
    var fold = HistoryFold(
      aliases: aliases, only: nil, trackers: HistoryQuestion.all.map(\.tracker), startsHistory: true)
    for (f, n) in notebooks.enumerated() {
      if !n.notebook.muscles.isEmpty {
        fold.declarations.append((n.notebook.muscles.map { WrittenDeclaration($0) }, Int32(f)))
      }
      fold.routines += n.notebook.routines.map { ($0, SessionPlace(file: Int32(f), offset: $0.sessionsBefore)) }
    }
    var record = SessionRecord()
    for o in order {
      record.fill(from: notebooks[o.file].notebook.sessions[o.index])
      fold.add(record, texts: TextReader.forModel, file: Int32(o.file), offset: o.index, line: 0)
    }
    return fold
  }
}
