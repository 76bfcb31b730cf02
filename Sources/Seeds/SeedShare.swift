import Foundation

/// The generated inputs a property test takes: every one in a normal run;
/// with `UNIT_SEED_SHARE=N` in the environment, every N-th. The sanitizer
/// runs of .ci/sanitizers.sh set it: they look for memory errors and data
/// races on the same code paths, which a quarter of the seeds reach, while
/// the normal `swift test` keeps the whole breadth.
public enum SeedShare {
  public static let every: Int = {
    guard let text = ProcessInfo.processInfo.environment["UNIT_SEED_SHARE"], let n = Int(text), n > 1 else { return 1 }
    return n
  }()

  public static func take<S: Sequence>(_ all: S) -> [S.Element] {
    var kept: [S.Element] = []
    for (k, x) in all.enumerated() where k % every == 0 { kept.append(x) }
    return kept
  }
}
