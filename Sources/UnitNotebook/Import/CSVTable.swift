/// A CSV export read row by row, its columns found by name in the header
/// (never by position), its fields read as bytes until a caller wants text.
struct CSVTable {
  private(set) var reader: CSVReader
  private(set) var fields: [CSVReader.Field] = []
  private var previous: [CSVReader.Field] = []
  /// The header cells as written (trimmed).
  let header: [String]
  private let index: [String: Int]
  /// Numbers rounded to three places so far: the first one's place, and how many.
  private(set) var rounding: (row: Int, column: Int, count: Int)? = nil
  /// The spreadsheet row of the current record (the header is row 1).
  private(set) var row = 1
  /// Where the rows come from when another thread reads them ahead
  /// (`CSVRows`); nil: this table's own reader.
  var feed: CSVRowFeed? = nil

  /// Reads the header row. The delimiter is sniffed from it.
  init(_ bytes: UnsafeBufferPointer<UInt8>) throws(ImportError) {
    let delimiter = CSVReader.sniffDelimiter(bytes)
    reader = CSVReader(bytes, delimiter: delimiter)
    var cells: [CSVReader.Field] = []
    let any: Bool
    do {
      any = try reader.nextRecord(into: &cells)
    } catch {
      throw ImportError(error)
    }
    guard any else { throw ImportError(row: 1, column: 1, "the file is empty: expected a header row") }
    try CSVTable.checkUTF8(cells, of: reader)
    var names: [String] = []
    var index: [String: Int] = [:]
    for f in cells {
      let name = ImportText.trim(reader.string(f))
      if index[name.lowercased()] == nil { index[name.lowercased()] = names.count }
      names.append(name)
    }
    header = names
    self.index = index
  }

  var delimiter: UInt8 { reader.delimiter }

  /// The index of the first column named any of `names` (case-insensitive),
  /// or -1.
  func column(_ names: String...) -> Int {
    for n in names {
      if let i = index[n.lowercased()] { return i }
    }
    return -1
  }

  /// The first column whose name starts with `prefix` (case-insensitive),
  /// and its name; nil when there is none.
  func column(prefix: String) -> (index: Int, name: String)? {
    let p = prefix.lowercased()
    for (i, h) in header.enumerated() where h.lowercased().hasPrefix(p) { return (i, h) }
    return nil
  }

  /// Reads the next row; false at the end. A row with more fields than the
  /// header is an error (`fixExtraField` may merge one first).
  mutating func next(fixExtraField: ((inout CSVTable) -> Void)? = nil) throws(ImportError) -> Bool {
    swap(&previous, &fields)
    if feed != nil {
      guard let r = try feed?.next(into: &fields) else { return false }
      row = r
    } else {
      guard try CSVTable.readRow(&reader, into: &fields, checksUTF8: true) else { return false }
      row = reader.row
    }
    if fields.count > header.count {
      fixExtraField?(&self)
      if fields.count > header.count {
        throw ImportError(
          row: row, column: header.count + 1,
          "this row has \(fields.count) fields but the header has \(header.count): a text with \(CSVReader.name(of: delimiter)) in it must be quoted")
      }
    }
    return true
  }

  /// Reads the next row into `fields`; false at the end. With `checksUTF8`,
  /// a row that is not UTF-8 is an error, as in an app's export.
  fileprivate static func readRow(
    _ reader: inout CSVReader, into fields: inout [CSVReader.Field], checksUTF8: Bool
  ) throws(ImportError) -> Bool {
    do {
      guard try reader.nextRecord(into: &fields) else { return false }
    } catch {
      throw ImportError(error)
    }
    if checksUTF8 { try checkUTF8(fields, of: reader) }
    return true
  }

