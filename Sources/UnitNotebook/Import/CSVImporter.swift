/// An importer of an app's CSV export: its table read row by row into a
/// builder of the notebook.
protocol CSVImporter {
  /// Whether the export lists its newest workout first.
  static var newestFirst: Bool { get }
  var table: CSVTable { get set }
  var builder: ImportBuilder { get set }
  init(_ table: CSVTable, options: ImportOptions) throws(ReadError)
  /// Reads what the rows need from the whole export first (nothing by default).
  mutating func prepare(_ bytes: UnsafeBufferPointer<UInt8>) throws(ReadError)
  mutating func run() throws(ReadError)
}

extension CSVImporter {
  static var newestFirst: Bool { false }
  mutating func prepare(_ bytes: UnsafeBufferPointer<UInt8>) throws(ReadError) {}

  /// Imports an export; each session goes to `stream` as it is made, when given.
  static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, options: ImportOptions, stream: SessionStream? = nil
  ) throws(ReadError) -> ImportResult {
    var importer = try Self(try CSVTable(bytes), options: options)
    importer.builder.stream = stream
    importer.table.feed = stream?.rows.map(CSVRowFeed.init)
    try importer.prepare(bytes)
    try importer.run()
    return importer.builder.finish(newestFirst: newestFirst, rounding: importer.table.rounding)
  }
}
