import UnitNotebook

/// Aligned text tables: each column as wide as its widest cell (counted in
/// Unicode scalars, which is what a terminal shows for these texts), text
/// left-aligned and numbers right-aligned, two spaces between columns,
/// no trailing blanks. The rows are kept as `String`s (a few dozen, for
/// `prs` and `progress`); `ByteTable` lays them out.
struct TextTable {
  enum Align { case left, right }
  var aligns: [Align]
  var rows: [[String]] = []

  init(_ aligns: [Align]) {
    self.aligns = aligns
  }

  mutating func add(_ row: [String]) { rows.append(row) }

  /// The rows laid out (through `ByteTable`, which holds the layout).
  var text: String {
    var out: [UInt8] = []
    write { out.append(contentsOf: $0) }
    return String(decoding: out, as: UTF8.self)
  }

  /// The rows laid out, handed to `write` in pieces of about 64 KB (the
  /// records of many exercises are tens of megabytes: never held again
  /// whole, as text and then as bytes).
  func write(_ write: (UnsafeBufferPointer<UInt8>) -> Void) {
    var t = ByteTable(aligns)
    for r in rows {
      t.startRow()
      for c in r { t.cell(c) }
      t.widen()
    }
    var out = ByteWriter(capacity: 1 << 16 + 1024)
    for r in rows {
      t.startRow()
      for c in r { t.cell(c) }
      t.appendLine(to: &out)
      if out.count >= 1 << 16 {
        out.withUnsafeBufferPointer(write)
        out.removeAll()
      }
    }
    out.withUnsafeBufferPointer(write)
  }
}

/// The layout of the history's tables, written as bytes: each row is
/// written cell by cell into `row`, then measured (`widen`) or laid out
/// (`appendLine`). `stats` writes its cells straight into it (a long log by
/// week is tens of thousands of rows, and no cell is made a `String`);
/// `TextTable` goes through it.
struct ByteTable: ~Copyable {
  let aligns: [TextTable.Align]
  private(set) var widths: [Int]
  /// The row being written, and where each of its cells ends.
  var row = ByteWriter(capacity: 256)
  private var ends: [Int] = []

  init(_ aligns: [TextTable.Align]) {
    self.aligns = aligns
    widths = Array(repeating: 0, count: aligns.count)
  }

  /// Empties the row for its first cell.
  mutating func startRow() {
    row.removeAll()
    ends.reuse()
  }

  /// Closes the cell written into `row` since the last one.
  mutating func endCell() { ends.append(row.count) }

  mutating func cell(_ text: String) {
    row.append(text)
    endCell()
  }

  /// Makes the widths fit the row's cells.
  mutating func widen() {
    row.withUnsafeBufferPointer { b in
      var start = 0
      for k in ends.indices where k < widths.count {
        widths[k] = Swift.max(widths[k], ByteTable.scalars(b, start..<ends[k]))
        start = ends[k]
      }
    }
  }

  /// Appends the row padded to the widths, with its line feed and no
  /// trailing blanks.
  func appendLine(to out: inout ByteWriter) {
    row.withUnsafeBufferPointer { b in
      var spaces = 0
      var start = 0
      for k in ends.indices where k < widths.count {
        let cell = UnsafeBufferPointer(rebasing: b[start..<ends[k]])
        let pad = Swift.max(0, widths[k] - ByteTable.scalars(b, start..<ends[k]))
        if k > 0 { spaces += 2 }
        if aligns[k] == .right { spaces += pad }
        if !cell.isEmpty {
          out.appendSpaces(spaces)
          out.append(cell)
          spaces = 0
        }
        if aligns[k] == .left { spaces += pad }
        start = ends[k]
      }
      out.append(0x0A)
    }
  }

  /// Unicode scalars of UTF-8 bytes: those that do not continue one.
  static func scalars(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    var n = 0
    for i in range where b[i] & 0xC0 != 0x80 { n += 1 }
    return n
  }
}

/// JSON for the history commands (docs/history.md): one object per line
/// inside the top-level arrays, members in a fixed order, so the output is
/// the same bytes on every run and reads well in a terminal.
enum HistoryJSON {
  /// `{"a": 1, "b": [2, 3]}` on one line, with a space after `:` and `,`.
  static func line(_ v: JSONValue) -> String {
    switch v {
    case .array(let a): return "[" + a.map(line).joined(separator: ", ") + "]"
    case .object(let m):
      return "{" + m.map { JSONValue.string($0.key).text + ": " + line($0.value) }.joined(separator: ", ") + "}"
    default: return v.text
    }
  }

  /// A top-level object: each member on its line; an array member's
  /// elements one a line.
  static func document(_ members: [(String, JSONValue)]) -> String {
    var out = "{\n"
    for (k, (key, value)) in members.enumerated() {
      out += "  " + JSONValue.string(key).text + ": "
      if case .array(let elements) = value, !elements.isEmpty {
        out += "[\n" + elements.map { "    " + line($0) }.joined(separator: ",\n") + "\n  ]"
      } else {
        out += line(value)
      }
      out += k == members.count - 1 ? "\n" : ",\n"
    }
    return out + "}\n"
  }

  static func number(_ d: DecimalValue) -> JSONValue { .number(d.description) }
  /// Every digit, however many (JSON numbers have no limit).
  static func number(_ n: HistoryNumber) -> JSONValue { .number(n.description) }
  static func string(_ s: String) -> JSONValue { .string(s) }
  static func date(_ d: LocalDate) -> JSONValue { .string(d.description) }

  /// A set's fields as the notebook's JSON spells them.
  static func setMembers(_ s: HistorySet) -> [(String, JSONValue)] {
    var m: [(String, JSONValue)] = []
    switch s.load {
    case .weight(let w)?:
      m += [("weight", number(w.value)), ("unit", string(w.unit.rawValue))]
    case .bodyweight(nil)?:
      m.append(("bodyweight", .bool(true)))
    case .bodyweight(let a?)?:
      m += [("bodyweight", .bool(true)), ("weight", number(a.value)), ("unit", string(a.unit.rawValue))]
    case nil: break
    }
    // The body weight in effect for a bodyweight set, when one is known.
    if let bw = s.bodyweight { m += [("bodyWeight", number(bw.value)), ("bodyWeightUnit", string(bw.unit.rawValue))] }
    if let r = s.reps { m.append(("reps", .int(r))) }
    if let t = s.seconds { m.append(("seconds", number(t))) }
    if let d = s.distance { m += [("distance", number(d.value)), ("distanceUnit", string(d.unit.rawValue))] }
    if s.kind != .normal { m.append(("kind", string(s.kind.rawValue))) }
    return m
  }

  /// Where a set is: date, file, line and column.
  static func placeMembers(_ s: HistorySet) -> [(String, JSONValue)] {
    var m: [(String, JSONValue)] = [("date", date(s.date)), ("file", string(s.file))]
    if let l = s.line { m.append(("line", .int(l))) }
    if let c = s.column { m.append(("column", .int(c))) }
    return m
  }

  static func object(_ members: [(String, JSONValue)]) -> JSONValue {
    .object(members.map { JSONMember(key: $0.0, value: $0.1) })
  }
}
