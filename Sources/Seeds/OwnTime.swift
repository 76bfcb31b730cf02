/// A limit on a test's own time. A test that guards against a cost that
/// grows with the square of its input holds its body under a limit timed
/// from the body's start: Swift Testing's `.timeLimit` also counts the time
/// a test waits for a thread of the runner, and in the stress lane, whose
/// long tests hold both threads of a two-core machine for minutes, a short
/// test was timed out before it ran.
public enum OwnTime {
  /// True when `body` ran within `limit`, timed from its start.
  public static func within(_ limit: Duration, _ body: () throws -> Void) rethrows -> Bool {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    return clock.now - start <= limit
  }
}
