// libFuzzer target: every legacy importer. Built by .ci/fuzz.sh as
// NotebookTextFuzz.swift says.
//
// Each input goes through NotebookImporter.detect and through
// NotebookImporter.read as every ImportFormat (the weight unit given depends
// on the input's length), and through the --map file's parser. The oracle
// (FuzzOracle.importers): never a crash; a refusal carries an error; what an
// import accepts keeps the model's invariants, formats idempotently, parses
// back to the same model and survives JSON and CSV; messages stay bounded;
// every name a map gives can be an exercise's name.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImporters(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  fuzzCheck(FuzzOracle.importers(Array(UnsafeBufferPointer(start: data, count: size))))
  return 0
}
