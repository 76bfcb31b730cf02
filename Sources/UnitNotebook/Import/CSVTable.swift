/// A CSV export read row by row, its columns found by name in the header
/// (never by position), its fields read as bytes until a caller wants text.
struct CSVTable {
  private(set) var reader: CSVReader
  private(set) var fields: [CSVReader.Field] = []
  private var previous: [CSVReader.Field] = []
  /// The header cells as written (trimmed).
  let header: [String]
  private let index: [String: Int]
  /// The columns a reader looked up by name or declared known; the others
  /// are not read, and `ImportBuilder.warnUnread` says so.
  private var known: [Bool]
  /// The columns not read, once the reader has found its own (`unreadColumns`).
  private(set) var unread: [Int] = []
  /// Numbers rounded to three places so far: the first one's place, and how many.
  private(set) var rounding: (row: Int, column: Int, count: Int)? = nil
  /// The spreadsheet row of the current record (the header is row 1).
  private(set) var row = 1
  /// Where the rows come from when another thread reads them ahead
  /// (`CSVRows`); nil: this table's own reader.
  var feed: CSVRowFeed? = nil

  /// Reads the header row. The delimiter is sniffed from it.
  init(_ bytes: UnsafeBufferPointer<UInt8>) throws(ReadError) {
    let delimiter = CSVReader.sniffDelimiter(bytes)
    reader = CSVReader(bytes, delimiter: delimiter)
    var cells: [CSVReader.Field] = []
    guard try reader.nextRecord(into: &cells, checksUTF8: true) else {
      throw ReadError(.importBadHeader, row: 1, column: 1, "the file is empty: expected a header row")
    }
    var names: [String] = []
    var index: [String: Int] = [:]
    for f in cells {
      let name = ImportText.trim(reader.string(f))
      if index[name.lowercased()] == nil { index[name.lowercased()] = names.count }
      names.append(name)
    }
    header = names
    self.index = index
    known = Array(repeating: false, count: names.count)
  }

  var delimiter: UInt8 { reader.delimiter }

  /// The index of the first column named any of `names` (case-insensitive),
  /// or -1. The column found counts as read.
  mutating func column(_ names: String...) -> Int {
    column(names)
  }

  /// The same for a list of names.
  mutating func column(_ names: [String]) -> Int {
    for n in names {
      if let i = index[n.lowercased()] {
        known[i] = true
        return i
      }
    }
    return -1
  }

  /// The first column whose name starts with `prefix` (case-insensitive),
  /// and its name; nil when there is none. The column found counts as read.
  mutating func column(prefix: String) -> (index: Int, name: String)? {
    let p = prefix.lowercased()
    for (i, h) in header.enumerated() where h.lowercased().hasPrefix(p) {
      known[i] = true
      return (i, h)
    }
    return nil
  }

  /// Declares column `c` read (a reader that found it some other way, or
  /// one whose values are computed from the sets and so lose nothing).
  mutating func markRead(_ c: Int) {
    if c >= 0 && c < known.count { known[c] = true }
  }

  /// Whether column `c` was looked up or declared read.
  func isRead(_ c: Int) -> Bool { c >= 0 && c < known.count && known[c] }

  /// The columns no one looked up, in order: called once the reader has
  /// found all of its own, it also keeps them for `unreadNumber`.
  mutating func unreadColumns() -> [Int] {
    unread = known.indices.filter { !known[$0] }
    return unread
  }

  /// The first column not read whose field on this row is a number other
  /// than 0: where a weight may be that a reader without a weight column
  /// would lose. Nil when there is none (most files have no unread column).
  func unreadNumber() -> Int? {
    for c in unread {
      if case .value(let v, _) = ImportNumber.decimal(bytes(c)), v.significand != 0 { return c }
    }
    return nil
  }

