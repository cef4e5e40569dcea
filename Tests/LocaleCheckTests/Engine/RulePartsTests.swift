import CatalogParser
import TestSupport
import Testing

@testable import LocaleCheck

/// A rule that checks subjects independently finds the same, in the same order, when the engine
/// splits its subjects into parts as when it sees every subject at once.
@Suite("Rules in parts")
struct RulePartsTests {
  /// Real catalogs with every kind of cell: untranslated units, English fallbacks, plurals,
  /// substitutions, states, `shouldTranslate: false`.
  static let context: CheckContext = {
    let catalog = CatalogLoader(workingDirectory: TestPaths.corpus.path).load(paths: [
      "mozilla-l10n__focusios-l10n", "coteditor__CotEditor",
    ])
    return CheckContext(
      catalog: catalog, subjects: SubjectBinder.catalogKeySubjects(in: catalog),
      locales: LocaleChecker().matrixLocales(for: catalog), configuration: Configuration())
  }()

  static let independentRules = RuleRegistry.all.filter { $0.checksSubjectsIndependently }
    .map { $0.descriptor.id }

  @Test func theCellLocalRulesAreIndependent() {
    #expect(Self.independentRules.contains("missing-translation"))
    #expect(Self.independentRules.contains("role-in-label"))
    // These compare subjects with each other or report once per identifier.
    #expect(!DuplicateLabelRule.checksSubjectsIndependently)
    #expect(!StaleTranslationRule.checksSubjectsIndependently)
    #expect(!IdentifierDriftRule.checksSubjectsIndependently)
  }

  @Test(arguments: independentRules)
  func partsFindWhatTheWholeFinds(ruleID: String) throws {
    let rule = try #require(RuleRegistry.all.first { $0.descriptor.id == ruleID })
    let context = Self.context
    let whole = rule.init().check(context)
    #expect(!whole.isEmpty || ["label-is-identifier", "empty-label"].contains(ruleID))
    for parts in [2, 3, 7] {
      let count = context.subjects.count
      let inParts = (0..<parts).flatMap { part in
        rule.init().check(context.restricted(to: (count * part / parts)..<(count * (part + 1) / parts)))
      }
      #expect(inParts == whole, "\(ruleID) in \(parts) parts")
    }
  }

  @Test func aRestrictedContextVisitsOnlyItsSubjects() throws {
    let context = Self.context
    let range = 10..<25
    // Without the corpus (a checkout away from `../shared`) a failure, not a crash of the run.
    try #require(context.subjects.count >= range.upperBound, "too few subjects in \(TestPaths.corpus.path)")
    var visited: [String] = []
    context.restricted(to: range).forEachCell { subject, _, resolution in
      visited.append(subject.identifier + "/" + resolution.locale.identifier)
    }
    var expected: [String] = []
    for index in range where context.entries[index] != nil {
      expected += context.locales.map { context.subjects[index].identifier + "/" + $0.identifier }
    }
    #expect(visited == expected)
    #expect(context.subjectRange == context.subjects.indices)
  }

  @Test func largeMatricesAreSplitInOrderedParts() throws {
    let context = Self.context
    let rules: [any Rule.Type] = [MissingTranslationRule.self, DuplicateLabelRule.self, RoleInLabelRule.self]
    let tasks = LocaleChecker.ruleTasks(rules, context: context)
    let cells = context.subjects.count * context.locales.count
    let parts = min(LocaleChecker.maximumPartsPerRule, cells / LocaleChecker.cellsPerPart)
    try #require(parts > 1, "the test catalogs should be large enough to split")
    #expect(tasks.map(\.rule) == Array(repeating: 0, count: parts) + [1] + Array(repeating: 2, count: parts))
    for rule in [0, 2] {
      let ranges = tasks.filter { $0.rule == rule }.map(\.context.subjectRange)
      #expect(ranges.first?.lowerBound == 0)
      #expect(ranges.last?.upperBound == context.subjects.count)
      #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
    }
    #expect(tasks.first { $0.rule == 1 }?.context.subjectRange == context.subjects.indices)
  }

  @Test func theEngineFindsWhatEveryRuleFindsWhole() {
    let context = Self.context
    let merged = LocaleChecker().runRules(context)
    let whole = LocaleChecker.removingDuplicates(RuleRegistry.all.flatMap { $0.init().check(context) })
    #expect(merged.map(\.fingerprint) == whole.map(\.fingerprint))
    #expect(merged.map(\.message) == whole.map(\.message))
  }

  @Test func smallMatricesAreNotSplit() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["Save": ["en": "Save", "de": "Sichern"]])
    ])
    let catalog = fixture.catalog()
    let context = CheckContext(
      catalog: catalog, subjects: SubjectBinder.catalogKeySubjects(in: catalog),
      locales: LocaleChecker().matrixLocales(for: catalog), configuration: Configuration())
    let tasks = LocaleChecker.ruleTasks([MissingTranslationRule.self], context: context)
    #expect(tasks.count == 1)
  }
}
