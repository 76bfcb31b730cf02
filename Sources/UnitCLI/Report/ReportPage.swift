import UnitNotebook

/// The report as one self-contained HTML page (docs/report.md): no script,
/// no external resource (a content security policy forbids any), the
/// style sheet inline, the charts inline SVG; one `h1`, an `h2` a section,
/// in the order of the issue: numbers first.
enum ReportPage {
  /// The page of `c`, with `next`, its section of the next sessions
  /// (`ReportNext`), written apart: most of a large notebook's page.
  static func html(_ c: ReportContent, next: String) -> String {
    var title = "Training report"
    if let p = c.period { title += " — \(p.first) to \(p.last)" }
    var out = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
      <meta name="color-scheme" content="light dark">
      <meta name="generator" content="unit report">
      <title>\(Markup.escape(title))</title>
      <style>
      \(ReportStyle.css)</style>
      </head>
      <body>
      <header>
      <h1>Training report</h1>
      <p class="meta">\(Markup.escape(c.files.joined(separator: ", ")))</p>
      </header>
      <main>

      """
    out += ReportSummary.section(c)
    out += ReportRecords.section(c)
    out += ReportStrength.section(c)
    out += ReportWork.section(c)
    out += ReportMuscles.section(c)
    out += ReportConditioning.section(c)
    out += ReportBodyweight.section(c)
    out += ReportCalendar.section(c)
    out += next
    out += ReportProblems.section(c)
    out += """
      </main>
      <footer>Written by <span class="n">unit report</span> from plain-text notebooks. Every number is the one <span class="n">unit prs</span>, <span class="n">unit stats</span>, <span class="n">unit progress</span> and <span class="n">unit next</span> print.</footer>
      </body>
      </html>

      """
    return out
  }

  /// `Jan`…`Dec`.
  static func month(_ d: LocalDate) -> String { ChartAxis.monthNames[Swift.min(Swift.max(d.month - 1, 0), 11)] }

  /// `12,450.5kg` (the stats table's grouping).
  static func grouped(_ v: HistoryNumber, _ unit: String = "") -> String { SeriesText.grouped(v) + unit }
}
