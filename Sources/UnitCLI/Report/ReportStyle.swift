/// The report's style sheet: the Lab Notebook's materials as variables
/// (light first; dark mode derives the same materials through
/// `prefers-color-scheme`; print on plain paper), its rules (numbers in a
/// monospaced face, medium weight at least, flat cards without border or
/// shadow, hairline rows), and a layout that reads at 375 px without
/// horizontal scrolling (a record stacks on two lines; other wide tables
/// scroll inside their card).
enum ReportStyle {
  static let css = """
    :root {
      --milk: #F5F5F5; --bond: #FFFFFF; --ink: #0A0A0A; --ash: #595959; --chalk: #F6F6F6;
      --hairline: rgba(229, 229, 229, 0.55); --rule: #E5E5E5; --verde: #34C759; --recess: #F5F5F5;
      --mono: "Geist Mono", ui-monospace, SFMono-Regular, Menlo, monospace;
      --sans: Geist, system-ui, sans-serif;
      color-scheme: light dark;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --milk: #0A0A0A; --bond: #1A1A1A; --ink: #F6F6F6; --ash: #A3A3A3; --chalk: #0A0A0A;
        --hairline: rgba(246, 246, 246, 0.14); --rule: #3A3A3A; --recess: #0A0A0A;
      }
    }
    * { box-sizing: border-box; }
    html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
    body {
      margin: 0; background: var(--milk); color: var(--ink); font-family: var(--sans); font-weight: 500;
      font-size: 15px; line-height: 1.45; font-variant-numeric: tabular-nums;
    }
    header, main { max-width: 1120px; margin: 0 auto; padding: 0 16px; }
    header { padding-top: 32px; padding-bottom: 8px; }
    h1 { font-size: 28px; font-weight: 700; margin: 0 0 4px; overflow-wrap: anywhere; }
    h2 { font-size: 20px; font-weight: 700; margin: 40px 0 12px; }
    h3 { font-size: 15px; font-weight: 600; margin: 0; overflow-wrap: anywhere; }
    p { margin: 0 0 8px; overflow-wrap: anywhere; }
    .meta, .note, .label, caption { color: var(--ash); }
    .note { font-size: 14px; }
    .card { background: var(--bond); border-radius: 22px; padding: 16px 20px; margin: 0 0 12px; position: relative; }
    .n, td, th, pre, time { font-family: var(--mono); }
    th, td { font-variant-numeric: tabular-nums; }
    .period { font-size: 20px; font-weight: 700; margin-bottom: 12px; }
    .figures { display: grid; grid-template-columns: repeat(auto-fill, minmax(190px, 1fr)); gap: 12px; }
    .figures .card { margin: 0; }
    .figure .n { display: block; font-size: 22px; font-weight: 700; line-height: 1.25; overflow-wrap: anywhere; }
    .figure .label { font-size: 13px; }
    @media (max-width: 480px) {
      .figures { grid-template-columns: 1fr 1fr; }
      .figure .n { font-size: 18px; }
      .card { padding: 14px 16px; }
      table { font-size: 13px; }
      th, td { padding-right: 8px; }
    }
    .scroll { overflow-x: auto; position: relative; }
    table { border-collapse: collapse; width: 100%; font-size: 14px; }
    caption { text-align: left; font-family: var(--sans); font-size: 13px; padding-bottom: 8px; }
    th { text-align: left; font-family: var(--sans); font-weight: 600; color: var(--ash); font-size: 13px; }
    tbody th { color: var(--ink); font-size: 14px; }
    tbody th.group { font-family: var(--sans); font-size: 15px; padding-top: 16px; }
    th, td { padding: 8px 12px 8px 0; border-bottom: 1px solid var(--hairline); vertical-align: baseline; white-space: nowrap; }
    tbody:last-child tr:last-child th, tbody:last-child tr:last-child td { border-bottom: none; }
    td.r, th.r { text-align: right; }
    td.name, th.name { font-family: var(--sans); font-weight: 600; white-space: normal; min-width: 8em; }
    td.total, th.total { font-weight: 700; }
    .pr { font-family: var(--mono); font-weight: 700; white-space: nowrap; }
    .pr::before { content: ""; display: inline-block; width: 8px; height: 8px; margin-right: 6px; background: var(--verde);
      border: 1.5px solid var(--ink); transform: rotate(45deg); vertical-align: 1px; }
    .charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr)); gap: 12px; }
    .charts .card { margin: 0; }
    /* At a phone's width a record is two lines, not a row to scroll:
       what and its value, then the set, its date and PR. */
    @media (max-width: 480px) {
      table.records thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
      table.records tr { display: grid; grid-template-columns: auto minmax(0, 1fr) auto auto; column-gap: 12px; row-gap: 2px;
        padding: 8px 0; border-bottom: 1px solid var(--hairline); }
      table.records tbody:last-child tr:last-child { border-bottom: none; }
      table.records td, table.records th { padding: 0; border-bottom: none; white-space: normal; }
      table.records th.group { grid-column: 1 / -1; }
      table.records td:nth-child(2) { grid-column: 2 / -1; overflow-wrap: anywhere; }
      table.records td:nth-child(3) { grid-column: 1 / 3; color: var(--ash); }
      table.records td:nth-child(4) { grid-column: 3; color: var(--ash); text-align: right; }
      table.records td:nth-child(5) { grid-column: 4; }
    }
    .chart svg { display: block; width: 100%; height: auto; margin-top: 8px; }
    svg [fill="#0A0A0A"] { fill: var(--ink); } svg [stroke="#0A0A0A"] { stroke: var(--ink); }
    svg [fill="#595959"] { fill: var(--ash); } svg [stroke="#595959"] { stroke: var(--ash); }
    svg [stroke="#E5E5E5"] { stroke: var(--rule); } svg [stroke="#FFFFFF"] { stroke: var(--bond); }
    .months { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 16px 20px; }
    .month { flex: none; border-collapse: separate; border-spacing: 3px; width: auto; font-size: 11px; }
    .month caption { font-family: var(--mono); font-size: 12px; padding-bottom: 2px; color: var(--ink); }
    .month th, .month td { padding: 0; border: none; width: 24px; min-width: 24px; height: 24px; line-height: 24px; text-align: center; vertical-align: middle; }
    .month th { font-family: var(--mono); font-size: 10px; font-weight: 500; }
    .month td { background: var(--recess); border-radius: 6px; color: var(--ash); }
    .month td.out { background: none; }
    .month td.on { background: var(--ink); color: var(--chalk); font-weight: 700; }
    .hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    pre { margin: 8px 0; font-size: 13px; overflow-x: auto; background: var(--recess); border-radius: 10px; padding: 12px; }
    ul.why { margin: 8px 0 0; padding-left: 20px; font-size: 14px; }
    ul.problems { list-style: none; margin: 0; padding: 0; }
    ul.problems li { font-family: var(--mono); font-size: 13px; padding: 8px 0; border-bottom: 1px solid var(--hairline); overflow-wrap: anywhere; }
    ul.problems li:last-child { border-bottom: none; }
    footer { max-width: 1120px; margin: 40px auto 32px; padding: 0 16px; color: var(--ash); font-size: 13px; }
    @media print {
      :root {
        --milk: #FFFFFF; --bond: #FFFFFF; --ink: #0A0A0A; --ash: #595959; --chalk: #F6F6F6;
        --hairline: #E5E5E5; --rule: #E5E5E5; --recess: #F5F5F5;
      }
      body { background: #FFFFFF; font-size: 12px; }
      .card { padding: 8px 0; }
      main > section { break-before: page; }
      main > section:first-child { break-before: auto; }
      .figure, .chart, #next .card, tr, .month, h2, h3 { break-inside: avoid; }
      h2, h3 { break-after: avoid; }
      .scroll, pre { overflow: visible; }
      td, th { white-space: normal; }
    }
    """
}
