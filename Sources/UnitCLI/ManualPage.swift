/// The parts of the manual page (docs/unit.1) that the command table
/// decides: the SYNOPSIS, each command's synopsis under its `.SS`, and each
/// command's exit statuses. The page is checked in; each such part stands
/// between `.\" table: NAME` and `.\" table: end` lines, and `splice` makes
/// them again from the table (CommandTableTests fails when the page differs
/// from its splice; `UPDATE_GOLDEN=1` writes it). The prose around them is
/// the page's own.
enum ManualPage {
  static let marker = #".\" table: "#
  static let end = #".\" table: end"#

  /// The page with every part between markers made again from the table.
  static func splice(_ page: String) -> String {
    var out: [Substring] = []
    var skipping = false
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      if skipping {
        guard line == end else { continue }
        skipping = false
      } else if line.hasPrefix(marker), line != end, let part = part(String(line.dropFirst(marker.count))) {
        out.append(line)
        out += part.split(separator: "\n", omittingEmptySubsequences: false)
        skipping = true
        continue
      }
      out.append(line)
    }
    return out.joined(separator: "\n")
  }

  /// The names of the parts the page must have: `synopsis`, and
  /// `unit NAME` and `exit NAME` for each command.
  static var parts: [String] {
    ["synopsis"] + Commands.all.flatMap { ["unit \($0.name)", "exit \($0.name)"] }
  }

  /// The roff of one part, or nil for a name the table does not know.
  static func part(_ name: String) -> String? {
    if name == "synopsis" { return synopsis }
    let words = name.split(separator: " ", maxSplits: 1).map(String.init)
    guard words.count == 2, let entry = Commands.named(words[1]) else { return nil }
    switch words[0] {
    case "unit": return synopsis(of: entry)
    case "exit": return exitStatus(of: entry)
    default: return nil
    }
  }

  /// Every command's synopsis, and the tool's own options.
  static var synopsis: String {
    let tool = "[" + Commands.toolOptions.flatMap(\.names).joined(separator: "|") + "]"
    return (Commands.all.map(synopsis(of:)) + [".B unit\n" + usage(tool)]).joined(separator: "\n.br\n")
  }

  /// `.B unit export` and its usage, options bold and placeholders italic.
  static func synopsis(of entry: CommandEntry) -> String {
    ".B unit \(entry.name)" + (entry.usage.isEmpty ? "" : "\n" + usage(entry.usage))
  }

  /// The exit statuses, one `.TP` each.
  static func exitStatus(of entry: CommandEntry) -> String {
    var lines = [".PP", "Exit status:"]
    for e in entry.exits {
      lines += [".TP", ".B \(e.status.rawValue)", text(e.meaning)]
    }
    return lines.joined(separator: "\n")
  }

  /// A usage line in roff: `--to` and the words of a choice bold, a
  /// placeholder (`FILE`, `OUT`) italic, brackets and bars as they are.
  static func usage(_ usage: String) -> String {
    var out = ""
    var word = ""
    func flush() {
      guard !word.isEmpty else { return }
      var w = Substring(word)
      var trail = ""
      while w.hasSuffix("...") {
        w = w.dropLast(3)
        trail += "..."
      }
      if !w.isEmpty {
        let font = w.first?.isUppercase == true ? "I" : "B"
        out += "\\f\(font)" + text(String(w)) + "\\fR"
      }
      out += trail
      word = ""
    }
    for c in usage {
      if c == " " || c == "[" || c == "]" || c == "|" {
        flush()
        out.append(c)
      } else {
        word.append(c)
      }
    }
    flush()
    return out
  }

  /// Text as roff reads it: `-` as `\-`, a backslash as `\e`, any other
  /// character than ASCII by its code (`\[u2717]`), and no line that opens
  /// like a request.
  static func text(_ s: String) -> String {
    var out = ""
    for u in s.unicodeScalars {
      switch u {
      case "-": out += "\\-"
      case "\\": out += "\\e"
      case _ where u.value > 0x7F:
        let hex = String(u.value, radix: 16, uppercase: true)
        out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      default: out.unicodeScalars.append(u)
      }
    }
    return out.hasPrefix(".") || out.hasPrefix("'") ? "\\&" + out : out
  }
}
