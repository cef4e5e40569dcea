import Testing

@testable import LocaleCheck

/// `%'d`: CoreFoundation knows no grouping flag, so the number is lost and later arguments shift.
@Suite("format-mismatch: the ' flag")
struct FormatMismatchGroupingFlagTests {
  @Test func triggersForAGroupingFlagTheSourceDoesNotHave() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "%d of %@": ["en": "%d of %@", "de": "%'d von %@"],
        "%lld items": ["en": "%lld items", "fr": "%1$'lld éléments"],
      ])
    ])
    let findings = try fixture.findings(of: "format-mismatch")
    #expect(findings.map(\.locale) == [LocaleID("de"), LocaleID("fr")])
    #expect(
      findings.first?.message
        == "de value of %d of %@: String(format:) does not know the ' flag of %'d: it shows the placeholder as "
        + "text, without the number, and the placeholders after it take the wrong arguments; write %d")
    #expect(
      findings.last?.message.hasSuffix(
        "flag of %1$'lld: it shows the placeholder as text, without the number, "
          + "and the placeholders after it take the wrong arguments; write %1$lld") == true)
  }

  @Test func aWrongTypeIsReportedFirst() throws {
    // Removing the flag would still leave argument 2 a number where the source has an object.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["%d of %@": ["en": "%d of %@", "de": "%'d von %d"]])
    ])
    let findings = try fixture.findings(of: "format-mismatch")
    #expect(findings.map(\.message) == ["de value of %d of %@: argument 2 is %@ in the source but %d here"])
  }

  @Test func doesNotTriggerWithoutTheFlagOrInProse() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "%d items": ["en": "%d items", "de": "%d Artikel"],
        // The source's own flag is the source's matter; a translation copying it adds nothing.
        "%'d steps": ["en": "%'d steps", "de": "%'d Schritte"],
        // No format string: an apostrophe after a percent sign is text.
        "100% sure": ["en": "100% sure", "fr": "100%'s sûr"],
        "It's %@": ["en": "It's %@", "fr": "C'est %@"],
      ])
    ])
    #expect(try fixture.findings(of: "format-mismatch").isEmpty)
  }
}
