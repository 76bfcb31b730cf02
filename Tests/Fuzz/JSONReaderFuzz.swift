// libFuzzer target: Unit's JSON reader (NotebookJSON.read). Built by
// .ci/fuzz.sh as NotebookTextFuzz.swift says.
//
// The oracle (FuzzOracle.jsonReader): the reader never crashes; a refusal
// carries an error; what it accepts keeps the model's invariants, prints as
// canonical notebook text that reads back the same, and converts to JSON and
// CSV and back to the same model; no message quotes more than a bounded
// slice of the input.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  fuzzCheck(FuzzOracle.jsonReader(Array(UnsafeBufferPointer(start: data, count: size))))
  return 0
}
