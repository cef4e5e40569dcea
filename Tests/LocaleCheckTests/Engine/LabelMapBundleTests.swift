import Testing

@testable import LocaleCheck

/// An app and its extension may both have `Localizable` with the same key: a label-map entry
/// names its `bundle`, and one that does not is reported as ambiguous.
@Suite("Label map: bundles")
struct LabelMapBundleTests {
  private static let fixtureFiles = [
    "ZApp/en.lproj/Localizable.strings": CatalogText.strings([("cancel", "Cancel")]),
    "ZApp/de.lproj/Localizable.strings": CatalogText.strings([("cancel", "Abbrechen")]),
    "Widget/en.lproj/Localizable.strings": CatalogText.strings([("cancel", "Cancel"), ("ok", "OK")]),
    "Widget/de.lproj/Localizable.strings": CatalogText.strings([("cancel", "Cancel")]),
  ]

  @Test func anEntryNamesItsBundle() throws {
    let fixture = try Fixture(Self.fixtureFiles)
    let map = try LabelMap.parse(
      Array(
        #"{"identifiers":{"login.cancel":{"key":"cancel","bundle":"./ZApp/"},"widget.cancel":{"key":"cancel"}}}"#
          .utf8), file: "labels.json")
    #expect(map.entries.map(\.bundle) == ["ZApp", nil])
    let bound = SubjectBinder.subjects(from: map, in: fixture.catalog())
    #expect(bound.subjects.map(\.bundle) == ["ZApp", "Widget"])
    // Checked in its own bundle, the app's German "Abbrechen" is no English copy.
    let copies = try fixture.findings(
      of: "english-fallback", labels: #"{"identifiers":{"login.cancel":{"key":"cancel","bundle":"ZApp"}}}"#)
    #expect(copies.isEmpty)
  }

  @Test func anEntryWhoseKeyTwoBundlesHoldIsAmbiguous() throws {
    let fixture = try Fixture(Self.fixtureFiles)
    let map = try LabelMap.parse(
      Array(
        #"{"identifiers":{"a.cancel":{"key":"cancel"},"b.cancel":{"key":"cancel","bundle":"Widget"},"c.ok":{"key":"ok"}}}"#
          .utf8), file: "labels.json")
    let ambiguous = SubjectBinder.ambiguousBindings(from: map, in: fixture.catalog())
    #expect(ambiguous.map(\.entry.identifier) == ["a.cancel"])
    #expect(ambiguous.first?.bundles == ["Widget", "ZApp"])
  }

  @Test func aHintIsReadFromTheBundleOfItsLabelWhereThatBundleHasIt() throws {
    // Audit 266: both bundles have "hint"; the widget's label reads the widget's. Review 182: a
    // hint only a shared framework has is read from there, no unbound identifier.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("hint", "Signs you in"), ("ok", "OK")]),
      "Widget/en.lproj/Localizable.strings": CatalogText.strings([
        ("refresh", "Refresh"), ("hint", "Reloads"),
      ]),
      "Shared/en.lproj/Localizable.strings": CatalogText.strings([("shared.hint", "Closes")]),
    ])
    let labels =
      #"{"identifiers":{"widget.refresh":{"key":"refresh","hint":"hint"},"#
      + #""app.ok":{"key":"ok","hint":"shared.hint"}}}"#
    let map = try LabelMap.parse(Array(labels.utf8), file: "labels.json")
    let bound = SubjectBinder.subjects(from: map, in: fixture.catalog())
    #expect(bound.unbound.isEmpty)
    #expect(
      bound.subjects.map { "\($0.identifier) \($0.bundle)" }.sorted() == [
        "app.ok (hint) Shared", "app.ok App", "widget.refresh (hint) Widget", "widget.refresh Widget",
      ])
  }

  @Test func aMistypedBundleIsNamedInTheFinding() throws {
    let fixture = try Fixture(Self.fixtureFiles)
    let findings = try fixture.findings(
      of: "unbound-identifier", labels: #"{"identifiers":{"login.cancel":{"key":"cancel","bundle":"ZAp"}}}"#)
    #expect(
      findings.map(\.message) == [
        "login.cancel is bound to 'cancel' in Localizable of bundle 'ZAp', but the project has no bundle 'ZAp' "
          + "(did you mean bundle 'ZApp'?)"
      ])
  }

  @Test func aBundleThatLacksTheKeyNamesTheBundleThatHasIt() throws {
    // Naming the app where the key is in its extension (review 148).
    let fixture = try Fixture([
      "apps/Shop/en.lproj/Localizable.strings": CatalogText.strings([("cancel", "Cancel")]),
      "apps/Shop/Widget/en.lproj/Localizable.strings": CatalogText.strings([("go", "Go")]),
    ])
    let findings = try fixture.findings(
      of: "unbound-identifier", labels: #"{"identifiers":{"a.go":{"key":"go","bundle":"apps/Shop"}}}"#)
    #expect(
      findings.map(\.message) == [
        "a.go is bound to 'go' in Localizable of bundle 'apps/Shop', but that bundle's Localizable table does not "
          + "have that key (the key is in bundle 'apps/Shop/Widget')"
      ])
  }

  /// Audit 178: an app team's label map names its extension `Widget`; from the repository's root
  /// the bundle is `apps/Shop/Widget`, which its path's end still names (where no bundle is named
  /// so exactly). Two bundles of that ending are both candidates, as an entry without `bundle`.
  @Test func aBundleIsFoundByTheEndOfItsPath() throws {
    let fixture = try Fixture([
      "apps/Shop/en.lproj/Localizable.strings": CatalogText.strings([("cancel", "Cancel")]),
      "apps/Shop/de.lproj/Localizable.strings": CatalogText.strings([("cancel", "Abbrechen")]),
      "apps/Shop/Widget/en.lproj/Localizable.strings": CatalogText.strings([("cancel", "Cancel")]),
      "apps/Shop/Widget/de.lproj/Localizable.strings": CatalogText.strings([("cancel", "Cancel")]),
    ])
    let labels = #"{"identifiers":{"widget.cancel":{"key":"cancel","bundle":"Widget"}}}"#
    let report = try fixture.report(labels: labels)
    #expect(report.matrix.map(\.bundle) == ["apps/Shop/Widget"])
    #expect(report.findings.map(\.rule) == ["english-fallback"])
    // `Shop/Widget` too, but not a part of a folder's name (`get` of `Widget`).
    let longer = try fixture.report(
      labels: labels.replacingOccurrences(of: "\"Widget\"", with: "\"Shop/Widget\""))
    #expect(longer.matrix.map(\.bundle) == ["apps/Shop/Widget"])
    let part = try fixture.findings(
      of: "unbound-identifier", labels: labels.replacingOccurrences(of: "\"Widget\"", with: "\"get\""))
    #expect(part.count == 1)
  }

  /// Review 135: two bundles whose paths end in the name leave the entry bound to neither; the
  /// message names both, not "no bundle" (audit 215).
  @Test func aBundleNameTwoPathsEndInNamesNeither() throws {
    let fixture = try Fixture([
      "apps/A/Widget/en.lproj/Localizable.strings": CatalogText.strings([("go", "Go")]),
      "apps/B/Widget/en.lproj/Localizable.strings": CatalogText.strings([("go", "Go")]),
    ])
    let findings = try fixture.findings(
      of: "unbound-identifier", labels: #"{"identifiers":{"w.go":{"key":"go","bundle":"Widget"}}}"#)
    #expect(findings.map(\.identifier) == ["w.go"])
    #expect(
      findings.first?.message
        == "w.go is bound to 'go' in Localizable of bundle 'Widget', but the paths of 2 bundles end in it "
        + "('apps/A/Widget', 'apps/B/Widget'): name one of them as the run shows it")
  }

  /// Review 156: where one of them holds the key, the message says which; a guess at a bundle by
  /// its spelling is not added to the choice.
  @Test func theBundleHoldingTheKeyIsNamedAndNoneIsGuessed() throws {
    let oneHolds = try Fixture([
      "apps/A/Widget/en.lproj/Localizable.strings": CatalogText.strings([("go", "Go")]),
      "apps/B/Widget/en.lproj/Localizable.strings": CatalogText.strings([("stop", "Stop")]),
    ])
    let labels = #"{"identifiers":{"w.go":{"key":"go","bundle":"Widget"}}}"#
    #expect(
      try oneHolds.findings(of: "unbound-identifier", labels: labels).map(\.message) == [
        "w.go is bound to 'go' in Localizable of bundle 'Widget', but the paths of 2 bundles end in it "
          + "('apps/A/Widget', 'apps/B/Widget'): name one of them as the run shows it (the key is in bundle "
          + "'apps/A/Widget')"
      ])
    let bothHold = try Fixture([
      "A/Widget/en.lproj/Localizable.strings": CatalogText.strings([("go", "Go")]),
      "B/Widget/en.lproj/Localizable.strings": CatalogText.strings([("go", "Go")]),
    ])
    let messages = try bothHold.findings(of: "unbound-identifier", labels: labels).map(\.message)
    #expect(messages.count == 1 && !messages[0].contains("did you mean"), "\(messages)")
  }
}