  /// Stops the import at the first field of a row that is not UTF-8: a
  /// name or a note is never repaired with `�` behind the user's back.
  fileprivate static func checkUTF8(_ fields: [CSVReader.Field], of reader: CSVReader) throws(ImportError) {
    // Most rows are ASCII: one pass over the row's bytes, eight at a time,
    // and the fields are looked at one by one only when that pass sees a
    // byte of 0x80 or more.
    if let first = fields.first, let last = fields.last, first.range.start <= last.range.end,
      UTF8Check.isASCII(UnsafeBufferPointer(rebasing: reader.bytes[first.range.start..<last.range.end]))
    {
      return
    }
    for (k, f) in fields.enumerated() where reader.invalidUTF8(in: f) != nil {
      throw ImportError(row: reader.row, column: k + 1, UTF8Check.message)
    }
  }

  /// Joins field `i` and the field after it into one (with the delimiter
  /// between them kept), for an unquoted value that an export split in two.
  mutating func joinField(_ i: Int) {
    guard i >= 0, i + 1 < fields.count, !fields[i].quoted, !fields[i + 1].quoted else { return }
    fields[i].range.end = fields[i + 1].range.end
    fields.remove(at: i + 1)
  }

  /// The bytes of a field (empty when the column is missing).
  func bytes(_ c: Int) -> UnsafeBufferPointer<UInt8> {
    guard c >= 0, c < fields.count else { return UnsafeBufferPointer(start: nil, count: 0) }
    let r = fields[c].range
    return UnsafeBufferPointer(rebasing: reader.bytes[r.start..<r.end])
  }

  /// The text of a field, quotes undone (empty when the column is missing).
  func string(_ c: Int) -> String {
    guard c >= 0, c < fields.count else { return "" }
    return reader.string(fields[c])
  }

  /// True when the field is empty or only blanks.
  func isBlank(_ c: Int) -> Bool { ImportNumber.isBlank(bytes(c)) }

  /// True when the field holds the same bytes as on the previous row.
  func sameAsPrevious(_ c: Int) -> Bool {
    guard c >= 0, c < previous.count else { return c < 0 }
    let a = bytes(c)
    let r = previous[c].range
    guard a.count == r.count else { return false }
    var k = 0
    while k < a.count {
      if a[k] != reader.bytes[r.start + k] { return false }
      k += 1
    }
    return true
  }

  /// True when the field's bytes equal `text` exactly (ASCII, case-insensitive).
  func field(_ c: Int, is text: StaticString) -> Bool {
    let b = bytes(c)
    guard b.count == text.utf8CodeUnitCount else { return false }
    let p = text.utf8Start
    for k in 0..<b.count where (b[k] | 0x20) != (p[k] | 0x20) { return false }
    return true
  }

  /// A decimal from a field; errors name the column and say what was found.
  mutating func decimal(_ c: Int, _ what: String) throws(ImportError) -> DecimalValue? {
    switch ImportNumber.decimal(bytes(c)) {
    case .empty: return nil
    case .value(let v, let lost):
      if lost { rounding = (rounding?.row ?? row, rounding?.column ?? c + 1, (rounding?.count ?? 0) + 1) }
      return v
    case .invalid:
      throw ImportError(row: row, column: c + 1, "expected \(what) (a number) in \(name(c)), found \(found(c))")
    case .tooLarge:
      throw ImportError(row: row, column: c + 1, "\(found(c)) in \(name(c)) has more digits than a notebook number holds (15)")
    }
  }

  /// A whole count of 0 or more (reps), written `8` or `8.0`.
  mutating func count(_ c: Int, _ what: String) throws(ImportError) -> Int? {
    guard let v = try decimal(c, what) else { return nil }
    guard let n = ImportNumber.count(v) else {
      throw ImportError(row: row, column: c + 1, "expected a whole number of \(what) in \(name(c)), found \(found(c))")
    }
    return n
  }

  /// The field as it reads in a message: `'abc'`, cut after 40 bytes.
  func found(_ c: Int) -> String {
    "'" + Excerpt.cut(string(c)) + "'"
  }

  /// The name of column `c` as a message shows it, cut after 40 bytes.
  func name(_ c: Int) -> String {
    c >= 0 && c < header.count ? Excerpt.cut(header[c]) : ""
  }
}

