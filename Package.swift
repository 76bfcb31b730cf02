// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Unit",
  products: [
    .library(name: "UnitNotebook", targets: ["UnitNotebook"]),
    .executable(name: "unit", targets: ["unit"]),
  ],
  targets: [
    // The library apps embed: parser, model, printer, conversions, importers.
    // It imports nothing beyond the Swift standard library.
    // Its muscle catalogue is Swift source that Muscles/generate.sh makes from
    // Muscles/exercises.tsv (docs/muscles.md); neither is part of the build.
    .target(name: "UnitNotebook", exclude: ["Muscles/generate.sh", "Muscles/exercises.tsv"]),
    // The command line's logic, kept apart from `main` so tests can drive it in-process.
    .target(name: "UnitCLI", dependencies: ["UnitNotebook"]),
    .executableTarget(name: "unit", dependencies: ["UnitCLI"]),
    // The benchmark harness: run it from a release build (see docs/performance.md).
    .executableTarget(
      name: "unit-bench", dependencies: ["UnitNotebook", "Seeds"],
      exclude: [
        "compare.sh", "typed-and-history.sh", "report.sh", "history-scaling.sh", "next.sh", "bench-setup.sh", "muscles.sh",
        "instructions.sh", "next-program.sh",
      ]),
    // The seeded generator of the benchmark's notebooks and the tests'
    // generated inputs: in no product, so apps never see it.
    .target(name: "Seeds"),
    // Fixtures are read from the source tree (see Fixtures.swift), so
    // UPDATE_GOLDEN=1 can rewrite them in place.
    .testTarget(
      name: "UnitNotebookTests",
      dependencies: ["UnitNotebook", "Seeds"],
      exclude: ["Fixtures"]
    ),
    // An app's code: the public API only (no @testable), as the DocC page shows it.
    .testTarget(name: "AppClientTests", dependencies: ["UnitNotebook"]),
    // An app that imports UnitNotebook and nothing else (no Foundation): it
    // must link and run on Linux without the C library's mathematics
    // (.ci/run runs it).
    .executableTarget(name: "AppClient", dependencies: ["UnitNotebook"], path: "Tests/AppClient"),
    .testTarget(name: "CLITests", dependencies: ["UnitCLI", "UnitNotebook", "Seeds"], exclude: ["Cases"]),
  ],
  swiftLanguageModes: [.v6]
)
