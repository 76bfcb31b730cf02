// Shared by the libFuzzer targets in Tests/Fuzz (compiled into each by .ci/fuzz.sh).

/// Stops the fuzzer when a law is broken: libFuzzer keeps the input as a
/// crash artifact, and the message says which law.
func fuzzCheck(_ problem: String?) {
  if let problem { fatalError(problem) }
}