/// Rows of an export's CSV read ahead, a chunk at a time, by one thread for
/// a `CSVTable` on another (`unit import` of a large export): each row's
/// fields, in order, then the error that stopped the reading, if any.
/// Package access: not part of the library's API.
package struct CSVRows {
  var fields: [CSVReader.Field] = []
  /// How many fields each row has.
  var counts: [Int] = []
  /// The spreadsheet row of the first row.
  var firstRow = 2
  var error: ImportError? = nil

  package init() {}
}

/// Reads the rows of a CSV file after its header, in chunks: by default as
/// `CSVTable` reads an app's export (the delimiter sniffed, a row that is
/// not UTF-8 an error); `forUnitCSV` as `CSVNotebookReader` reads Unit's
/// CSV (commas, and each cell's UTF-8 checked by the reader, which reports
/// them all).
package struct CSVRowReader {
  private var reader: CSVReader
  private var done = false
  private let checksUTF8: Bool

  package init(_ bytes: UnsafeBufferPointer<UInt8>, forUnitCSV: Bool = false) {
    reader = CSVReader(bytes, delimiter: forUnitCSV ? UInt8(ascii: ",") : CSVReader.sniffDelimiter(bytes))
    checksUTF8 = !forUnitCSV
    var header: [CSVReader.Field] = []
    // A header that does not read is the table's error to report.
    if (try? reader.nextRecord(into: &header)) != true { done = true }
  }

  /// The next `rows` rows or fewer, in `reusing`'s memory when given; nil
  /// once everything was handed out.
  package mutating func next(rows: Int, reusing: CSVRows? = nil) -> CSVRows? {
    guard !done else { return nil }
    var chunk = reusing ?? CSVRows()
    chunk.fields.removeAll(keepingCapacity: true)
    chunk.counts.removeAll(keepingCapacity: true)
    chunk.error = nil
    chunk.firstRow = reader.row + 1
    var fields: [CSVReader.Field] = []
    while chunk.counts.count < rows {
      do throws(ImportError) {
        guard try CSVTable.readRow(&reader, into: &fields, checksUTF8: checksUTF8) else {
          done = true
          break
        }
      } catch {
        chunk.error = error
        done = true
        break
      }
      // Through a pointer, so no reference counting per row.
      fields.withUnsafeBufferPointer { chunk.fields.append(contentsOf: $0) }
      chunk.counts.append(fields.count)
    }
    return chunk.counts.isEmpty && chunk.error == nil ? nil : chunk
  }
}

/// The rows a `CSVRowReader` reads ahead on another thread, taken one at a
/// time on this one, in order; an error comes after the rows before it, as
/// it would from the reader itself.
struct CSVRowFeed {
  /// Takes back the chunk read, for its memory to be used again, and gives
  /// the next one (nil at the end).
  let source: (CSVRows) -> CSVRows?
  private var chunk = CSVRows()
  private var chunkRow = 0
  private var chunkField = 0

  init(_ source: @escaping (CSVRows) -> CSVRows?) {
    self.source = source
  }

  /// Puts the next row's fields in `fields` and returns its spreadsheet row;
  /// nil at the end.
  mutating func next(into fields: inout [CSVReader.Field]) throws(ImportError) -> Int? {
    while chunkRow == chunk.counts.count {
      if let error = chunk.error { throw error }
      let used = chunk
      chunk = CSVRows()
      guard let more = source(used) else { return nil }
      chunk = more
      chunkRow = 0
      chunkField = 0
    }
    let n = chunk.counts[chunkRow]
    // The row is copied through a pointer: a slice of the chunk would
    // retain and release the chunk's storage once per row, two atomic
    // operations for nothing.
    var rowFields: [CSVReader.Field] = []
    swap(&rowFields, &fields)
    rowFields.removeAll(keepingCapacity: true)
    let start = chunkField
    chunk.fields.withUnsafeBufferPointer {
      rowFields.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start..<start + n]))
    }
    swap(&rowFields, &fields)
    let row = chunk.firstRow + chunkRow
    chunkRow += 1
    chunkField += n
    return row
  }
}
