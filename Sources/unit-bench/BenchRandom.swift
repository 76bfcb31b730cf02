import Seeds
import UnitNotebook

/// The library's seeded generator, so the benchmark's inputs are the same
/// bytes on every run and machine.
typealias BenchRandom = SplitMix64
