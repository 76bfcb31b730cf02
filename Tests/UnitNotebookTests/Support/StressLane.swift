import Foundation
import Testing

/// The stress lane: tests of a million lines, adversarial sizes and timing run
/// only when `UNIT_STRESS=1` asks for them (`.ci/run` does), so that the
/// default `swift test` stays about a minute on a 2-core machine.
enum StressLane {
  static var enabled: Bool { ProcessInfo.processInfo.environment["UNIT_STRESS"] == "1" }
  /// The trait a stress test carries.
  static var only: ConditionTrait { .enabled(if: enabled, "a stress test: set UNIT_STRESS=1 to run it") }
}
