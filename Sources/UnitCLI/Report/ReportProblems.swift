import UnitNotebook

/// Every error and warning of the notebooks as `FILE:LINE:COL: error:
/// message`, as `unit check` names them, or that there are none. A page is
/// written even for notebooks with errors: their lines are left out of
/// every number, and listed here.
enum ReportProblems {
  static func section(_ c: ReportContent) -> String {
    let all = c.problems.flatMap { p in p.diagnostics.map { (p.file, $0) } }
    guard !all.isEmpty else { return Markup.section("problems", "Problems", "<p>No problems.</p>\n") }
    let errors = all.filter { $0.1.severity == .error }.count
    var body = "<p class=\"note\">\(all.count) problem\(all.count == 1 ? "" : "s")"
    if errors > 0 { body += "; the lines with errors are left out of every number above" }
    body += ".</p>\n<div class=\"card\"><ul class=\"problems\">\n"
    for (file, d) in all {
      body += "<li>\(Markup.escape("\(file):\(d.line):\(d.column): \(d.severity.rawValue): \(d.message)"))</li>\n"
    }
    return Markup.section("problems", "Problems", body + "</ul></div>\n")
  }
}
