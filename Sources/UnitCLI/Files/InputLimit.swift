/// The most bytes unit reads from one input: a notebook, an export, a map
/// file, standard input. Without it, `unit check /dev/zero` or `yes | unit
/// check` read until memory ran out and the process aborted; with it they
/// stop at the limit with an error (exit 2). A training log of twenty years
/// is a few megabytes, so 1 GiB is generous; `UNIT_MAX_INPUT` raises (or
/// lowers) it: a number of bytes, or with K, M or G after it (binary: 1K is
/// 1024 bytes). docs/reliability.md, "Limits".
enum InputLimit {
  static let variable = "UNIT_MAX_INPUT"
  static let defaultBytes = 1 << 30

  /// The limit in force, or an error naming a malformed `UNIT_MAX_INPUT`.
  static func bytes() throws(FileError) -> Int {
    guard let text = FileSystem.environment(variable) else { return defaultBytes }
    guard let n = parse(text) else {
      throw FileError(
        "\(variable)=\(text)", "expected a size in bytes, or with K, M or G after it (the default is 1G)")
    }
    return n
  }

  /// `4096`, `512K`, `64M`, `2G` (a lower-case suffix too); nil otherwise.
  static func parse(_ text: String) -> Int? {
    var digits = Substring(text)
    var scale = 1
    if let last = text.last, let power = ["k": 10, "m": 20, "g": 30][String(last).lowercased()] {
      scale = 1 << power
      digits = digits.dropLast()
    }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(digits), n > 0
    else { return nil }
    let (bytes, overflow) = n.multipliedReportingOverflow(by: scale)
    return overflow ? nil : bytes
  }

  /// Throws when `count` bytes of `path` are more than the limit allows.
  static func check(_ count: Int, _ path: String, limit: Int) throws(FileError) {
    guard count > limit else { return }
    throw FileError(
      path,
      "more than \(describe(limit)), the most unit reads from one input (set \(variable) to raise it, as in \(variable)=4G)"
    )
  }

  /// `1 GiB`, `512 KiB`, `1000 bytes`.
  static func describe(_ n: Int) -> String {
    for (power, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")] where n % (1 << power) == 0 {
      return "\(n >> power) \(unit)"
    }
    return n == 1 ? "1 byte" : "\(n) bytes"
  }
}
