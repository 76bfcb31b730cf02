import Foundation

/// Draws the throughput of each measured command as a horizontal bar chart,
/// Unit's commands and the peers on one logarithmic scale (from `wc -l` at
/// gigabytes a second to `jq` at a few megabytes, every bar stays readable),
/// as a small self-contained SVG in the notebook's materials: Ink on a Bond
/// card over a Milk page, Ash labels, Hairline grid. Unit's bars are solid
/// Ink, the peers' are outlined, and the legend says so in words.
enum Chart {
  struct Bar {
    var label: String
    var megabytesPerSecond: Double
    var isPeer: Bool
  }

  static let ink = "#0A0A0A"
  static let ash = "#595959"
  static let milk = "#F5F5F5"
  static let bond = "#FFFFFF"
  static let hairline = "#E5E5E5"
  static let mono = "Geist Mono, ui-monospace, SFMono-Regular, Menlo, monospace"
  static let sans = "Geist, system-ui, sans-serif"

  static func svg(_ bars: [Bar], title: String) -> String {
    let rowHeight = 22
    let left = 300
    let width = 900
    let plotWidth = width - left - 110
    let top = 64
    let plotHeight = bars.count * rowHeight
    let height = top + plotHeight + 74
    // Whole decades around the data: 1, 10, 100, 1000 MB/s …
    let rates = bars.map { max($0.megabytesPerSecond, 0.1) }
    let low = floor(log10(rates.min() ?? 1))
    let high = max(ceil(log10(rates.max() ?? 10)), low + 1)
    func x(_ rate: Double) -> Int {
      left + Int((log10(max(rate, 0.1)) - low) / (high - low) * Double(plotWidth))
    }
    var s = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" role="img" font-family="\(sans)" font-size="12">
      <title>\(escape(title))</title>
      <desc>Throughput in MB/s on a logarithmic scale: \(escape(bars.map { "\($0.label) \(Int($0.megabytesPerSecond.rounded()))" }.joined(separator: "; ")))</desc>
      <rect width="100%" height="100%" fill="\(milk)"/>
      <rect x="8" y="8" width="\(width - 16)" height="\(height - 16)" rx="6" fill="\(bond)"/>
      <text x="24" y="34" font-size="15" font-weight="600" fill="\(ink)">\(escape(title))</text>

      """
    // The grid: one line a decade, labelled with its rate.
    var decade = low
    while decade <= high {
      let gx = x(pow(10, decade))
      s +=
        "<line x1=\"\(gx)\" y1=\"\(top - 6)\" x2=\"\(gx)\" y2=\"\(top + plotHeight)\" stroke=\"\(hairline)\" stroke-opacity=\"0.55\"/>\n"
      s +=
        "<text x=\"\(gx)\" y=\"\(top + plotHeight + 16)\" text-anchor=\"middle\" font-family=\"\(mono)\" fill=\"\(ash)\">\(format(pow(10, decade)))</text>\n"
      decade += 1
    }
    s +=
      "<text x=\"\(left + plotWidth / 2)\" y=\"\(top + plotHeight + 34)\" text-anchor=\"middle\" fill=\"\(ash)\">MB/s, logarithmic scale (each gridline ten times the one before)</text>\n"
    for (k, bar) in bars.enumerated() {
      let y = top + k * rowHeight
      let w = max(2, x(bar.megabytesPerSecond) - left)
      s += "<text x=\"\(left - 10)\" y=\"\(y + 15)\" text-anchor=\"end\" fill=\"\(ink)\">\(escape(bar.label))</text>\n"
      if bar.isPeer {
        s +=
          "<rect x=\"\(left)\" y=\"\(y + 4)\" width=\"\(w)\" height=\"\(rowHeight - 8)\" fill=\"\(bond)\" stroke=\"\(ink)\" stroke-width=\"1.5\"><title>\(escape(bar.label)): \(format(bar.megabytesPerSecond)) MB/s (peer)</title></rect>\n"
      } else {
        s +=
          "<rect x=\"\(left)\" y=\"\(y + 4)\" width=\"\(w)\" height=\"\(rowHeight - 8)\" fill=\"\(ink)\"><title>\(escape(bar.label)): \(format(bar.megabytesPerSecond)) MB/s</title></rect>\n"
      }
      s +=
        "<text x=\"\(left + w + 6)\" y=\"\(y + 15)\" font-family=\"\(mono)\" fill=\"\(ink)\">\(format(bar.megabytesPerSecond)) MB/s</text>\n"
    }
    let ly = top + plotHeight + 58
    s += "<rect x=\"\(left)\" y=\"\(ly - 10)\" width=\"14\" height=\"12\" fill=\"\(ink)\"/>"
    s += "<text x=\"\(left + 20)\" y=\"\(ly)\" fill=\"\(ink)\">unit (solid)</text>"
    s +=
      "<rect x=\"\(left + 110)\" y=\"\(ly - 10)\" width=\"14\" height=\"12\" fill=\"\(bond)\" stroke=\"\(ink)\" stroke-width=\"1.5\"/>"
    s += "<text x=\"\(left + 130)\" y=\"\(ly)\" fill=\"\(ink)\">peers on the same input (outlined)</text>\n</svg>\n"
    return s
  }

  /// A rate as a person reads it: `0.5`, `17`, `263`, `5,981`.
  private static func format(_ rate: Double) -> String {
    if rate < 10 {
      let tenths = Int((rate * 10).rounded())
      return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
    }
    let n = Int(rate.rounded())
    var digits = String(n)
    var out = ""
    while digits.count > 3 {
      out = "," + digits.suffix(3) + out
      digits.removeLast(3)
    }
    return digits + out
  }

  private static func escape(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(c)
      }
    }
    return out
  }
}
