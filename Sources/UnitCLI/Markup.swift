/// Text made safe for HTML and SVG: the one place any text of a notebook
/// (a name, a title, a note, a file name) is escaped before it is written
/// into markup.
enum Markup {
  /// `&`, `<`, `>`, `"` and `'` as entities; everything else as it is.
  static func escape(_ s: String) -> String {
    // The characters escaped are ASCII: the text is read as UTF-8 bytes,
    // and given back as it is when it holds none (most do).
    guard s.utf8.contains(where: { entity(for: $0) != nil }) else { return s }
    var out: [UInt8] = []
    out.reserveCapacity(s.utf8.count + 16)
    for b in s.utf8 {
      if let e = entity(for: b) { out += e.utf8 } else { out.append(b) }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The entity a byte is written as in HTML text and attributes, or nil
  /// when it stands for itself.
  static func entity(for b: UInt8) -> String? {
    switch b {
    case UInt8(ascii: "&"): return "&amp;"
    case UInt8(ascii: "<"): return "&lt;"
    case UInt8(ascii: ">"): return "&gt;"
    case UInt8(ascii: "\""): return "&quot;"
    case UInt8(ascii: "'"): return "&#39;"
    default: return nil
    }
  }
}

extension Markup {
  /// A table cell: markup (text through `escape`) and its class.
  struct Cell {
    var html: String
    var style: String? = nil

    static func text(_ s: String, _ style: String? = nil) -> Cell { Cell(html: Markup.escape(s), style: style) }
    /// A number, right-aligned.
    static func number(_ s: String) -> Cell { Cell(html: Markup.escape(s), style: "r") }
    /// Markup made here from escaped parts (a record mark).
    static func markup(_ html: String, _ style: String? = nil) -> Cell { Cell(html: html, style: style) }
  }

  /// A table in its scrolling box: a caption, column headings (`th
  /// scope="col"`), and rows whose first cell heads the row when
  /// `rowHeads` (`th scope="row"`).
  static func table(caption: String?, columns: [Cell], rows: [[Cell]], rowHeads: Bool = true) -> String {
    var out = "<div class=\"scroll\"><table>"
    if let caption { out += "<caption>\(escape(caption))</caption>" }
    out += "<thead><tr>"
    for c in columns { out += "<th scope=\"col\"\(attribute(c.style))>\(c.html)</th>" }
    out += "</tr></thead><tbody>\n"
    for row in rows {
      out += "<tr>"
      for (k, c) in row.enumerated() {
        let tag = k == 0 && rowHeads ? "th scope=\"row\"" : "td"
        out += "<\(tag)\(attribute(c.style))>\(c.html)</\(k == 0 && rowHeads ? "th" : "td")>"
      }
      out += "</tr>\n"
    }
    return out + "</tbody></table></div>\n"
  }

  static func attribute(_ style: String?) -> String { style.map { " class=\"\($0)\"" } ?? "" }

  /// A section: its heading (an `h2` the section is labelled by) and body.
  static func section(_ id: String, _ heading: String, _ body: String) -> String {
    "<section id=\"\(id)\" aria-labelledby=\"\(id)-h\">\n<h2 id=\"\(id)-h\">\(escape(heading))</h2>\n\(body)</section>\n"
  }

  /// `<span class="pr">PR</span>`: the word, with its diamond in Verde.
  static let record = "<span class=\"pr\">PR</span>"
}

extension Markup {
  /// Rows folded under one that opens them (`<details>`, no script): its
  /// id (a page written with `--watch` reopens it by its id), its class,
  /// the summary's markup (one box, so that its words keep their spaces)
  /// and what it opens onto.
  static func fold(_ id: String, _ style: String, summary: String, _ body: String) -> String {
    "<details class=\"\(style)\" id=\"\(id)\"><summary><span>\(summary)</span></summary>\n\(body)</details>\n"
  }
}
