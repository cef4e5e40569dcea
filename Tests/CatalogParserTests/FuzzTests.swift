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
  static let rounds = environment["LABELCHECK_FUZZ_ROUNDS"].flatMap { Int($0) } ?? 1500

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
    let context = FuzzSeeds.context(for: format)
    let failures = FuzzTests.fuzz(
      FuzzSeeds.seeds(for: format), salt: UInt64(CatalogFormat.allCases.firstIndex(of: format) ?? 0),
      pathExtension: format.rawValue
    ) { FuzzOracle.problem(parsing: $0, as: format, context: context) }
    #expect(failures.isEmpty, "\(format.rawValue) fuzz failures:\n\(failures.joined(separator: "\n"))")
  }

  @Test(arguments: [false, true])
  func mutatedUICapturesParseOrFailCleanly(isJSON: Bool) {
    let context = FileContext(displayPath: "captures/de/login." + (isJSON ? "json" : "txt"), table: "login")
    let seeds = FuzzSeeds.captures(isJSON: isJSON)
    #expect(!seeds.isEmpty)
    let failures = FuzzTests.fuzz(seeds, salt: isJSON ? 5 : 4, pathExtension: isJSON ? "json" : "txt") {
      FuzzOracle.problem(parsingCapture: $0, isJSON: isJSON, context: context)
    }
    #expect(failures.isEmpty, "capture fuzz failures:\n\(failures.joined(separator: "\n"))")
  }

  /// Runs the mutation rounds; returns up to five failures, each with its seed and saved input.
  ///
  /// `salt` gives each parser its own sequence of mutations of the same round seeds.
  private static func fuzz(
    _ seeds: [[UInt8]], salt: UInt64, pathExtension: String, _ problem: ([UInt8]) -> String?
  ) -> [String] {
    var failures: [String] = []
    for round in 0..<rounds {
      let seed = baseSeed &+ UInt64(round)
      var random = FuzzRandom(seed: seed ^ (salt &* 0x9E37_79B9_7F4A_7C15))
      let first = seeds[random.below(seeds.count)]
      let other = seeds[random.below(seeds.count)]
      let input = FuzzMutator.mutate(first, other: other, random: &random)
      guard let found = problem(input) else { continue }
      let saved = FuzzOracle.save(input, pathExtension: pathExtension, seed: seed)
      failures.append("LABELCHECK_FUZZ_SEED=\(seed): \(found) (input saved to \(saved))")
      if failures.count >= 5 { break }
    }
    return failures
  }
}
