import UnitNotebook

/// Every error and warning of the notebooks as `FILE:LINE:COL: error:
/// message`, as `unit check` names them, or that there are none. A page is
/// written even for notebooks with errors: their lines are left out of
/// every number, and listed here: the first ten open, the rest folded.
enum ReportProblems {
  static let shown = 10

  static func section(_ c: ReportContent) -> String {
    let all = c.problems.flatMap { p in p.diagnostics.map { (p.file, $0) } }
    guard !all.isEmpty else { return Markup.section("problems", "Problems", "<p>No problems.</p>\n") }
    let errors = all.filter { $0.1.severity == .error }.count
    var body = "<p class=\"note\">\(all.count) problem\(all.count == 1 ? "" : "s")"
    if errors > 0 { body += "; the lines with errors are left out of every number above" }
    body += ".</p>\n<div class=\"card\"><ul class=\"problems\">\n"
    func item(_ p: (String, Diagnostic)) -> String {
      "<li>\(Markup.escape("\(p.0):\(p.1.line):\(p.1.column): \(p.1.severity.rawValue): \(p.1.message)"))</li>\n"
    }
    body += all.prefix(shown).map(item).joined() + "</ul>\n"
    if all.count > shown {
      let folded = "<ul class=\"problems\">\n\(all.dropFirst(shown).map(item).joined())</ul>\n"
      body += Markup.fold("problems-rest", "earlier", summary: "\(all.count - shown) more", folded)
    }
    return Markup.section("problems", "Problems", body + "</div>\n")
  }
}
