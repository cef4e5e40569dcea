import Foundation
import Testing

@testable import CatalogParser

/// Mutates real and synthetic files at random and checks that every parser returns a model or a
/// positioned error, quickly.
///
/// Rounds are seeded: a failure prints its seed and saves its input; replay one round with
/// `LABELCHECK_FUZZ_SEED=<seed> LABELCHECK_FUZZ_ROUNDS=1 swift test --filter FuzzTests`.
/// `LABELCHECK_FUZZ_ROUNDS=100000` runs longer by hand.
@Suite struct FuzzTests {
  static let environment = ProcessInfo.processInfo.environment
  static let baseSeed = environment["LABELCHECK_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x1AB_E1C4
  static let rounds = environment["LABELCHECK_FUZZ_ROUNDS"].flatMap { Int($0) } ?? 400

  @Test(arguments: CatalogFormat.allCases)
  func seedsParseOrFailCleanly(format: CatalogFormat) {
    let seeds = FuzzSeeds.seeds(for: format)
    #expect(seeds.count >= 2)
    let context = FuzzSeeds.context(for: format)
    for (index, seed) in seeds.enumerated() {
      let problem = FuzzOracle.problem(parsing: seed, as: format, context: context)
      #expect(problem == nil, "seed file \(index): \(problem ?? "")")
    }
  }

  @Test(arguments: CatalogFormat.allCases)
  func mutatedFilesParseOrFailCleanly(format: CatalogFormat) {
    let seeds = FuzzSeeds.seeds(for: format)
    let context = FuzzSeeds.context(for: format)
    var failures: [String] = []
    for round in 0..<FuzzTests.rounds {
      let seed = FuzzTests.baseSeed &+ UInt64(round)
      var random = FuzzRandom(seed: seed ^ FuzzTests.salt(format))
      let first = seeds[random.below(seeds.count)]
      let other = seeds[random.below(seeds.count)]
      let input = FuzzMutator.mutate(first, other: other, random: &random)
      guard let problem = FuzzOracle.problem(parsing: input, as: format, context: context) else { continue }
      let saved = FuzzOracle.save(input, format: format, seed: seed)
      failures.append("LABELCHECK_FUZZ_SEED=\(seed): \(problem) (input saved to \(saved))")
      if failures.count >= 5 { break }
    }
    #expect(failures.isEmpty, "\(format.rawValue) fuzz failures:\n\(failures.joined(separator: "\n"))")
  }

  /// Different formats take different paths through the same seeds.
  private static func salt(_ format: CatalogFormat) -> UInt64 {
    UInt64(CatalogFormat.allCases.firstIndex(of: format) ?? 0) &* 0x9E37_79B9_7F4A_7C15
  }
}
