/// The report's style sheet: the Lab Notebook's materials as variables
/// (light first; dark mode derives the same materials through
/// `prefers-color-scheme`; print on plain paper), its rules (numbers in a
/// monospaced face, medium weight at least, flat cards without border or
/// shadow, hairline rows), and a layout that reads at 375 px without
/// horizontal scrolling (a record stacks on two lines; other wide tables
/// scroll inside their card; no figure wraps inside itself). Folded rows
/// (`details`) print open; no chart, row or card is cut by a page break.
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
    header, main { max-width: 1180px; margin: 0 auto; padding: 0 16px; }
    header { padding-top: 24px; padding-bottom: 4px; }
    h1 { font-size: 28px; font-weight: 700; margin: 0 0 4px; overflow-wrap: anywhere; }
    h2 { font-size: 20px; font-weight: 700; margin: 28px 0 12px; }
    h3 { font-size: 15px; font-weight: 600; margin: 0; overflow-wrap: anywhere; }
    p { margin: 0 0 8px; overflow-wrap: anywhere; }
    .meta, .note, .label, caption { color: var(--ash); }
    .note { font-size: 14px; }
    .card { background: var(--bond); border-radius: 22px; padding: 16px 20px; margin: 0 0 12px; position: relative; }
    .n, td, th, pre, time { font-family: var(--mono); }
    th, td { font-variant-numeric: tabular-nums; }
    .n, time { white-space: nowrap; }
    a { color: inherit; text-decoration-color: var(--ash); text-underline-offset: 2px; }
    .period { font-size: 20px; font-weight: 700; margin-bottom: 12px; }
    .lead > section > h2 { margin-top: 20px; }
    @media (min-width: 960px) {
      .lead { display: grid; grid-template-columns: 330px minmax(0, 1fr); column-gap: 24px; align-items: start; }
    }
    /* The figures are one card of rows, the number on the right: a list
       is one card. */
    .figures { background: var(--bond); border-radius: 22px; padding: 2px 20px; margin: 0 0 12px; }
    .figure { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; margin: 0;
      background: none; border-radius: 0; padding: 9px 0; border-bottom: 1px solid var(--hairline); }
    .figure:last-child { border-bottom: none; }
    .figure .n { order: 2; font-size: 20px; font-weight: 700; line-height: 1.25; }
    .figure .label { order: 1; font-size: 14px; }
    @media (max-width: 480px) {
      .figures { padding: 2px 16px; }
      .figure .n { font-size: 17px; }
      .card { padding: 14px 16px; }
      table { font-size: 13px; }
      th, td { padding-right: 8px; }
    }
    ol.recent { list-style: none; margin: 0; padding: 0; }
    ol.recent li { display: grid; grid-template-columns: minmax(0, 1fr) auto auto; column-gap: 14px; row-gap: 1px;
      padding: 7px 0; border-bottom: 1px solid var(--hairline); align-items: baseline; }
    ol.recent li:first-child { padding-top: 0; }
    ol.recent li:last-child { border-bottom: none; padding-bottom: 0; }
    ol.recent .x { grid-column: 1; grid-row: 1; font-weight: 600; overflow-wrap: anywhere; }
    ol.recent .set { grid-column: 2; grid-row: 1; font-weight: 700; text-align: right; }
    ol.recent time { grid-column: 3; grid-row: 1; color: var(--ash); font-size: 13px; }
    ol.recent .fell { grid-column: 1 / -1; font-size: 13px; line-height: 1.4; }
    .rec b { font-weight: 700; }
    .was, .made { color: var(--ash); }
    .sep { color: var(--ash); }
    .more { margin: 10px 0 0; padding-top: 10px; border-top: 1px solid var(--hairline); font-size: 14px; color: var(--ash); }
    @media (max-width: 480px) {
      ol.recent li { grid-template-columns: minmax(0, 1fr) auto; }
      ol.recent .set { grid-column: 1; grid-row: 2; text-align: left; }
      ol.recent time { grid-column: 2; grid-row: 1; }
    }
    summary { cursor: pointer; list-style: none; display: flex; align-items: baseline; }
    summary::-webkit-details-marker { display: none; }
    summary::before { content: ""; flex: none; align-self: center; width: 0; height: 0; margin: 0 10px 0 2px;
      border-style: solid; border-width: 5px 0 5px 7px; border-color: transparent transparent transparent var(--ash); }
    details[open] > summary::before { transform: rotate(90deg); }
    summary:focus-visible { outline: 2px solid var(--ink); outline-offset: 2px; border-radius: 6px; }
    details.earlier > summary, details.tail > summary, details.table > summary { font-weight: 600; color: var(--ash); }
    details.earlier > summary { padding: 12px 0 4px; }
    details.table > summary { padding: 2px 0; }
    details.table[open] > summary { margin-bottom: 8px; }
    .xlist { padding-top: 4px; padding-bottom: 4px; }
    .xrow { flex: 1; min-width: 0; display: grid; column-gap: 12px; align-items: baseline;
      grid-template-columns: minmax(0, 2.3fr) 5.5em 5em minmax(0, 2.6fr) minmax(0, 2.6fr); }
    .xrow .name { font-weight: 600; overflow-wrap: anywhere; }
    .xrow .r { text-align: right; }
    .xrow .best, .xrow .change { font-size: 14px; }
    .xrow .change { color: var(--ash); }
    .xhead { font-size: 13px; font-weight: 600; color: var(--ash); padding: 8px 0 8px 19px; border-bottom: 1px solid var(--hairline); }
    .u { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    details.x > summary, details.tail > summary { padding: 10px 0; border-bottom: 1px solid var(--hairline); }
    .xlist > details:last-child > summary, .xlist > details:last-child:not([open]) > summary,
    details.tail > details.x:last-child:not([open]) > summary { border-bottom: none; }
    .xbody { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 16px 24px; padding: 12px 0 16px 19px;
      border-bottom: 1px solid var(--hairline); }
    .xbody .chart svg { max-width: 420px; }
    .xbody .last { grid-column: 1 / -1; display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr)); gap: 0 12px; }
    .xbody .last h3 { grid-column: 1 / -1; }
    .xbody .last pre { white-space: pre-wrap; overflow-wrap: anywhere; }
    caption { font-weight: 600; }
    @media (max-width: 760px) {
      .xbody { grid-template-columns: minmax(0, 1fr); padding-left: 0; }
    }
    @media (max-width: 640px) {
      .xhead { display: none; }
      .xrow { grid-template-columns: auto auto minmax(0, 1fr); row-gap: 2px; }
      .xrow .name { grid-column: 1 / -1; }
      .xrow .r { text-align: left; }
      .xrow .best, .xrow .change { grid-column: 1 / -1; }
      .u { position: static; width: auto; height: auto; overflow: visible; clip: auto; }
    }
    /* Plans of very different lengths: columns of cards, each whole. */
    .plans { columns: 3 280px; column-gap: 12px; }
    .plans .card { padding: 14px 16px; }
    .plans .card { break-inside: avoid; margin: 0 0 12px; }
    .plans pre { font-size: 12px; line-height: 1.3; }
    .cond table { table-layout: fixed; min-width: 600px; }
    .cond th:first-child { width: 28%; }
    .was { white-space: nowrap; }
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
    .months { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 16px; }
    .month { flex: none; border-collapse: separate; border-spacing: 2px; width: auto; font-size: 11px; }
    .month caption { font-family: var(--mono); font-size: 12px; padding-bottom: 2px; color: var(--ink); }
    .month th, .month td { padding: 0; border: none; width: 20px; min-width: 20px; height: 20px; line-height: 20px; text-align: center; vertical-align: middle; }
    .month th { font-family: var(--mono); font-size: 10px; font-weight: 500; }
    .month td { background: var(--recess); border-radius: 6px; color: var(--ash); }
    .month td.out { background: none; }
    .month td.on { background: var(--ink); color: var(--chalk); font-weight: 700; }
    .hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    pre { margin: 8px 0; font-size: 13px; overflow-x: auto; background: var(--recess); border-radius: 10px; padding: 12px; }
    ul.why { margin: 8px 0 0; padding-left: 18px; font-size: 13px; line-height: 1.35; }
    ul.problems { list-style: none; margin: 0; padding: 0; }
    ul.problems li { font-family: var(--mono); font-size: 13px; padding: 8px 0; border-bottom: 1px solid var(--hairline); overflow-wrap: anywhere; }
    ul.problems li:last-child { border-bottom: none; }
    footer { max-width: 1180px; margin: 40px auto 32px; padding: 0 16px; color: var(--ash); font-size: 13px; }
    @media print {
      :root {
        --milk: #FFFFFF; --bond: #FFFFFF; --ink: #0A0A0A; --ash: #595959; --chalk: #F6F6F6;
        --hairline: #E5E5E5; --rule: #E5E5E5; --recess: #F5F5F5;
      }
      body { background: #FFFFFF; font-size: 12px; }
      header, main, footer { max-width: none; }
      .card { padding: 8px 0; }
      .lead { display: block; }
      h2 { margin-top: 24px; }
      /* Folded rows print open: on paper nothing can be opened. */
      details::details-content { content-visibility: visible; display: block; }
      summary::before { display: none; }
      .figure, .chart, .plans .card, tr, .month, ol.recent li, summary, .xhead, pre, ul.problems li, h2, h3, caption
        { break-inside: avoid; }
      h2, h3, summary, .xhead, caption { break-after: avoid; }
      .scroll, pre { overflow: visible; }
      pre { white-space: pre-wrap; overflow-wrap: anywhere; }
      td, th { white-space: normal; }
      section > .note { break-after: avoid; }
      .xbody { grid-template-columns: minmax(0, 1fr); }
      .xbody .chart svg, .charts .chart svg { max-width: 11cm; }
    }
    """
}
