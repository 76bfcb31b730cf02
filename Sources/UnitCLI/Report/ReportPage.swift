import UnitNotebook

/// The report as one self-contained HTML page (docs/report.md): no script,
/// no external resource (a content security policy forbids any), the
/// style sheet inline, the charts inline SVG; one `h1`, an `h2` a section.
/// It leads with what changed — the period and the records that fell
/// most recently, side by side on a wide screen — then the strength
/// charts, the weeks, each exercise, and the rest.
enum ReportPage {
  /// The page of `c`, with `next`, its section of the next sessions
  /// (`ReportNext`), written apart: most of a large notebook's page. With
  /// `watch` (the sidecar's file name, beside the page), the page follows
  /// its notebooks (`ReportWatch`) and has a version, the hash of its
  /// body: what the sidecar says; without, it has no script and no version.
  static func html(_ c: ReportContent, next: String, watch: String? = nil) -> (text: String, version: String?) {
    var title = "Training report"
    if let p = c.period { title += " — \(p.first) to \(p.last)" }
    var body = """
      <header>
      <h1>Training report</h1>
      <p class="meta">\(Markup.escape(c.files.joined(separator: ", ")))</p>
      </header>
      <main>
      <div class="lead">

      """
    body += ReportSummary.section(c)
    body += ReportRecords.section(c)
    body += "</div>\n"
    body += ReportStrength.section(c)
    body += ReportWork.section(c)
    body += ReportExercises.section(c)
    body += ReportMuscles.section(c)
    body += ReportConditioning.section(c)
    body += ReportBodyweight.section(c)
    body += ReportCalendar.section(c)
    body += next
    body += ReportProblems.section(c)
    body += """
      </main>
      <footer>Written by <span class="n">unit report</span> from plain-text notebooks. Every number is the one <span class="n">unit prs</span>, <span class="n">unit stats</span>, <span class="n">unit progress</span> and <span class="n">unit next</span> print.</footer>

      """
    let version = watch.map { _ in ReportWatch.version(body) }
    let policy = watch == nil ? "default-src 'none'; style-src 'unsafe-inline'" : ReportWatch.policy
    var out = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="\(policy)">
      <meta name="color-scheme" content="light dark">
      <meta name="generator" content="unit report">

      """
    if let version { out += "<meta name=\"unit-report-version\" content=\"\(version)\">\n" }
    out += """
      <title>\(Markup.escape(title))</title>
      <style>
      \(ReportStyle.css)</style>
      </head>
      <body>

      """
    out += body
    if let watch, let version { out += ReportWatch.script(version: version, sidecar: watch) }
    return (out + "</body>\n</html>\n", version)
  }

  /// `Jan`…`Dec`.
  static func month(_ d: LocalDate) -> String { ChartAxis.monthNames[Swift.min(Swift.max(d.month - 1, 0), 11)] }

  /// `12,450.5kg` (the stats table's grouping).
  static func grouped(_ v: HistoryNumber, _ unit: String = "") -> String { SeriesText.grouped(v) + unit }
}
