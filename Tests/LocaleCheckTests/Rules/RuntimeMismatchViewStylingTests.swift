import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// What a view does to a label on its way to the screen, and what a message says where two
/// labels read alike (audit 187).
@Suite("runtime-mismatch: a view's styling")
struct RuntimeMismatchViewStylingTests {
  private static let catalog = CatalogText.xcstrings([
    "Settings": ["en": "Settings", "de": "Einstellungen", "tr": "Bilgi ayarları", "el": "Ρυθμίσεις"],
    "Street": ["en": "Street", "de": "Straße"],
    "Name": ["en": "Name", "de": "Name", "fr": "Nom"],
    "Question": ["en": "Question", "fr": "Question\u{A0}?"],
    "Dont": ["en": "Don't save"],
    "Email": ["en": "Email address", "de": "E-Mail Adresse", "fr": "Adresse e-mail"],
    "Export": ["en": "Export…", "de": "Exportieren…"],
  ])

  private static func mismatches(_ captures: [(String, String, String)]) throws -> [String] {
    let byLocale = Dictionary(grouping: captures, by: \.0)
    let parsed = try byLocale.keys.sorted().map { locale in
      try CaptureBindingTests.capture(
        locale, "s",
        byLocale[locale]!.enumerated().map { index, element in
          (element.1, element.2, "StaticText", "0/\(index)")
        })
    }
    let labels = try LabelMap.parse(
      Array(
        """
        {"version": 1, "identifiers": {"s.settings": {"key": "Settings"}, "s.street": {"key": "Street"},
        "s.name": {"key": "Name"}, "s.question": {"key": "Question"}, "s.dont": {"key": "Dont"},
        "s.email": {"key": "Email"}, "s.export": {"key": "Export"}}}
        """.utf8), file: "labels.json")
    let report = LocaleChecker().check(
      try Fixture(["Localizable.xcstrings": catalog]).catalog(), labelMap: labels, captures: parsed)
    return report.findings.filter { $0.rule == "runtime-mismatch" }.map(\.message)
  }

