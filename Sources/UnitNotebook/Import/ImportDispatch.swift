/// The importers behind `NotebookImporter`: which reader a format takes,
/// and the one format sniffer (`unit import`, the library and the tests all
/// ask it).
enum ImportDispatch {
  /// Reads an export with the reader of its format, handing each session on
  /// as soon as it is read when `stream` is given (shared text is small and
  /// is not streamed).
  static func read(
    buffer b: UnsafeBufferPointer<UInt8>, as format: ImportFormat, options: ImportOptions, stream: SessionStream?
  ) -> ImportResult {
    do throws(ReadError) {
      switch format {
      case .strong: return try StrongImporter.read(b, options: options, stream: stream)
      case .hevy: return try HevyImporter.read(b, options: options, stream: stream)
      case .fitnotes: return try FitNotesImporter.read(b, options: options, stream: stream)
      case .fitbod: return try FitbodImporter.read(b, options: options, stream: stream)
      case .stronglifts: return try StrongLiftsImporter.read(b, options: options, stream: stream)
      case .strongText, .hevyText: return try ShareTextImporter.read(b, format: format, options: options)
      case .jefit: return try JEFITImporter.read(b, options: options)
      case .liftosaur: return try LiftosaurCSVImporter.read(b, options: options, stream: stream)
      case .liftosaurText:
        let json = ImportJSONSniffer.format(b) == .liftosaurText
        return json
          ? try LiftosaurTextImporter.readAPI(b, options: options) : try LiftosaurTextImporter.read(b, options: options)
      case .fitdown: return try FitdownImporter.read(b, options: options)
      case .syntaxFitness: return try SyntaxFitnessImporter.read(b, options: options)
      case .liftmark: return try LiftMarkImporter.read(b, options: options)
      case .liftMD: return try LiftMDImporter.read(b, options: options)
      case .json: return JSONReader.read(b, stream: stream)
      case .csv: return CSVNotebookReader.read(b, stream: stream)
      }
    } catch {
      return ImportResult(notebook: nil, diagnostics: [error.diagnostic])
    }
  }

  /// The format of an export: see `NotebookImporter.detect`.
  static func detect(buffer b: UnsafeBufferPointer<UInt8>) -> ImportFormat? {
    var i = Lexicon.byteOrderMarkLength(b)
    while i < b.count, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D { i += 1 }
    guard i < b.count else { return nil }
    if b[i] == UInt8(ascii: "{") || b[i] == UInt8(ascii: "[") { return ImportJSONSniffer.format(b) }
    if JEFITSection.detect(b) { return .jefit }
    if let header = headerCells(b) {
      if let format = csvFormat(header) { return format }
    }
    return textFormat(b)
  }

  /// Which text a file is: a shared workout, Liftosaur's workout text, a
  /// Markdown file of syntax.fitness or lift.md, Fitdown notes.
  static func textFormat(_ b: UnsafeBufferPointer<UInt8>) -> ImportFormat? {
    if let shared = ShareTextImporter.detect(b) { return shared }
    let head = String(decoding: UnsafeBufferPointer(rebasing: b[0..<min(b.count, 1 << 16)]), as: UTF8.self)
    if LiftosaurTextImporter.detect(Substring(head)) { return .liftosaurText }
    let lines = ImportText.scalarLines(head).map { ImportText.trim(String(String.UnicodeScalarView($0))) }
    if SyntaxFitnessImporter.detect(lines) { return .syntaxFitness }
    if LiftMDImporter.detect(Substring(head)) { return .liftMD }
    if FitdownImporter.detect(lines) { return .fitdown }
    return nil
  }

  /// The header row's cells, lowercased and trimmed; nil when the first row
  /// does not read as CSV.
  static func headerCells(_ b: UnsafeBufferPointer<UInt8>, lowercased: Bool = true) -> [String]? {
    var reader = CSVReader(b, delimiter: CSVReader.sniffDelimiter(b))
    var fields: [CSVReader.Field] = []
    guard (try? reader.nextRecord(into: &fields)) == true, fields.count >= 3 else { return nil }
    return fields.map {
      let cell = ImportText.trim(reader.string($0))
      return lowercased ? cell.lowercased() : cell
    }
  }

  /// Why `detect` found nothing, when the file is a CSV whose header is
  /// close to a known layout: the error names that layout and the columns
  /// not in it (`KnownLayouts`). Nil otherwise.
  static func unrecognised(buffer b: UnsafeBufferPointer<UInt8>) -> Diagnostic? {
    guard detect(buffer: b) == nil, let header = headerCells(b, lowercased: false) else { return nil }
    return KnownLayouts.unrecognised(header)
  }

  /// Which export a header row belongs to.
  static func csvFormat(_ h: [String]) -> ImportFormat? {
    let has = Set(h)
    func prefixed(_ p: String) -> Bool { h.contains { $0.hasPrefix(p) } }
    if CSVColumn.opensHeader(h) { return .csv }
    if StrongLanguage.opensHeader(has) { return .strong }
    if has.contains("exercise_title") && has.contains("start_time") { return .hevy }
    if has.contains("exercise") && has.contains("category") && has.contains("date")
      && (has.contains("weight unit") || prefixed("weight ("))
    {
      return .fitnotes
    }
    if has.contains("exercise") && has.contains("reps") && (prefixed("weight(kg)") || has.contains("iswarmup")) {
      return .fitbod
    }
    if let first = h.first, first.hasPrefix("date (yyyy/mm/dd)"), has.contains("exercise") { return .stronglifts }
    if LiftosaurCSVImporter.recognises(has) { return .liftosaur }
    return nil
  }
}
