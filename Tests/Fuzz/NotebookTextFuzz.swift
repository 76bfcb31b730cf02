// libFuzzer target: notebook text. Built by .ci/fuzz.sh together with the
// library's sources (so it sees the internals) and the oracles:
//
//   swiftc -parse-as-library -sanitize=fuzzer,address -O -D UNIT_FUZZ \
//     -module-name UnitNotebookFuzz -package-name Unit \
//     $(find Sources/UnitNotebook -name '*.swift') \
//     Tests/UnitNotebookTests/Support/FuzzOracles.swift Tests/Fuzz/NotebookTextFuzz.swift
//
// The oracle is the laws, not only "no crash" (FuzzOracle.notebookText):
// when the input parses, fmt is idempotent, the output parses without errors
// to the same model, and the model prints to the same text as fmt when there
// are no comments; no message quotes more than a bounded slice of the input.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNotebookText(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  fuzzCheck(FuzzOracle.notebookText(Array(UnsafeBufferPointer(start: data, count: size))))
  return 0
}