  @Test func aLabelCutShortOnScreenIsToldSo() throws {
    // Audit 217: "Bilgi ay…" is the start of "Bilgi ayarları"; "Bilgi…x" and "Ayarlar…" are not.
    let messages = try Self.mismatches([
      ("tr", "s.settings", "Bilgi ay…"), ("de", "s.settings", "Einst..."), ("de", "s.street", "Stra…x"),
    ])
    #expect(
      messages.sorted() == [
        "de capture of s shows 'Einst...' for s.settings, but the catalog resolves 'Einstellungen' (cut short: "
          + "the app shows the first 5 of its 13 characters and an ellipsis, and VoiceOver reads no more)",
        "de capture of s shows 'Stra…x' for s.street, but the catalog resolves 'Straße'",
        "tr capture of s shows 'Bilgi ay…' for s.settings, but the catalog resolves 'Bilgi ayarları' (cut "
          + "short: the app shows the first 8 of its 14 characters and an ellipsis, and VoiceOver reads no more)",
      ])
  }

  @Test func theSourceTextShownIsNamedSoAndNotCutShort() throws {
    // Audit 266, review 183: "Export…" starts "Exportieren…", but it is the en text, either ellipsis.
    let messages = try Self.mismatches([("de", "s.export", "Export..."), ("fr", "s.export", "Export…")])
    #expect(
      messages.sorted() == [
        "de capture of s shows the source-language text 'Export...' for s.export, but the catalog resolves "
          + "'Exportieren…'"
      ])
  }

  @Test func aHeaderUpperCasedByTheLocalesRulesIsTheCatalogsText() throws {
    let messages = try Self.mismatches([
      ("en", "s.settings", "SETTINGS"), ("de", "s.settings", "EINSTELLUNGEN"), ("de", "s.street", "STRASSE"),
      ("tr", "s.settings", "BİLGİ AYARLARI"), ("el", "s.settings", "ΡΥΘΜΙΣΕΙΣ"),
    ])
    #expect(messages.isEmpty)
  }

  @Test func anotherLanguagesTextUpperCasedIsStillAMismatch() throws {
    let messages = try Self.mismatches([
      ("de", "s.settings", "SETTINGS"), ("tr", "s.settings", "BILGI AYARLARI"),
    ])
    #expect(
      messages == [
        "de capture of s shows 'SETTINGS' for s.settings, but the catalog resolves 'Einstellungen'",
        // Turkish upper-cases "i" as "İ": a dotless "I" is English rules, not the locale's.
        "tr capture of s shows 'BILGI AYARLARI' for s.settings, but the catalog resolves 'Bilgi ayarları'",
      ])
  }

  @Test func aColonAFormAddsIsTheViews() throws {
    #expect(
      try Self.mismatches([("en", "s.name", "Name:"), ("fr", "s.name", "Nom :"), ("de", "s.name", "Name：")])
        .isEmpty)
    #expect(
      try Self.mismatches([("fr", "s.name", "Name:")]) == [
        "fr capture of s shows 'Name:' for s.name, but the catalog resolves 'Nom'"
      ])
  }

  @Test func aSoftHyphenIsNotSpoken() throws {
    let catalog = CatalogText.xcstrings(["Settings": ["en": "Settings", "de": "Einstel\u{AD}lungen"]])
    let report = try CaptureBindingTests.report(
      ["Localizable.xcstrings": catalog],
      [
        try CaptureBindingTests.capture("en", "s", [("s.settings", "Settings", "StaticText", "0/0")]),
        try CaptureBindingTests.capture("de", "s", [("s.settings", "Einstellungen", "StaticText", "0/0")]),
      ])
    #expect(report.findings.filter { $0.rule == "runtime-mismatch" }.isEmpty)
  }

  @Test func labelsThatDifferInCharactersThatLookAlikeSayWhere() throws {
    #expect(
      try Self.mismatches([("fr", "s.question", "Question ?"), ("en", "s.dont", "Don’t save")]) == [
        "en capture of s shows 'Don’t save' for s.dont, but the catalog resolves 'Don't save' (they differ only "
          + "in ’ (U+2019) where the catalog has ' (U+0027))",
        "fr capture of s shows 'Question ?' for s.question, but the catalog resolves 'Question\u{A0}?' (they "
          + "differ only in a space where the catalog has a no-break space (U+00A0))",
      ])
    #expect(RuntimeMismatchRule.typographicDifference("Sign in", "Anmelden") == "")
    #expect(RuntimeMismatchRule.typographicDifference("Say 'Hi'", "Say \"Hi\"") == "")
  }

  @Test func labelsThatDifferInSpacingAloneSayWhere() throws {
    // Audit 241: a doubled space read as the same label twice over.
    #expect(
      try Self.mismatches([
        ("de", "s.email", "E-Mail  Adresse"), ("fr", "s.email", "Adressee-mail"),
        ("en", "s.email", "E mail address"),
      ]) == [
        "de capture of s shows 'E-Mail  Adresse' for s.email, but the catalog resolves 'E-Mail Adresse' (they "
          + "differ only in spacing: a doubled space after 'E-Mail')",
        "en capture of s shows 'E mail address' for s.email, but the catalog resolves 'Email address' (they "
          + "differ only in spacing: a space where the catalog has none after 'E')",
        "fr capture of s shows 'Adressee-mail' for s.email, but the catalog resolves 'Adresse e-mail' (they "
          + "differ only in spacing: no space where the catalog has a space after 'Adresse')",
      ])
    #expect(
      RuntimeMismatchRule.spacingDifference("E-Mail \u{A0}Adresse", "E-Mail Adresse")
        == " (they differ only in spacing: a space and a no-break space (U+00A0) where the catalog has a space "
        + "after 'E-Mail')")
    #expect(RuntimeMismatchRule.spacingDifference("a b c d", "abcd") == " (they differ only in spacing)")
    #expect(RuntimeMismatchRule.spacingDifference("E-Mail Adresse", "E-Mail-Adresse") == "")
    #expect(RuntimeMismatchRule.spacingDifference("E-Mail Adresse", "E-Mail Adresse") == "")
  }
}
