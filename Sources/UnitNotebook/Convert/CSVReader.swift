/// Reads RFC 4180 CSV from UTF-8 bytes, one record at a time, without making
/// a `String` until a caller asks for a field's text.
///
/// - Fields are separated by `delimiter` (`,` or `;`); records by LF, CRLF
///   or a lone CR (old Mac spreadsheets write it; so do Python's and
///   LibreOffice's readers read it).
/// - A quoted field may hold delimiters, line breaks and doubled quotes (`""`).
/// - A UTF-8 byte-order mark at the start is skipped; blank lines between
///   records are skipped; the last record may or may not end with a newline.
/// - A quote inside an unquoted field is kept as a character (exports in the
///   wild have them); text after a closing quote, and a quote never closed,
///   are errors.
struct CSVReader {
  let bytes: UnsafeBufferPointer<UInt8>
  let delimiter: UInt8
  private(set) var position: Int
  /// The spreadsheet row of the record last read (header = 1).
  private(set) var row = 0

  struct Field: Hashable {
    /// The field's bytes, inside the quotes when quoted.
    var range: ByteRange
    var quoted: Bool
    /// True when the quoted text holds `""` pairs to collapse.
    var hasDoubledQuotes: Bool
  }

  init(_ bytes: UnsafeBufferPointer<UInt8>, delimiter: UInt8 = UInt8(ascii: ",")) {
    self.bytes = bytes
    self.delimiter = delimiter
    position = Lexicon.byteOrderMarkLength(bytes)
  }

  var isAtEnd: Bool { position >= bytes.count }

  /// Reads the next record's fields into `fields` (emptied first). Returns
  /// false at the end of the input.
  mutating func nextRecord(into fields: inout [Field]) throws(ReadError) -> Bool {
    fields.reuse()
    let n = bytes.count
    // Skip blank lines between records.
    while position < n, bytes[position] == 0x0A || bytes[position] == 0x0D { position += 1 }
    guard position < n else { return false }
    row += 1
    var i = position
    while true {
      if i < n, bytes[i] == 0x22 {
        // Quoted field.
        let start = i + 1
        var j = start
        var doubled = false
        while true {
          guard j < n else {
            throw ReadError(
              .csvMalformed,
              row: row, column: fields.count + 1,
              "this quoted field is never closed (a \" is missing)")
          }
          if bytes[j] == 0x22 {
            if j + 1 < n, bytes[j + 1] == 0x22 {
              doubled = true
              j += 2
              continue
            }
            break
          }
          j += 1
        }
        fields.append(Field(range: ByteRange(start: start, end: j), quoted: true, hasDoubledQuotes: doubled))
        i = j + 1
        if i >= n { break }
        let c = bytes[i]
        if c == delimiter {
          i += 1
          continue
        }
        if c == 0x0A || c == 0x0D {
          i = afterLineEnd(i)
          break
        }
        throw ReadError(
          .csvMalformed,
          row: row, column: fields.count,
          "expected \(CSVReader.name(of: delimiter)) or the end of the row after a closing quote")
      } else {
        // Unquoted field: up to the delimiter or the end of the line.
        let start = i
        while i < n, bytes[i] != delimiter, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
        fields.append(Field(range: ByteRange(start: start, end: i), quoted: false, hasDoubledQuotes: false))
        if i >= n { break }
        if bytes[i] == delimiter {
          i += 1
          if i >= n {  // a delimiter ending the input: one more, empty field
            fields.append(Field(range: ByteRange(start: i, end: i), quoted: false, hasDoubledQuotes: false))
            break
          }
          continue
        }
        i = afterLineEnd(i)
        break
      }
    }
    position = i
    return true
  }

  /// Where the next record starts after the line end at `i` (LF, CRLF or CR).
  private func afterLineEnd(_ i: Int) -> Int {
    bytes[i] == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A ? i + 2 : i + 1
  }

  /// The offset of the first byte of a field that is not UTF-8, counted
  /// from the field's start, or nil when the field is valid UTF-8.
  func invalidUTF8(in f: Field) -> Int? {
    UTF8Check.firstInvalid(UnsafeBufferPointer(rebasing: bytes[f.range.start..<f.range.end]))
  }

  /// The text of a field, with doubled quotes collapsed.
  func string(_ f: Field) -> String {
    let r = f.range
    let raw = UnsafeBufferPointer(rebasing: bytes[r.start..<r.end])
    guard f.hasDoubledQuotes else { return String(decoding: raw, as: UTF8.self) }
    var out: [UInt8] = []
    out.reserveCapacity(r.count)
    var i = r.start
    while i < r.end {
      out.append(bytes[i])
      i += bytes[i] == 0x22 ? 2 : 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Does the field hold exactly `text` (no unescaping needed)?
  func field(_ f: Field, equals text: StaticString) -> Bool {
    guard !f.hasDoubledQuotes, f.range.count == text.utf8CodeUnitCount else { return false }
    let p = text.utf8Start
    for k in 0..<f.range.count where bytes[f.range.start + k] != p[k] { return false }
    return true
  }

  /// The delimiter of a CSV text, guessed from its first line: whichever of
  /// `,` and `;` occurs more often outside quotes.
  static func sniffDelimiter(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
    var commas = 0
    var semicolons = 0
    var inQuotes = false
    for b in bytes {
      if b == 0x22 { inQuotes.toggle() }
      if inQuotes { continue }
      if b == 0x0A || b == 0x0D { break }
      if b == 0x2C { commas += 1 }
      if b == 0x3B { semicolons += 1 }
    }
    return semicolons > commas ? UInt8(ascii: ";") : UInt8(ascii: ",")
  }

  static func name(of delimiter: UInt8) -> String {
    delimiter == UInt8(ascii: ";") ? "a semicolon" : "a comma"
  }
}
