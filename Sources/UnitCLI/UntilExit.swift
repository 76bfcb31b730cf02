/// Values kept alive until the process exits. A command that is about to end
/// gains nothing from freeing a large model piece by piece; the system takes
/// the memory back at once. Used only on paths that end the process.
enum UntilExit {
  nonisolated(unsafe) private static var kept: [Any] = []

  static func keep(_ value: Any) {
    kept.append(value)
  }
}
