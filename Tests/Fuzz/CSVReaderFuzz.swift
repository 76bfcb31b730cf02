// libFuzzer target: Unit's CSV reader (NotebookCSV.read). Built by
// .ci/fuzz.sh as NotebookTextFuzz.swift says.
//
// The oracle (FuzzOracle.csvReader) is the JSON reader's: never a crash; a
// refusal carries an error; what is accepted keeps the model's invariants,
// survives notebook text, JSON and CSV unchanged; messages stay bounded.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSVReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  fuzzCheck(FuzzOracle.csvReader(Array(UnsafeBufferPointer(start: data, count: size))))
  return 0
}