  /// Reads the next row; false at the end. A row with more fields than the
  /// header is an error (`fixExtraField` may merge one first).
  mutating func next(fixExtraField: ((inout CSVTable) -> Void)? = nil) throws(ReadError) -> Bool {
    swap(&previous, &fields)
    if feed != nil {
      guard let r = try feed?.next(into: &fields) else { return false }
      row = r
    } else {
      guard try reader.nextRecord(into: &fields, checksUTF8: true) else { return false }
      row = reader.row
    }
    if fields.count > header.count {
      fixExtraField?(&self)
      if fields.count > header.count {
        throw ReadError(
          .importBadRow,
          row: row, column: header.count + 1,
          "this row has \(fields.count) fields but the header has \(header.count): a text with \(CSVReader.name(of: delimiter)) in it must be quoted"
        )
      }
    }
    return true
  }

  /// Joins field `i` and the field after it into one (with the delimiter
  /// between them kept), for an unquoted value that an export split in two.
  mutating func joinField(_ i: Int) {
    guard i >= 0, i + 1 < fields.count, !fields[i].quoted, !fields[i + 1].quoted else { return }
    fields[i].range.end = fields[i + 1].range.end
    fields.remove(at: i + 1)
  }

  /// Leaves out the fields past the header's count, for a pass that reads
  /// only columns before them (the real pass reports the row).
  mutating func dropExtraFields() {
    if fields.count > header.count { fields.removeLast(fields.count - header.count) }
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

  /// Stops a set that would lose its weight: called by a reader that found
  /// no weight column, when a column it does not read holds a number on
  /// this row (`reads` lists the names it takes a weight column by).
  func refuseUnreadWeight(by importer: String, reads names: String) throws(ReadError) {
    guard !unread.isEmpty, let u = unreadNumber() else { return }
    throw ReadError(
      .importUnreadWeight,
      row: row, column: u + 1,
      "this set's weight would be lost: the \(importer) importer found no weight column (it reads \(names)), and column \(u + 1), '\(name(u))', which it does not read, holds \(found(u)); give that column a weight column's name, or take it out to import the sets without a weight"
    )
  }

  /// A decimal from a field; errors name the column and say what was found.
  mutating func decimal(_ c: Int, _ what: String) throws(ReadError) -> DecimalValue? {
    switch ImportNumber.decimal(bytes(c)) {
    case .empty: return nil
    case .value(let v, let lost):
      if lost { rounding = (rounding?.row ?? row, rounding?.column ?? c + 1, (rounding?.count ?? 0) + 1) }
      return v
    case .invalid:
      throw ReadError(
        .importBadValue, row: row, column: c + 1, "expected \(what) (a number) in \(name(c)), found \(found(c))")
    case .tooLarge:
      throw ReadError(
        .importBadValue,
        row: row, column: c + 1, "\(found(c)) in \(name(c)) has more digits than a notebook number holds (15)")
    }
  }

  /// A decimal that one of the notebook's limits must allow (`Validation`:
  /// `problem(seconds:)`, `problem(distance:)`): an error at its row and
  /// column, naming the column, when the limit refuses it, so that the
  /// import never writes a notebook that `unit check` refuses.
  mutating func decimal(
    _ c: Int, _ what: String, within limit: (DecimalValue) -> String?
  ) throws(ReadError) -> DecimalValue? {
    guard let v = try decimal(c, what) else { return nil }
    if let problem = limit(v) { throw ReadError(.importBadValue, row: row, column: c + 1, "\(problem) in \(name(c))") }
    return v
  }

  /// A whole count of 0 or more (reps), written `8` or `8.0`.
  mutating func count(_ c: Int, _ what: String) throws(ReadError) -> Int? {
    guard let v = try decimal(c, what) else { return nil }
    guard let n = ImportNumber.count(v) else {
      throw ReadError(
        .importBadValue, row: row, column: c + 1, "expected a whole number of \(what) in \(name(c)), found \(found(c))")
    }
    return n
  }

  /// The field as it reads in a message: `'abc'`, cut after 40 bytes.
  func found(_ c: Int) -> String {
    Excerpt.quoted(string(c))
  }

  /// The name of column `c` as a message shows it, cut after 40 bytes.
  func name(_ c: Int) -> String {
    c >= 0 && c < header.count ? Excerpt.cut(header[c]) : ""
  }
}
