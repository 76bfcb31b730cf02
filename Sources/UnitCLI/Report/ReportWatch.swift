/// What makes a page written with `unit report --watch` follow its
/// notebooks (docs/report.md, Live while editing). A page opened from a
/// file may not read files (a browser forbids it), but it may load a
/// script: beside the page, `PAGE.html.watch.js` holds one call,
/// `unitReportVersion("…")`, with the version of the page last written
/// (a hash of its content). The page loads that sidecar twice a second
/// and, when the version is not its own, reloads itself, then opens the
/// rows that were open and scrolls back to where the reader was. A page
/// written without `--watch` has none of this: no script at all.
enum ReportWatch {
  /// How often the page looks at its sidecar, in milliseconds.
  static let pollMilliseconds = 500

  /// The sidecar of a page: `PAGE.html.watch.js`, beside it.
  static func sidecar(of page: String) -> String { page + ".watch.js" }

  /// The sidecar's one line.
  static func sidecarText(version: String) -> String { "unitReportVersion(\"\(version)\");\n" }

  /// The version of a page: FNV-1a (64 bits) of its text, in hex.
  static func version(_ text: String) -> String {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in text.utf8 {
      h ^= UInt64(b)
      h = h &* 0x100_0000_01b3
    }
    let hex = String(h, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// The content security policy of a watching page: its own script
  /// inline, and the sidecar beside it (a file, or the page's own server).
  static let policy = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline' 'self' file:"

  /// The script at the end of a watching page.
  static func script(version: String, sidecar: String) -> String {
    """
    <script>
    (function () {
      "use strict";
      var version = "\(version)", sidecar = \(jsString(sidecar));
      var key = "unit-report-watch:" + location.pathname;
      if ("scrollRestoration" in history) history.scrollRestoration = "manual";
      try {
        var saved = JSON.parse(sessionStorage.getItem(key) || "null");
        sessionStorage.removeItem(key);
        if (saved) {
          saved.open.forEach(function (id) { var d = document.getElementById(id); if (d) d.open = true; });
          window.scrollTo(saved.x, saved.y);
        }
      } catch (e) {}
      window.unitReportVersion = function (v) {
        if (v === version) return;
        version = v;
        var open = [].map.call(document.querySelectorAll("details[open][id]"), function (d) { return d.id; });
        try {
          sessionStorage.setItem(key, JSON.stringify({ x: window.scrollX, y: window.scrollY, open: open }));
        } catch (e) {}
        location.reload();
      };
      function look() {
        var s = document.createElement("script");
        s.src = encodeURIComponent(sidecar) + "?" + Date.now();
        s.onload = s.onerror = function () { s.remove(); setTimeout(look, \(pollMilliseconds)); };
        document.head.appendChild(s);
      }
      setTimeout(look, \(pollMilliseconds));
    })();
    </script>

    """
  }

  /// A JavaScript string literal of any text, safe inside `<script>`.
  static func jsString(_ s: String) -> String {
    var out = "\""
    for c in s.unicodeScalars {
      switch c {
      case "\"", "\\": out += "\\" + String(c)
      case "<", ">", "&", "\u{2028}", "\u{2029}": out += "\\u" + hex4(c.value)
      default:
        if c.value < 0x20 { out += "\\u" + hex4(c.value) } else { out.unicodeScalars.append(c) }
      }
    }
    return out + "\""
  }

  static func hex4(_ v: UInt32) -> String {
    let h = String(v, radix: 16)
    return String(repeating: "0", count: Swift.max(0, 4 - h.count)) + h
  }
}
