/// JEFIT's export is one text file of several CSV tables, each under a
/// banner and closed by a divider, both padded with `#` to 54 characters:
///
///     ### EXERCISE LOGS ####################################
///
///     USERID,TIMESTAMP,belongSys,logs,_id,record,mydate,eid,ename,…
///     5550101,"2026-02-03 07:02:11",1,"100x5,110x3",1,121.00,2026-02-02,88,"Barbell Squat",…
///
///     ######################################################
///
/// Sections are found by their banner's name, never by their place; a
/// quoted field may hold line breaks and blank lines, so a banner is only
/// looked for outside quotes.
struct JEFITSection {
  var name: String
  /// The bytes between the banner's line and the divider (or the next banner).
  var range: Range<Int>
  /// The banner's line.
  var line: Int

  /// The sections of a file, in order; empty when it has no banner.
  static func split(_ b: UnsafeBufferPointer<UInt8>) -> [JEFITSection] {
    var sections: [JEFITSection] = []
    var opened: (name: String, start: Int, line: Int)? = nil
    var quoted = false
    var lineStart = Lexicon.byteOrderMarkLength(b)
    var line = 1
    var i = lineStart
    while i <= b.count {
      // A line ends at LF, CRLF or a lone CR.
      let end = i == b.count || b[i] == 0x0A || (b[i] == 0x0D && (i + 1 == b.count || b[i + 1] != 0x0A))
      guard end else {
        if b[i] == 0x22 { quoted.toggle() }
        i += 1
        continue
      }
      if !quoted, let kind = banner(UnsafeBufferPointer(rebasing: b[lineStart..<i])) {
        if let o = opened { sections.append(JEFITSection(name: o.name, range: o.start..<lineStart, line: o.line)) }
        opened = kind.isEmpty ? nil : (kind, min(i + 1, b.count), line)
      }
      line += 1
      i += 1
      lineStart = i
    }
    if let o = opened { sections.append(JEFITSection(name: o.name, range: o.start..<b.count, line: o.line)) }
    return sections
  }

  /// A banner's name (`EXERCISE LOGS`), "" for a divider (only `#`), nil
  /// for any other line. A banner opens with `##` and ends with `#`s.
  static func banner(_ line: UnsafeBufferPointer<UInt8>) -> String? {
    var end = line.count
    while end > 0, line[end - 1] == 0x0D || line[end - 1] == 0x20 || line[end - 1] == 0x09 { end -= 1 }
    guard end >= 3, line[0] == 0x23, line[1] == 0x23 else { return nil }
    var s = 0
    while s < end, line[s] == 0x23 { s += 1 }
    if s == end { return "" }
    var e = end
    while e > s, line[e - 1] == 0x23 { e -= 1 }
    let name = ImportText.trim(String(decoding: line[s..<e], as: UTF8.self))
    guard !name.isEmpty,
      name.unicodeScalars.allSatisfy({ ($0.value >= 0x41 && $0.value <= 0x5A) || $0 == " " || $0 == "_" })
    else { return nil }
    return name
  }

  /// Recognises JEFIT's export: a banner of one of its sections.
  static func detect(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
    let head = UnsafeBufferPointer(rebasing: b[0..<min(b.count, 1 << 16)])
    return split(head).contains {
      ["EXERCISE LOGS", "WORKOUT SESSIONS", "SETTING", "EXERCISE SET LOGS"].contains($0.name)
    }
  }
}

/// The rows of one section's table: its first record is the header, found
/// by name (case ignored); each row knows its line in the file.
struct JEFITTable {
  let section: JEFITSection
  private(set) var reader: CSVReader
  private(set) var fields: [CSVReader.Field] = []
  let header: [String]
  private let index: [String: Int]
  let lines: LineIndex
  /// The line of the current row in the file.
  private(set) var line = 0
  /// The line of the header row.
  let headerLine: Int

  init?(_ section: JEFITSection, in bytes: UnsafeBufferPointer<UInt8>, lines: LineIndex) throws(ReadError) {
    self.section = section
    self.lines = lines
    reader = CSVReader(UnsafeBufferPointer(rebasing: bytes[section.range]))
    var cells: [CSVReader.Field] = []
    do throws(ReadError) {
      guard try reader.nextRecord(into: &cells) else { return nil }
    } catch {
      throw JEFITTable.moved(error, section, lines, at: 0)
    }
    let r = reader
    header = cells.map { ImportText.trim(r.string($0)) }
    var index: [String: Int] = [:]
    for (k, h) in header.enumerated() where index[h.lowercased()] == nil { index[h.lowercased()] = k }
    self.index = index
    headerLine = lines.location(of: section.range.lowerBound + (cells.first?.range.start ?? 0)).line
    line = headerLine
  }

  /// A reader's error placed in the file: at the line of the record it
  /// stopped in (after `offset` in the section, blank lines skipped).
  static func moved(_ e: ReadError, _ section: JEFITSection, _ lines: LineIndex, at offset: Int) -> ReadError {
    var d = e.diagnostic
    var start = section.range.lowerBound + offset
    while start < section.range.upperBound, lines.bytes[start] == 0x0A || lines.bytes[start] == 0x0D { start += 1 }
    d.line = lines.location(of: start).line
    d.message += " (in the \(section.name) section)"
    return ReadError(d)
  }

  /// The first column named any of `names` (case ignored), or -1.
  func column(_ names: String...) -> Int {
    for n in names { if let i = index[n.lowercased()] { return i } }
    return -1
  }

  mutating func next() throws(ReadError) -> Bool {
    do throws(ReadError) {
      guard try reader.nextRecord(into: &fields) else { return false }
    } catch {
      throw JEFITTable.moved(error, section, lines, at: reader.position)
    }
    let start = (fields.first?.range.start ?? 1) - (fields.first?.quoted == true ? 1 : 0)
    line = lines.location(of: section.range.lowerBound + start).line
    return true
  }

  /// A field's text, quotes undone, trimmed; "" when the column is missing.
  func string(_ c: Int) -> String {
    guard c >= 0, c < fields.count else { return "" }
    return ImportText.trim(reader.string(fields[c]))
  }

  /// A field's bytes (empty when the column is missing).
  func bytes(_ c: Int) -> UnsafeBufferPointer<UInt8> {
    guard c >= 0, c < fields.count else { return UnsafeBufferPointer(start: nil, count: 0) }
    return UnsafeBufferPointer(rebasing: reader.bytes[fields[c].range.start..<fields[c].range.end])
  }

  /// A whole number from a field (epoch seconds, ids); nil when empty or not one.
  func integer(_ c: Int) -> Int64? {
    var v: Int64 = 0
    var any = false
    for b in bytes(c) {
      if b == 0x20 || b == 0x22 { continue }
      guard b >= 0x30, b <= 0x39, v < 100_000_000_000_000 else { return nil }
      v = v * 10 + Int64(b - 0x30)
      any = true
    }
    return any ? v : nil
  }

  func error(_ c: Int, _ message: String) -> ReadError {
    ReadError(.importBadValue, row: line, column: max(c, 0) + 1, message + " (in the \(section.name) section)")
  }
}
