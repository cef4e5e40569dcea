import Testing

@testable import LocaleCheck

/// An identifier renamed in the label map keeps its key's translation defects hidden, and their
/// entries are not counted as fixed; findings about the identifier itself are new (audit 193).
@Suite("Baseline: identifiers renamed in the label map")
struct BaselineRenamedIdentifierTests {
  private static func fixture() throws -> Fixture {
    try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([
        ("Items %d", "%d items"), ("Save", "Save"), ("Delete", "Delete"),
      ]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("Items %d", "%@ Elemente"), ("Save", "Save")]
      ),
    ])
  }

  private static func labels(_ identifiers: [(String, String)]) -> String {
    let entries = identifiers.map { "\"\($0.0)\": {\"key\": \"\($0.1)\"}" }
    return "{\"version\": 1, \"identifiers\": {\(entries.joined(separator: ", "))}}"
  }

  private static let before = labels([
    ("items.count.label", "Items %d"), ("editor.save.button", "Save"), ("editor.delete.button", "Delete"),
  ])

  @Test func aRenamedIdentifiersTranslationFindingsStayHidden() throws {
    let old = try Self.fixture().report(labels: Self.before)
    #expect(Set(old.findings.map(\.rule)) == ["format-mismatch", "english-fallback", "missing-translation"])
    let baseline = Baseline(findings: old.findings)
    let after = try Self.fixture().report(
      labels: Self.labels([
        ("list.count.label", "Items %d"), ("document.save.button", "Save"),
        ("editor.delete.button", "Delete"),
      ]), baseline: baseline)
    #expect(after.findings.isEmpty)
    #expect(after.baselineHidden == old.findings.count && after.baselineFixed == 0)
  }

  @Test func keysThatSwapTheirIdentifiersKeepTheirDefectsHidden() throws {
    let old = try Self.fixture().report(labels: Self.before)
    // A defect of a key's text stays the key's, whichever identifier shows it now.
    let after = try Self.fixture().report(
      labels: Self.labels([
        ("items.count.label", "Save"), ("document.save.button", "Items %d"),
        ("editor.delete.button", "Delete"),
      ]), baseline: Baseline(findings: old.findings))
    #expect(after.findings.isEmpty && after.baselineFixed == 0)
  }

  @Test func aFindingAboutTheIdentifierItselfIsNotCarriedOver() throws {
    let tokens = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("save", "save_button")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("save", "Sichern")]),
    ])
    let old = try tokens.report(labels: Self.labels([("editor.save", "save")]))
    #expect(old.findings.map(\.rule) == ["label-is-identifier"])
    let after = try tokens.report(
      labels: Self.labels([("document.save", "save")]), baseline: Baseline(findings: old.findings))
    #expect(after.findings.map(\.rule) == ["label-is-identifier"])
  }

  @Test func aPluralRecordedAsItsPartsStaysHiddenUnderTheNewIdentifier() throws {
    let plural = { (forms: [(category: String, text: String)]) in
      CatalogText.stringsdict([FixturePluralRule("items", format: "%#@n@", variable: "n", forms: forms)])
    }
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": plural([("one", "%d item"), ("other", "%d items")]),
      "App/de.lproj/Localizable.stringsdict": plural([("other", "%d Elemente")]),
    ])
    let old = try fixture.report(labels: Self.labels([("list.count.label", "items")]))
    #expect(old.findings.map(\.rule) == ["plural-coverage"])
    let after = try fixture.report(
      labels: Self.labels([("inbox.count.label", "items")]), baseline: Baseline(findings: old.findings))
    #expect(after.findings.isEmpty && after.baselineFixed == 0)
  }

  @Test func aRenamedPluralThatLosesAnotherFormIsNewAndItsOldPartsAreNotFixed() throws {
    let plural = { (forms: [(category: String, text: String)]) in
      CatalogText.stringsdict([FixturePluralRule("items", format: "%#@n@", variable: "n", forms: forms)])
    }
    let files = { (russian: [(category: String, text: String)]) in
      try Fixture([
        "App/en.lproj/Localizable.stringsdict": plural([("one", "%d item"), ("other", "%d items")]),
        "App/ru.lproj/Localizable.stringsdict": plural(russian),
      ])
    }
    let old = try files([("one", "%d элемент"), ("few", "%d элемента"), ("other", "%d элементов")])
      .report(labels: Self.labels([("list.count.label", "items")]))
    #expect(old.findings.map(\.rule) == ["plural-coverage"])
    let after = try files([("one", "%d элемент"), ("other", "%d элементов")])
      .report(
        labels: Self.labels([("inbox.count.label", "items")]), baseline: Baseline(findings: old.findings))
    #expect(after.findings.map(\.rule) == ["plural-coverage"])
    #expect(after.baselineFixed == 0)
  }
}
