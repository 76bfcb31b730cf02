/// Liftosaur's API answer (`GET /api/v1/history`): the workout texts in
/// JSON, `{"data": {"records": [{"id": 1, "text": "…"}], …}}`, or one record
/// (`{"data": {"id": 1, "text": "…"}}`). The texts are read one after the
/// other as one text; a message about one of them is placed at its `text`
/// string in the JSON and says the record, line and column inside it.
extension LiftosaurTextImporter {
  static func readAPI(_ bytes: UnsafeBufferPointer<UInt8>, options: ImportOptions) throws(ReadError) -> ImportResult {
    let root = try ImportJSON.parse(bytes)
    var lines = LineCounter(bytes)
    let data = root["data"]
    let records = data?["records"]?.items ?? (data.map { [$0] } ?? [])
    var texts: [(text: String, at: (line: Int, column: Int))] = []
    for (k, r) in records.enumerated() {
      guard let text = r["text"], let s = text.string else {
        let (line, column) = lines.location(of: r.offset)
        throw ReadError(
          .importBadValue, row: line, column: column,
          "expected a history record with its workout text (\"text\": \"…\"), record \(k + 1) has none")
      }
      texts.append((s, lines.location(of: text.offset)))
    }
    guard !texts.isEmpty else {
      throw ReadError(.importBadValue, row: 1, column: 1, "expected Liftosaur's history: data.records holds no workout")
    }
    // Where each record's text starts in the text read as a whole.
    var firstLines: [Int] = []
    var all = ""
    var line = 1
    for t in texts {
      firstLines.append(line)
      all += t.text + "\n"
      line += ImportText.scalarLines(t.text).count
    }
    func place(_ d: Diagnostic) -> Diagnostic {
      let k = (firstLines.lastIndex { $0 <= d.line }) ?? 0
      var moved = d
      moved.line = texts[k].at.line
      moved.column = texts[k].at.column
      moved.message += " (record \(k + 1)'s text, line \(d.line - firstLines[k] + 1), column \(d.column))"
      return moved
    }
    var importer = LiftosaurTextImporter(builder: ImportBuilder(options: options), lines: ImportText.scalarLines(all))
    do throws(ReadError) {
      try importer.run()
    } catch {
      throw ReadError(place(error.diagnostic))
    }
    var result = importer.builder.finish()
    result.diagnostics = result.diagnostics.map(place)
    return result
  }
}

extension ReadError {
  /// An error whose diagnostic is made already (moved to another place).
  init(_ diagnostic: Diagnostic) {
    self.diagnostic = diagnostic
  }
}
