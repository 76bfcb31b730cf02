/// The dialect of a CSV file: how its rows are split and who checks that
/// their text is UTF-8.
package enum CSVDialect: Sendable {
  /// An app's export: the delimiter (`,` or `;`) sniffed from the header;
  /// a row that is not UTF-8 stops the reading (`CSVTable`).
  case appExport
  /// Unit's CSV: commas only; each cell's UTF-8 is checked by
  /// `CSVNotebookReader`, which reports every such cell, not only the first.
  case unit

  func delimiter(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
    self == .unit ? UInt8(ascii: ",") : CSVReader.sniffDelimiter(bytes)
  }

  var lexerChecksUTF8: Bool { self == .appExport }
}

extension CSVReader {
  /// Reads the next row into `fields`; false at the end. With `checksUTF8`,
  /// a row that is not UTF-8 is an error, as in an app's export.
  mutating func nextRecord(into fields: inout [Field], checksUTF8: Bool) throws(ReadError) -> Bool {
    guard try nextRecord(into: &fields) else { return false }
    if checksUTF8 { try checkUTF8(fields) }
    return true
  }

  /// Stops the import at the first field of a row that is not UTF-8: a
  /// name or a note is never repaired with `�` behind the user's back.
  private func checkUTF8(_ fields: [Field]) throws(ReadError) {
    // Most rows are ASCII: one pass over the row's bytes, eight at a time,
    // and the fields are looked at one by one only when that pass sees a
    // byte of 0x80 or more.
    if let first = fields.first, let last = fields.last, first.range.start <= last.range.end,
      UTF8Check.isASCII(UnsafeBufferPointer(rebasing: bytes[first.range.start..<last.range.end]))
    {
      return
    }
    for (k, f) in fields.enumerated() where invalidUTF8(in: f) != nil {
      throw ReadError(.notUTF8, row: row, column: k + 1, UTF8Check.message)
    }
  }
}

/// Rows of a CSV file read ahead, a chunk at a time, by one thread for a
/// `CSVTable` or `CSVNotebookReader` on another (`unit import` of a large export): each row's
/// fields, in order, then the error that stopped the reading, if any.
/// Package access: not part of the library's API.
package struct CSVRows {
  var fields: [CSVReader.Field] = []
  /// How many fields each row has.
  var counts: [Int] = []
  /// The spreadsheet row of the first row.
  var firstRow = 2
  var error: ReadError? = nil

  package init() {}
}

/// Reads the rows of a CSV file after its header, in chunks, in the
/// file's dialect (`CSVDialect`).
package struct CSVRowReader {
  private var reader: CSVReader
  private var done = false
  private let checksUTF8: Bool

  package init(_ bytes: UnsafeBufferPointer<UInt8>, dialect: CSVDialect) {
    reader = CSVReader(bytes, delimiter: dialect.delimiter(bytes))
    checksUTF8 = dialect.lexerChecksUTF8
    var header: [CSVReader.Field] = []
    // A header that does not read is the table's error to report.
    if (try? reader.nextRecord(into: &header)) != true { done = true }
  }

  /// The next `rows` rows or fewer, in `reusing`'s memory when given; nil
  /// once everything was handed out.
  package mutating func next(rows: Int, reusing: CSVRows? = nil) -> CSVRows? {
    guard !done else { return nil }
    var chunk = reusing ?? CSVRows()
    chunk.fields.reuse()
    chunk.counts.reuse()
    chunk.error = nil
    chunk.firstRow = reader.row + 1
    var fields: [CSVReader.Field] = []
    while chunk.counts.count < rows {
      do throws(ReadError) {
        guard try reader.nextRecord(into: &fields, checksUTF8: checksUTF8) else {
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
  mutating func next(into fields: inout [CSVReader.Field]) throws(ReadError) -> Int? {
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
    rowFields.reuse()
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
