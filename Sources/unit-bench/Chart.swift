/// Draws the throughput of each measured command as a horizontal bar chart,
/// Unit's commands and the peers on the same scale, as a small SVG file.
enum Chart {
  struct Bar {
    var label: String
    var megabytesPerSecond: Double
    var isPeer: Bool
  }

  static func svg(_ bars: [Bar], title: String) -> String {
    let rowHeight = 22
    let left = 300
    let width = 860
    let top = 40
    let height = top + bars.count * rowHeight + 40
    let maximum = max(bars.map(\.megabytesPerSecond).max() ?? 1, 1)
    let scale = Double(width - left - 90) / maximum
    var s = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" font-family="sans-serif" font-size="12">
      <rect width="100%" height="100%" fill="white"/>
      <text x="10" y="22" font-size="15" font-weight="bold">\(escape(title))</text>

      """
    for (k, bar) in bars.enumerated() {
      let y = top + k * rowHeight
      let w = max(1, Int(bar.megabytesPerSecond * scale))
      let color = bar.isPeer ? "#9a9a9a" : "#2f6fbf"
      s += "<text x=\"\(left - 8)\" y=\"\(y + 15)\" text-anchor=\"end\">\(escape(bar.label))</text>\n"
      s += "<rect x=\"\(left)\" y=\"\(y + 3)\" width=\"\(w)\" height=\"\(rowHeight - 6)\" fill=\"\(color)\"/>\n"
      s += "<text x=\"\(left + w + 6)\" y=\"\(y + 15)\">\(Int(bar.megabytesPerSecond.rounded())) MB/s</text>\n"
    }
    let y = top + bars.count * rowHeight + 25
    s += "<rect x=\"\(left)\" y=\"\(y - 10)\" width=\"12\" height=\"12\" fill=\"#2f6fbf\"/>"
    s += "<text x=\"\(left + 18)\" y=\"\(y)\">unit</text>"
    s += "<rect x=\"\(left + 70)\" y=\"\(y - 10)\" width=\"12\" height=\"12\" fill=\"#9a9a9a\"/>"
    s += "<text x=\"\(left + 88)\" y=\"\(y)\">peers</text>\n</svg>\n"
    return s
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
