import Testing

@testable import LocaleCheck

/// A plural's `plural-coverage` finding is recorded as its parts, each category it lacks or
/// leaves empty: a plural that loses another form is new, one that gets a form back is still
/// accepted, and that form counts as fixed (audit 155).
@Suite("baseline: a plural's parts")
struct BaselinePluralPartsTests {
  static let english = [("one", "%lld file"), ("other", "%lld files")]

  static func report(russian: [(String, String)], baseline: Baseline? = nil) throws -> Report {
    try Fixture([
      "Localizable.xcstrings": PluralCoverageRuleTests.catalog(["en": english, "ru": russian])
    ]).report(baseline: baseline)
  }

  /// The plural findings' messages, up to what the plural lacks.
  static func plurals(_ report: Report) -> [String] {
    report.findings.filter { $0.rule == "plural-coverage" }.map { String($0.message.prefix { $0 != "(" }) }
  }

  @Test func aPluralThatLosesAnotherFormIsNew() throws {
    let old = try Self.report(russian: [
      ("one", "%lld файл"), ("few", "%lld файла"), ("other", "%lld файлов"),
    ])
    let baseline = Baseline(findings: old.findings)
    #expect(Self.plurals(old) == ["ru plural of %lld files lacks the 'many' form "])
    let worse = try Self.report(
      russian: [("one", "%lld файл"), ("other", "%lld файлов")], baseline: baseline)
    #expect(
      Self.plurals(worse) == ["ru plural of %lld files lacks the 'few' and 'many' forms "])
    #expect(worse.baselineFixed == 0)
  }

  @Test func aPluralThatGetsAFormBackIsStillAcceptedAndTheFormIsFixed() throws {
    let old = try Self.report(russian: [("one", "%lld файл"), ("other", "%lld файлов")])
    let baseline = Baseline(findings: old.findings)
    #expect(baseline.entries.count == 2)
    let better = try Self.report(
      russian: [("one", "%lld файл"), ("few", "%lld файла"), ("other", "%lld файлов")], baseline: baseline)
    #expect(Self.plurals(better).isEmpty)
    #expect(better.baselineHidden == 1)
    #expect(better.baselineFixed == 1)
  }

  @Test func aBaselineOfTheWholeFindingStillAcceptsIt() throws {
    // Written before findings had parts: the finding's own fingerprint.
    let old = try Self.report(russian: [("one", "%lld файл"), ("other", "%lld файлов")])
    let finding = try #require(old.findings.first { $0.rule == "plural-coverage" })
    let whole = Baseline(
      entries: [
        BaselineEntry(
          fingerprint: finding.fingerprint, rule: finding.rule, locale: "ru", identifier: finding.identifier,
          bundle: finding.bundle, table: finding.table)
      ])
    let again = try Self.report(russian: [("one", "%lld файл"), ("other", "%lld файлов")], baseline: whole)
    #expect(Self.plurals(again).isEmpty)
  }
}
