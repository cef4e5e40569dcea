import Testing

@testable import LocaleCheck

@Suite("role-in-label")
struct RoleInLabelRuleTests {
  @Test func descriptor() {
    #expect(RoleInLabelRule.descriptor.id == "role-in-label")
    #expect(RoleInLabelRule.descriptor.defaultSeverity == .warning)
  }

  @Test func triggersForRoleWordsInTheLocalesLanguage() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "save": ["en": "Save button", "es": "Botón guardar", "de": "Schaltfläche", "fr": "Enregistrer"]
      ])
    ])
    let findings = try fixture.findings(of: "role-in-label")
    #expect(findings.map(\.locale) == [LocaleID("de"), LocaleID("en"), LocaleID("es")])
    let english = try #require(findings.first { $0.locale == LocaleID("en") })
    #expect(english.severity == .warning)
    #expect(english.actual == "Save button")
    #expect(
      english.message == "en label of save 'Save button' names the role 'button'; VoiceOver already speaks it"
    )
    #expect(english.position == fixture.position(of: "\"Save button\"", in: "Localizable.xcstrings"))
  }

  @Test func triggersInStringsAndXLIFF() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("save", "Save")]),
      "App/es.lproj/Localizable.strings": CatalogText.strings([("save", "Botón guardar")]),
      "de.xliff": CatalogText.xliff(
        original: "Other/en.lproj/Localizable.strings", target: "de", units: [("ok", "OK", "OK-Schaltfläche")]
      ),
    ])
    let findings = try fixture.findings(of: "role-in-label")
    #expect(findings.map { "\($0.locale!):\($0.key!)" } == ["es:save", "de:ok"])
    #expect(
      findings.first?.position
        == fixture.position(of: "\"Botón guardar\"", in: "App/es.lproj/Localizable.strings"))
  }

  @Test func silentForWordsThatOnlyContainARoleWord() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "more": ["en": "Buttons and more", "es": "Añadir imagen", "de": "Speichern"],
        "linked": ["en": "Linked accounts", "de": "Verknüpfte Konten"],
      ])
    ])
    #expect(try fixture.findings(of: "role-in-label").isEmpty)
  }

  @Test func aSourceFallbackIsNotReportedAgain() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "save": ["en": "Save button"], "other": ["en": "Other", "de": "Andere"],
      ])
    ])
    #expect(try fixture.findings(of: "role-in-label").map(\.locale) == [LocaleID("en")])
  }
}
