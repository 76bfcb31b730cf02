// libFuzzer target: a history read as `unit report` reads it. Built by
// .ci/fuzz.sh together with the library's sources and the oracles:
//
//   swiftc -parse-as-library -sanitize=fuzzer,address -O -D UNIT_FUZZ \
//     -module-name UnitNotebookFuzz -package-name Unit \
//     $(find Sources/UnitNotebook -name '*.swift') \
//     Tests/UnitNotebookTests/Support/FuzzOracles.swift Tests/Fuzz/HistoryFuzz.swift
//
// The oracle (FuzzOracle.history): every exercise's series and work by
// year made while folding, whole and in pieces, are those the digests give.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHistory(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  fuzzCheck(FuzzOracle.history(Array(UnsafeBufferPointer(start: data, count: size))))
  return 0
}
